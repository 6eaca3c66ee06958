CREATE TABLE "qualification_record_counts" (
	"organization_id" integer NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"service_id" smallint NOT NULL,
	"status_id" smallint NOT NULL,
	"created_on" date NOT NULL,
	"records" bigint NOT NULL,
	CONSTRAINT "qualification_record_counts_organization_id_created_on_merchant_account_id_service_id_status_id_pk" PRIMARY KEY("organization_id","created_on","merchant_account_id","service_id","status_id")
);
--> statement-breakpoint
-- Statement triggers with transition tables: one grouped upsert per INSERT or UPDATE statement, whatever its row count.
-- Rows are upserted in key order so concurrent statements lock counter rows in the same order (no deadlocks).
CREATE FUNCTION qualification_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO qualification_record_counts AS c (organization_id, created_on, merchant_account_id, service_id, status_id, records)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, merchant_account_id, service_id, status_id, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, created_on, merchant_account_id, service_id, status_id) DO UPDATE SET records = c.records + excluded.records;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO qualification_record_counts AS c (organization_id, created_on, merchant_account_id, service_id, status_id, records)
    SELECT organization_id, created_on, merchant_account_id, service_id, status_id, sum(delta)
    FROM (
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, merchant_account_id, service_id, status_id, -1 AS delta FROM old_rows
      UNION ALL
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, merchant_account_id, service_id, status_id, 1 FROM new_rows
    ) changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, created_on, merchant_account_id, service_id, status_id) DO UPDATE SET records = c.records + excluded.records;
  ELSE
    INSERT INTO qualification_record_counts AS c (organization_id, created_on, merchant_account_id, service_id, status_id, records)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, merchant_account_id, service_id, status_id, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, created_on, merchant_account_id, service_id, status_id) DO UPDATE SET records = c.records + excluded.records;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER qualification_counts_insert AFTER INSERT ON qualification_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qualification_counts_apply();
--> statement-breakpoint
CREATE TRIGGER qualification_counts_update AFTER UPDATE ON qualification_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qualification_counts_apply();
--> statement-breakpoint
CREATE TRIGGER qualification_counts_delete AFTER DELETE ON qualification_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION qualification_counts_apply();
--> statement-breakpoint
INSERT INTO qualification_record_counts (organization_id, created_on, merchant_account_id, service_id, status_id, records)
SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, merchant_account_id, service_id, status_id, count(*)
FROM qualification_records GROUP BY 1, 2, 3, 4, 5;
