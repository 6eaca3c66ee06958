ALTER TABLE "jobs" ADD COLUMN "order_key" text;--> statement-breakpoint
CREATE INDEX "jobs_order_key_idx" ON "jobs" USING btree ("order_key","id") WHERE "jobs"."order_key" is not null and "jobs"."status" in ('pending', 'running');--> statement-breakpoint
-- Hand-written: wakes the workers listening on `jobs` (lib/jobs/worker.ts) when jobs are enqueued, instead of leaving
-- them to find the jobs at their next poll. Once per statement; Postgres sends it at commit, so a worker never wakes
-- to a job it cannot see yet, and folds the repeats of one transaction into one.
CREATE FUNCTION jobs_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobs', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify AFTER INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_notify();
