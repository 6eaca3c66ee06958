-- Test and live mode (docs/decisions.md). Every existing row was made by the sandbox, so it is backfilled as test
-- (false); the default is dropped afterwards so that every insert must say which mode it is in.
ALTER TABLE "idempotency_keys" ADD COLUMN "livemode" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "livemode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_organization_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organization_id_livemode_key_pk" PRIMARY KEY("organization_id","livemode","key");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "livemode" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "livemode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payin_charges" ADD COLUMN "livemode" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "payin_charges" ALTER COLUMN "livemode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payout_payments" ADD COLUMN "livemode" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "payout_payments" ALTER COLUMN "livemode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "qualification_batch_counts" ADD COLUMN "livemode" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "qualification_batch_counts" ALTER COLUMN "livemode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "qualification_daily_counts" ADD COLUMN "livemode" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "qualification_daily_counts" ALTER COLUMN "livemode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "qualification_record_counts" ADD COLUMN "livemode" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "qualification_record_counts" ALTER COLUMN "livemode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "qualification_records" ADD COLUMN "livemode" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "qualification_records" ALTER COLUMN "livemode" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "webhook_deliveries_organization_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_resource_idx";--> statement-breakpoint
DROP INDEX "payin_charges_merchant_invoice_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_created_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_updated_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_amount_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_merchant_created_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_status_created_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_method_created_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_invoice_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_buyer_document_idx";--> statement-breakpoint
DROP INDEX "payin_charges_org_buyer_email_idx";--> statement-breakpoint
DROP INDEX "payout_payments_merchant_invoice_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_created_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_updated_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_amount_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_merchant_created_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_status_created_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_invoice_idx";--> statement-breakpoint
DROP INDEX "payout_payments_org_beneficiary_document_idx";--> statement-breakpoint
DROP INDEX "qualification_batch_counts_org_received_idx";--> statement-breakpoint
DROP INDEX "qualification_records_merchant_custom_code_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_id_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_created_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_created_on_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_custom_code_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_batch_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_document_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_service_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_status_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_description_idx";--> statement-breakpoint
DROP INDEX "qualification_records_org_merchant_idx";--> statement-breakpoint
ALTER TABLE "qualification_batch_counts" DROP CONSTRAINT "qualification_batch_counts_organization_id_merchant_account_id_batch_code_status_id_pk";--> statement-breakpoint
ALTER TABLE "qualification_daily_counts" DROP CONSTRAINT "qualification_daily_counts_organization_id_created_on_merchant_account_id_service_id_status_id_pk";--> statement-breakpoint
ALTER TABLE "qualification_record_counts" DROP CONSTRAINT "qualification_record_counts_organization_id_merchant_account_id_service_id_status_id_pk";--> statement-breakpoint
ALTER TABLE "qualification_batch_counts" ADD CONSTRAINT "qualification_batch_counts_organization_id_livemode_merchant_account_id_batch_code_status_id_pk" PRIMARY KEY("organization_id","livemode","merchant_account_id","batch_code","status_id");--> statement-breakpoint
ALTER TABLE "qualification_daily_counts" ADD CONSTRAINT "qualification_daily_counts_organization_id_livemode_created_on_merchant_account_id_service_id_status_id_pk" PRIMARY KEY("organization_id","livemode","created_on","merchant_account_id","service_id","status_id");--> statement-breakpoint
ALTER TABLE "qualification_record_counts" ADD CONSTRAINT "qualification_record_counts_organization_id_livemode_merchant_account_id_service_id_status_id_pk" PRIMARY KEY("organization_id","livemode","merchant_account_id","service_id","status_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_org_mode_created_idx" ON "webhook_deliveries" USING btree ("organization_id","livemode","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_org_mode_resource_idx" ON "webhook_deliveries" USING btree ("organization_id","livemode","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payin_charges_merchant_mode_invoice_idx" ON "payin_charges" USING btree ("merchant_account_id","livemode","invoice");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_created_idx" ON "payin_charges" USING btree ("organization_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_updated_idx" ON "payin_charges" USING btree ("organization_id","livemode","updated_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_amount_idx" ON "payin_charges" USING btree ("organization_id","livemode","amount","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_merchant_created_idx" ON "payin_charges" USING btree ("organization_id","livemode","merchant_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_status_created_idx" ON "payin_charges" USING btree ("organization_id","livemode","status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_method_created_idx" ON "payin_charges" USING btree ("organization_id","livemode","payment_method","created_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_invoice_idx" ON "payin_charges" USING btree ("organization_id","livemode","invoice");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_buyer_document_idx" ON "payin_charges" USING btree ("organization_id","livemode","buyer_document");--> statement-breakpoint
CREATE INDEX "payin_charges_org_mode_buyer_email_idx" ON "payin_charges" USING btree ("organization_id","livemode",lower("buyer"->>'email'));--> statement-breakpoint
CREATE UNIQUE INDEX "payout_payments_merchant_mode_invoice_idx" ON "payout_payments" USING btree ("merchant_account_id","livemode","invoice");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_created_idx" ON "payout_payments" USING btree ("organization_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_updated_idx" ON "payout_payments" USING btree ("organization_id","livemode","updated_at","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_amount_idx" ON "payout_payments" USING btree ("organization_id","livemode","amount","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_merchant_created_idx" ON "payout_payments" USING btree ("organization_id","livemode","merchant_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_status_created_idx" ON "payout_payments" USING btree ("organization_id","livemode","status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_invoice_idx" ON "payout_payments" USING btree ("organization_id","livemode","invoice");--> statement-breakpoint
CREATE INDEX "payout_payments_org_mode_beneficiary_document_idx" ON "payout_payments" USING btree ("organization_id","livemode","beneficiary_document");--> statement-breakpoint
CREATE INDEX "qualification_batch_counts_org_mode_received_idx" ON "qualification_batch_counts" USING btree ("organization_id","livemode","first_received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_records_merchant_mode_custom_code_idx" ON "qualification_records" USING btree ("merchant_account_id","livemode","custom_code");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_id_idx" ON "qualification_records" USING btree ("organization_id","livemode","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_created_idx" ON "qualification_records" USING btree ("organization_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_created_on_idx" ON "qualification_records" USING btree ("organization_id","livemode","created_on","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_custom_code_idx" ON "qualification_records" USING btree ("organization_id","livemode","custom_code","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_batch_idx" ON "qualification_records" USING btree ("organization_id","livemode","batch_code","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_document_idx" ON "qualification_records" USING btree ("organization_id","livemode","document","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_service_idx" ON "qualification_records" USING btree ("organization_id","livemode","service_id","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_status_idx" ON "qualification_records" USING btree ("organization_id","livemode","status_id","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_description_idx" ON "qualification_records" USING btree ("organization_id","livemode","status_description","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_mode_merchant_idx" ON "qualification_records" USING btree ("organization_id","livemode","merchant_account_id","id");--> statement-breakpoint
-- The counts triggers of 0006, now keyed by mode as well, so a test key's totals never include live records.
CREATE OR REPLACE FUNCTION qualification_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS delta FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS delta FROM old_rows'
    ELSE 'SELECT *, -1 AS delta FROM old_rows UNION ALL SELECT *, 1 FROM new_rows'
  END;
BEGIN
  EXECUTE format($sql$
    WITH changes AS (%s),
    totals AS (
      INSERT INTO qualification_record_counts AS c (organization_id, livemode, merchant_account_id, service_id, status_id, records)
      SELECT organization_id, livemode, merchant_account_id, service_id, status_id, sum(delta)
      FROM changes GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (organization_id, livemode, merchant_account_id, service_id, status_id) DO UPDATE SET records = c.records + excluded.records
    ),
    daily AS (
      INSERT INTO qualification_daily_counts AS c (organization_id, livemode, created_on, merchant_account_id, service_id, status_id, records)
      SELECT organization_id, livemode, created_on, merchant_account_id, service_id, status_id, sum(delta)
      FROM changes GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (organization_id, livemode, created_on, merchant_account_id, service_id, status_id) DO UPDATE SET records = c.records + excluded.records
    )
    INSERT INTO qualification_batch_counts AS c (organization_id, livemode, merchant_account_id, batch_code, status_id, records, first_received_at, last_changed_at)
    SELECT organization_id, livemode, merchant_account_id, batch_code, status_id, sum(delta), min(created_at), max(updated_at)
    FROM changes GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, livemode, merchant_account_id, batch_code, status_id) DO UPDATE SET
      records = c.records + excluded.records,
      first_received_at = least(c.first_received_at, excluded.first_received_at),
      last_changed_at = greatest(c.last_changed_at, excluded.last_changed_at)
  $sql$, changes);
  RETURN NULL;
END $$;
