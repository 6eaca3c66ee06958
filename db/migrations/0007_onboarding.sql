CREATE TYPE "public"."onboarding_status" AS ENUM('pending', 'due_diligence_review', 'active', 'inactive', 'canceled', 'closed');--> statement-breakpoint
CREATE TABLE "account_opening_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"api_key_id" integer,
	"company" jsonb NOT NULL,
	"status" "onboarding_status" DEFAULT 'pending' NOT NULL,
	"account_id" integer,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_opening_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"status" "onboarding_status" NOT NULL,
	"reason" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_opening_requests" ADD CONSTRAINT "account_opening_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_opening_requests" ADD CONSTRAINT "account_opening_requests_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_opening_requests" ADD CONSTRAINT "account_opening_requests_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_opening_status_history" ADD CONSTRAINT "account_opening_status_history_request_id_account_opening_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."account_opening_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_registrations" ADD CONSTRAINT "webhook_registrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_opening_requests_org_created_idx" ON "account_opening_requests" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "account_opening_requests_org_updated_idx" ON "account_opening_requests" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "account_opening_requests_org_status_created_idx" ON "account_opening_requests" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_opening_requests_account_idx" ON "account_opening_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_opening_status_history_request_idx" ON "account_opening_status_history" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_registrations_org_event_idx" ON "webhook_registrations" USING btree ("organization_id","event");