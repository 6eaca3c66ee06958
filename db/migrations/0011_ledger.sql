CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"merchant_account_id" integer,
	"livemode" boolean NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"last_entry_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_mode_kind_key" UNIQUE NULLS NOT DISTINCT("organization_id","merchant_account_id","livemode","kind"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('processor_clearing', 'markup_revenue', 'adjustments', 'pending', 'available', 'reserved')),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."merchant_account_id" is null) = ("ledger_accounts"."kind" in ('processor_clearing', 'markup_revenue', 'adjustments'))),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."kind" not in ('pending', 'available', 'reserved') or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp (6) with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"livemode" boolean NOT NULL,
	"type" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" bigint,
	"description" text NOT NULL,
	"created_at" timestamp (6) with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_type_check" CHECK (CASE WHEN type IN ('payin_paid', 'payin_credited') THEN resource_type = 'charge' WHEN type IN ('payout_reserved', 'payout_paid', 'payout_returned') THEN resource_type = 'payout' WHEN type IN ('refund_reserved', 'refund_paid', 'refund_returned') THEN resource_type = 'refund' WHEN type IN ('adjustment', 'sandbox_topup') THEN resource_type = 'adjustment' ELSE false END),
	CONSTRAINT "ledger_transactions_resource_check" CHECK (("ledger_transactions"."resource_id" is null) = ("ledger_transactions"."resource_type" = 'adjustment')),
	CONSTRAINT "ledger_transactions_topup_test_only" CHECK ("ledger_transactions"."type" <> 'sandbox_topup' or not "ledger_transactions"."livemode"),
	CONSTRAINT "ledger_transactions_description_check" CHECK ("ledger_transactions"."description" <> '')
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_account_id_merchant_accounts_id_fk" FOREIGN KEY ("merchant_account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_transaction_account_key" ON "ledger_entries" USING btree ("transaction_id","account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_type_created_idx" ON "ledger_entries" USING btree ("account_id","type","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_resource_type_key" ON "ledger_transactions" USING btree ("resource_type","resource_id","type");--> statement-breakpoint
-- The ledger keeps its own rules (docs/decisions.md, "The ledger"), whoever writes to it.
-- Entries and transactions are append-only: a correction is a new transaction. TRUNCATE, an administrator's reset
-- (the test harness empties the database with it), is not refused.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused; post a correcting transaction instead', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- An account starts empty, is never deleted, and changes only through ledger_entry_apply (one trigger level down),
-- so its balance is always the sum of its entries.
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND (NEW.balance <> 0 OR NEW.last_entry_at IS NOT NULL) THEN
    RAISE EXCEPTION 'ledger_accounts: a new account starts at zero, without entries' USING ERRCODE = 'restrict_violation';
  ELSIF TG_OP = 'UPDATE' AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger_accounts: a balance changes only through a ledger entry' USING ERRCODE = 'restrict_violation';
  ELSIF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger_accounts: accounts are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint
-- An entry applies itself: it takes its transaction's type and time, must belong to the transaction's organization
-- and mode, may not be dated before its account's last entry (so an account's entries in time order are in id
-- order), and moves the balance, which the account's CHECK keeps from going negative.
CREATE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  txn ledger_transactions%ROWTYPE;
  account ledger_accounts%ROWTYPE;
BEGIN
  SELECT * INTO STRICT txn FROM ledger_transactions WHERE id = NEW.transaction_id;
  SELECT * INTO STRICT account FROM ledger_accounts WHERE id = NEW.account_id FOR UPDATE;
  IF account.organization_id <> txn.organization_id OR account.livemode <> txn.livemode THEN
    RAISE EXCEPTION 'ledger entry: account % is not in the organization and mode of transaction %', account.id, txn.id
      USING ERRCODE = 'check_violation';
  END IF;
  IF account.last_entry_at > txn.created_at THEN
    RAISE EXCEPTION 'ledger entry: account % has an entry at %, later than transaction % at %',
      account.id, account.last_entry_at, txn.id, txn.created_at USING ERRCODE = 'check_violation';
  END IF;
  UPDATE ledger_accounts SET balance = balance + NEW.amount, last_entry_at = txn.created_at
    WHERE id = NEW.account_id RETURNING balance INTO NEW.balance_after;
  NEW.type := txn.type;
  NEW.created_at := txn.created_at;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_apply();
--> statement-breakpoint
-- At commit, every transaction that was written or gained an entry has at least two entries, summing to zero.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  txn_id bigint;
  entries bigint;
  total numeric;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transactions' THEN
    txn_id := NEW.id;
  ELSE
    txn_id := NEW.transaction_id;
  END IF;
  SELECT count(*), coalesce(sum(amount), 0) INTO entries, total FROM ledger_entries WHERE transaction_id = txn_id;
  IF entries < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced: % entries summing to %', txn_id, entries, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
