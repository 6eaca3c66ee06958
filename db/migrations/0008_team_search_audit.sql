ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp (6) with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_org_action_idx" ON "audit_log" USING btree ("organization_id","action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_org_actor_idx" ON "audit_log" USING btree ("organization_id","actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payin_charges_org_buyer_document_idx" ON "payin_charges" USING btree ("organization_id","buyer_document");--> statement-breakpoint
CREATE INDEX "payin_charges_org_buyer_email_idx" ON "payin_charges" USING btree ("organization_id",lower("buyer"->>'email'));--> statement-breakpoint
CREATE INDEX "payout_payments_org_beneficiary_document_idx" ON "payout_payments" USING btree ("organization_id","beneficiary_document");