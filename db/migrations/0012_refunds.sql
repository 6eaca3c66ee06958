CREATE TABLE "refund_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"status_id" smallint NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"livemode" boolean NOT NULL,
	"charge_id" bigint NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"notification_url" text,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"failure_reason" text,
	"api_key_id" integer,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund_status_history" ADD CONSTRAINT "refund_status_history_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_charge_id_payin_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."payin_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_merchant_account_id_merchant_accounts_id_fk" FOREIGN KEY ("merchant_account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_status_history_refund_idx" ON "refund_status_history" USING btree ("refund_id","id");--> statement-breakpoint
CREATE INDEX "refunds_charge_idx" ON "refunds" USING btree ("charge_id","id");--> statement-breakpoint
CREATE INDEX "refunds_org_mode_created_idx" ON "refunds" USING btree ("organization_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_org_mode_status_created_idx" ON "refunds" USING btree ("organization_id","livemode","status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_org_mode_merchant_created_idx" ON "refunds" USING btree ("organization_id","livemode","merchant_account_id","created_at","id");--> statement-breakpoint
ALTER TABLE "payin_charges" DROP COLUMN "refunded_amount";