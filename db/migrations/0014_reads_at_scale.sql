-- Hand-written: the extension the search's substring indexes use (trigrams). PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "payin_daily_totals" (
	"organization_id" integer NOT NULL,
	"livemode" boolean NOT NULL,
	"created_on" date NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status_id" smallint NOT NULL,
	"charges" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"markup_amount" bigint NOT NULL,
	CONSTRAINT "payin_daily_totals_organization_id_livemode_created_on_merchant_account_id_payment_method_status_id_pk" PRIMARY KEY("organization_id","livemode","created_on","merchant_account_id","payment_method","status_id")
);
--> statement-breakpoint
CREATE TABLE "payout_daily_totals" (
	"organization_id" integer NOT NULL,
	"livemode" boolean NOT NULL,
	"created_on" date NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"payouts" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"markup_amount" bigint NOT NULL,
	CONSTRAINT "payout_daily_totals_organization_id_livemode_created_on_merchant_account_id_status_id_pk" PRIMARY KEY("organization_id","livemode","created_on","merchant_account_id","status_id")
);
--> statement-breakpoint
CREATE INDEX "payin_charges_buyer_name_trgm_idx" ON "payin_charges" USING gin (("buyer"->>'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payin_charges_invoice_trgm_idx" ON "payin_charges" USING gin ("invoice" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payout_payments_beneficiary_name_trgm_idx" ON "payout_payments" USING gin (("beneficiary"->>'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payout_payments_invoice_trgm_idx" ON "payout_payments" USING gin ("invoice" gin_trgm_ops);--> statement-breakpoint
-- The list's sort indexes end with its filters (merchant, status, method), which the scan then checks in the index.
DROP INDEX "payin_charges_org_mode_created_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_mode_updated_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_mode_amount_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_mode_created_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_mode_updated_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_mode_amount_idx";--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_id_idx" ON "payin_charges" USING btree ("organization_id","livemode","id","merchant_account_id","status_id","payment_method","created_at");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_id_idx" ON "payout_payments" USING btree ("organization_id","livemode","id","merchant_account_id","status_id","created_at");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_created_idx" ON "payin_charges" USING btree ("organization_id","livemode","created_at","id","merchant_account_id","status_id","payment_method","updated_at");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_updated_idx" ON "payin_charges" USING btree ("organization_id","livemode","updated_at","id","merchant_account_id","status_id","payment_method","created_at");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_amount_idx" ON "payin_charges" USING btree ("organization_id","livemode","amount","id","merchant_account_id","status_id","payment_method","created_at");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_created_idx" ON "payout_payments" USING btree ("organization_id","livemode","created_at","id","merchant_account_id","status_id","updated_at");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_updated_idx" ON "payout_payments" USING btree ("organization_id","livemode","updated_at","id","merchant_account_id","status_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_amount_idx" ON "payout_payments" USING btree ("organization_id","livemode","amount","id","merchant_account_id","status_id","created_at");
--> statement-breakpoint
-- Hand-written from here: the daily totals are kept by statement triggers (transition tables), one grouped upsert per
-- statement whatever its row count, in the transaction of the change, as the qualification counts are (0006). Each
-- changed row takes -1 from its old group and +1 to its new one; groups upserted in key order, so concurrent
-- statements lock total rows in the same order. The day is the São Paulo day of created_at, which never changes.
CREATE FUNCTION payin_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS delta FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS delta FROM old_rows'
    ELSE 'SELECT *, -1 AS delta FROM old_rows UNION ALL SELECT *, 1 FROM new_rows'
  END;
BEGIN
  EXECUTE format($sql$
    WITH changes AS (%s)
    INSERT INTO payin_daily_totals AS t (organization_id, livemode, created_on, merchant_account_id, payment_method,
      status_id, charges, amount, markup_amount)
    SELECT organization_id, livemode, (created_at AT TIME ZONE 'America/Sao_Paulo')::date, merchant_account_id,
      payment_method, status_id, sum(delta), sum(delta * amount), sum(delta * markup_amount)
    FROM changes GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(delta) <> 0 OR sum(delta * amount) <> 0 OR sum(delta * markup_amount) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (organization_id, livemode, created_on, merchant_account_id, payment_method, status_id) DO UPDATE SET
      charges = t.charges + excluded.charges,
      amount = t.amount + excluded.amount,
      markup_amount = t.markup_amount + excluded.markup_amount
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payin_daily_totals_insert AFTER INSERT ON payin_charges REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payin_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payin_daily_totals_update AFTER UPDATE ON payin_charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payin_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payin_daily_totals_delete AFTER DELETE ON payin_charges REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payin_daily_totals_apply();
--> statement-breakpoint
CREATE FUNCTION payout_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS delta FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS delta FROM old_rows'
    ELSE 'SELECT *, -1 AS delta FROM old_rows UNION ALL SELECT *, 1 FROM new_rows'
  END;
BEGIN
  EXECUTE format($sql$
    WITH changes AS (%s)
    INSERT INTO payout_daily_totals AS t (organization_id, livemode, created_on, merchant_account_id, status_id,
      payouts, amount, markup_amount)
    SELECT organization_id, livemode, (created_at AT TIME ZONE 'America/Sao_Paulo')::date, merchant_account_id,
      status_id, sum(delta), sum(delta * amount), sum(delta * markup_amount)
    FROM changes GROUP BY 1, 2, 3, 4, 5
    HAVING sum(delta) <> 0 OR sum(delta * amount) <> 0 OR sum(delta * markup_amount) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, livemode, created_on, merchant_account_id, status_id) DO UPDATE SET
      payouts = t.payouts + excluded.payouts,
      amount = t.amount + excluded.amount,
      markup_amount = t.markup_amount + excluded.markup_amount
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payout_daily_totals_insert AFTER INSERT ON payout_payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payout_daily_totals_update AFTER UPDATE ON payout_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payout_daily_totals_delete AFTER DELETE ON payout_payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_daily_totals_apply();
--> statement-breakpoint
-- Totals for the rows that exist before the triggers.
INSERT INTO payin_daily_totals (organization_id, livemode, created_on, merchant_account_id, payment_method, status_id, charges, amount, markup_amount)
SELECT organization_id, livemode, (created_at AT TIME ZONE 'America/Sao_Paulo')::date, merchant_account_id, payment_method, status_id,
  count(*), sum(amount), sum(markup_amount)
FROM payin_charges GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO payout_daily_totals (organization_id, livemode, created_on, merchant_account_id, status_id, payouts, amount, markup_amount)
SELECT organization_id, livemode, (created_at AT TIME ZONE 'America/Sao_Paulo')::date, merchant_account_id, status_id,
  count(*), sum(amount), sum(markup_amount)
FROM payout_payments GROUP BY 1, 2, 3, 4, 5;
