CREATE TABLE "payin_name_seams" (
	"organization_id" integer NOT NULL,
	"livemode" boolean NOT NULL,
	"seam" text NOT NULL,
	"created_at" timestamp (6) with time zone NOT NULL,
	"charge_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_name_seams" (
	"organization_id" integer NOT NULL,
	"livemode" boolean NOT NULL,
	"seam" text NOT NULL,
	"created_at" timestamp (6) with time zone NOT NULL,
	"payout_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "payin_charges_buyer_name_seams_idx";--> statement-breakpoint
DROP INDEX "payout_payments_beneficiary_name_seams_idx";--> statement-breakpoint
-- Hand-written from here: the name seams are kept by statement triggers (transition tables), as the daily totals are
-- (0014), in the transaction of the change: a row's seams are written when it is inserted, and written again only
-- when an update changes its name, scope or time (a status change leaves them as they are). The rows that exist
-- before the triggers are copied, and the indexes built after the copy, which is faster than keeping them during it.
-- The GIN indexes of 0017 go: the search reads the seams here, newest first, instead of every match of the name.
CREATE FUNCTION payin_name_seams_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payin_name_seams (organization_id, livemode, seam, created_at, charge_id, name)
    SELECT r.organization_id, r.livemode, w.seam, r.created_at, r.id, r.buyer->>'name' FROM new_rows r, unnest(word_seams(r.buyer->>'name')) AS w(seam);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM payin_name_seams s USING old_rows r, unnest(word_seams(r.buyer->>'name')) AS w(seam)
    WHERE (s.organization_id, s.livemode, s.seam, s.created_at, s.charge_id) = (r.organization_id, r.livemode, w.seam, r.created_at, r.id);
  ELSE
    DELETE FROM payin_name_seams s USING (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (n.organization_id, n.livemode, n.created_at, n.buyer->>'name')
          IS DISTINCT FROM (o.organization_id, o.livemode, o.created_at, o.buyer->>'name')) r, unnest(word_seams(r.buyer->>'name')) AS w(seam)
    WHERE (s.organization_id, s.livemode, s.seam, s.created_at, s.charge_id) = (r.organization_id, r.livemode, w.seam, r.created_at, r.id);
    INSERT INTO payin_name_seams (organization_id, livemode, seam, created_at, charge_id, name)
    SELECT r.organization_id, r.livemode, w.seam, r.created_at, r.id, r.buyer->>'name' FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (n.organization_id, n.livemode, n.created_at, n.buyer->>'name')
          IS DISTINCT FROM (o.organization_id, o.livemode, o.created_at, o.buyer->>'name')) r, unnest(word_seams(r.buyer->>'name')) AS w(seam);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payin_name_seams_insert AFTER INSERT ON payin_charges REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payin_name_seams_apply();
--> statement-breakpoint
CREATE TRIGGER payin_name_seams_update AFTER UPDATE ON payin_charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payin_name_seams_apply();
--> statement-breakpoint
CREATE TRIGGER payin_name_seams_delete AFTER DELETE ON payin_charges REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payin_name_seams_apply();
--> statement-breakpoint
INSERT INTO payin_name_seams (organization_id, livemode, seam, created_at, charge_id, name)
SELECT organization_id, livemode, w.seam, created_at, id, buyer->>'name' FROM payin_charges, unnest(word_seams(buyer->>'name')) AS w(seam);
--> statement-breakpoint
CREATE FUNCTION payout_name_seams_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payout_name_seams (organization_id, livemode, seam, created_at, payout_id, name)
    SELECT r.organization_id, r.livemode, w.seam, r.created_at, r.id, r.beneficiary->>'name' FROM new_rows r, unnest(word_seams(r.beneficiary->>'name')) AS w(seam);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM payout_name_seams s USING old_rows r, unnest(word_seams(r.beneficiary->>'name')) AS w(seam)
    WHERE (s.organization_id, s.livemode, s.seam, s.created_at, s.payout_id) = (r.organization_id, r.livemode, w.seam, r.created_at, r.id);
  ELSE
    DELETE FROM payout_name_seams s USING (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (n.organization_id, n.livemode, n.created_at, n.beneficiary->>'name')
          IS DISTINCT FROM (o.organization_id, o.livemode, o.created_at, o.beneficiary->>'name')) r, unnest(word_seams(r.beneficiary->>'name')) AS w(seam)
    WHERE (s.organization_id, s.livemode, s.seam, s.created_at, s.payout_id) = (r.organization_id, r.livemode, w.seam, r.created_at, r.id);
    INSERT INTO payout_name_seams (organization_id, livemode, seam, created_at, payout_id, name)
    SELECT r.organization_id, r.livemode, w.seam, r.created_at, r.id, r.beneficiary->>'name' FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (n.organization_id, n.livemode, n.created_at, n.beneficiary->>'name')
          IS DISTINCT FROM (o.organization_id, o.livemode, o.created_at, o.beneficiary->>'name')) r, unnest(word_seams(r.beneficiary->>'name')) AS w(seam);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payout_name_seams_insert AFTER INSERT ON payout_payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_name_seams_apply();
--> statement-breakpoint
CREATE TRIGGER payout_name_seams_update AFTER UPDATE ON payout_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_name_seams_apply();
--> statement-breakpoint
CREATE TRIGGER payout_name_seams_delete AFTER DELETE ON payout_payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_name_seams_apply();
--> statement-breakpoint
INSERT INTO payout_name_seams (organization_id, livemode, seam, created_at, payout_id, name)
SELECT organization_id, livemode, w.seam, created_at, id, beneficiary->>'name' FROM payout_payments, unnest(word_seams(beneficiary->>'name')) AS w(seam);
--> statement-breakpoint
CREATE INDEX "payin_name_seams_idx" ON "payin_name_seams" USING btree ("organization_id","livemode","seam","created_at","charge_id","name");--> statement-breakpoint
CREATE INDEX "payout_name_seams_idx" ON "payout_name_seams" USING btree ("organization_id","livemode","seam","created_at","payout_id","name");
