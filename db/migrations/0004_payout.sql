CREATE TABLE "payout_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"api_key_id" integer,
	"invoice" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount" bigint NOT NULL,
	"markup_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"description" text,
	"notification_url" text,
	"beneficiary" jsonb NOT NULL,
	"beneficiary_document" text NOT NULL,
	"markup" jsonb,
	"markup_rule_id" integer,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"failure_reason" text,
	"paid_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_id" bigint NOT NULL,
	"status_id" smallint NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_payments" ADD CONSTRAINT "payout_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_payments" ADD CONSTRAINT "payout_payments_merchant_account_id_merchant_accounts_id_fk" FOREIGN KEY ("merchant_account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_payments" ADD CONSTRAINT "payout_payments_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_payments" ADD CONSTRAINT "payout_payments_markup_rule_id_markup_rules_id_fk" FOREIGN KEY ("markup_rule_id") REFERENCES "public"."markup_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_status_history" ADD CONSTRAINT "payout_status_history_payout_id_payout_payments_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payout_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_payments_merchant_invoice_idx" ON "payout_payments" USING btree ("merchant_account_id","invoice");--> statement-breakpoint
CREATE INDEX "payout_payments_org_created_idx" ON "payout_payments" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_updated_idx" ON "payout_payments" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_amount_idx" ON "payout_payments" USING btree ("organization_id","amount","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_merchant_created_idx" ON "payout_payments" USING btree ("organization_id","merchant_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_status_created_idx" ON "payout_payments" USING btree ("organization_id","status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_invoice_idx" ON "payout_payments" USING btree ("organization_id","invoice");--> statement-breakpoint
CREATE INDEX "payout_status_history_payout_idx" ON "payout_status_history" USING btree ("payout_id","id");