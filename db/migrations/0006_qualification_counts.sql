CREATE TABLE "qualification_batch_counts" (
	"organization_id" integer NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"batch_code" text NOT NULL,
	"status_id" smallint NOT NULL,
	"records" bigint NOT NULL,
	"first_received_at" timestamp (6) with time zone NOT NULL,
	"last_changed_at" timestamp (6) with time zone NOT NULL,
	CONSTRAINT "qualification_batch_counts_organization_id_merchant_account_id_batch_code_status_id_pk" PRIMARY KEY("organization_id","merchant_account_id","batch_code","status_id")
);
--> statement-breakpoint
CREATE TABLE "qualification_daily_counts" (
	"organization_id" integer NOT NULL,
	"created_on" date NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"service_id" smallint NOT NULL,
	"status_id" smallint NOT NULL,
	"records" bigint NOT NULL,
	CONSTRAINT "qualification_daily_counts_organization_id_created_on_merchant_account_id_service_id_status_id_pk" PRIMARY KEY("organization_id","created_on","merchant_account_id","service_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "qualification_record_counts" (
	"organization_id" integer NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"service_id" smallint NOT NULL,
	"status_id" smallint NOT NULL,
	"records" bigint NOT NULL,
	CONSTRAINT "qualification_record_counts_organization_id_merchant_account_id_service_id_status_id_pk" PRIMARY KEY("organization_id","merchant_account_id","service_id","status_id")
);
--> statement-breakpoint
CREATE INDEX "qualification_batch_counts_org_received_idx" ON "qualification_batch_counts" USING btree ("organization_id","first_received_at");--> statement-breakpoint
ALTER TABLE "qualification_records" ADD COLUMN "created_on" date GENERATED ALWAYS AS ((created_at AT TIME ZONE 'UTC')::date) STORED;--> statement-breakpoint
CREATE INDEX "qualification_records_org_created_on_idx" ON "qualification_records" USING btree ("organization_id","created_on","id");--> statement-breakpoint
-- One grouped upsert per counts table per statement (transition tables), whatever the statement's row count.
-- Groups are upserted in key order, so concurrent statements lock counter rows in the same order and cannot
-- deadlock on them.
CREATE FUNCTION qualification_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
      INSERT INTO qualification_record_counts AS c (organization_id, merchant_account_id, service_id, status_id, records)
      SELECT organization_id, merchant_account_id, service_id, status_id, sum(delta)
      FROM changes GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (organization_id, merchant_account_id, service_id, status_id) DO UPDATE SET records = c.records + excluded.records
    ),
    daily AS (
      INSERT INTO qualification_daily_counts AS c (organization_id, created_on, merchant_account_id, service_id, status_id, records)
      SELECT organization_id, created_on, merchant_account_id, service_id, status_id, sum(delta)
      FROM changes GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (organization_id, created_on, merchant_account_id, service_id, status_id) DO UPDATE SET records = c.records + excluded.records
    )
    INSERT INTO qualification_batch_counts AS c (organization_id, merchant_account_id, batch_code, status_id, records, first_received_at, last_changed_at)
    SELECT organization_id, merchant_account_id, batch_code, status_id, sum(delta), min(created_at), max(updated_at)
    FROM changes GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, merchant_account_id, batch_code, status_id) DO UPDATE SET
      records = c.records + excluded.records,
      first_received_at = least(c.first_received_at, excluded.first_received_at),
      last_changed_at = greatest(c.last_changed_at, excluded.last_changed_at)
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER qualification_counts_insert AFTER INSERT ON qualification_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qualification_counts_apply();
--> statement-breakpoint
CREATE TRIGGER qualification_counts_update AFTER UPDATE ON qualification_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qualification_counts_apply();
--> statement-breakpoint
CREATE TRIGGER qualification_counts_delete AFTER DELETE ON qualification_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION qualification_counts_apply();
--> statement-breakpoint
-- Counts for the records that exist before the triggers.
INSERT INTO qualification_record_counts (organization_id, merchant_account_id, service_id, status_id, records)
SELECT organization_id, merchant_account_id, service_id, status_id, count(*) FROM qualification_records GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO qualification_daily_counts (organization_id, created_on, merchant_account_id, service_id, status_id, records)
SELECT organization_id, created_on, merchant_account_id, service_id, status_id, count(*) FROM qualification_records GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO qualification_batch_counts (organization_id, merchant_account_id, batch_code, status_id, records, first_received_at, last_changed_at)
SELECT organization_id, merchant_account_id, batch_code, status_id, count(*), min(created_at), max(updated_at) FROM qualification_records GROUP BY 1, 2, 3, 4;
