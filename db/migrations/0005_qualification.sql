CREATE TABLE "qualification_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"api_key_id" integer,
	"service_id" smallint NOT NULL,
	"batch_code" text NOT NULL,
	"custom_code" text NOT NULL,
	"notification_url" text,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"document_type" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_branch" text NOT NULL,
	"bank_branch_digit" text,
	"account" text NOT NULL,
	"account_digit" text NOT NULL,
	"account_type" text NOT NULL,
	"amount" numeric(12, 2),
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"status_description" text DEFAULT 'Received: it will be processed soon.' NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qualification_records" ADD CONSTRAINT "qualification_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_records" ADD CONSTRAINT "qualification_records_merchant_account_id_merchant_accounts_id_fk" FOREIGN KEY ("merchant_account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_records" ADD CONSTRAINT "qualification_records_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_records_merchant_custom_code_idx" ON "qualification_records" USING btree ("merchant_account_id","custom_code");--> statement-breakpoint
CREATE INDEX "qualification_records_org_id_idx" ON "qualification_records" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_created_idx" ON "qualification_records" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_custom_code_idx" ON "qualification_records" USING btree ("organization_id","custom_code","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_batch_idx" ON "qualification_records" USING btree ("organization_id","batch_code","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_document_idx" ON "qualification_records" USING btree ("organization_id","document","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_service_idx" ON "qualification_records" USING btree ("organization_id","service_id","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_status_idx" ON "qualification_records" USING btree ("organization_id","status_id","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_description_idx" ON "qualification_records" USING btree ("organization_id","status_description","id");--> statement-breakpoint
CREATE INDEX "qualification_records_org_merchant_idx" ON "qualification_records" USING btree ("organization_id","merchant_account_id","id");