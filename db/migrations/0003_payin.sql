CREATE TABLE "payin_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"merchant_account_id" integer NOT NULL,
	"api_key_id" integer,
	"hash" text NOT NULL,
	"our_number" text NOT NULL,
	"invoice" text NOT NULL,
	"notification_url" text,
	"payment_method" text NOT NULL,
	"amount" bigint NOT NULL,
	"markup_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint,
	"refunded_amount" bigint,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"description" text,
	"buyer" jsonb NOT NULL,
	"buyer_document" text NOT NULL,
	"originator_legal_entity" jsonb,
	"boleto" jsonb,
	"pix" jsonb,
	"markup" jsonb,
	"markup_rule_id" integer,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"substatus" jsonb,
	"expires_at" timestamp (6) with time zone NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payin_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"charge_id" bigint NOT NULL,
	"status_id" smallint NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_accounts" ADD COLUMN "payin_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payin_charges" ADD CONSTRAINT "payin_charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payin_charges" ADD CONSTRAINT "payin_charges_merchant_account_id_merchant_accounts_id_fk" FOREIGN KEY ("merchant_account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payin_charges" ADD CONSTRAINT "payin_charges_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payin_charges" ADD CONSTRAINT "payin_charges_markup_rule_id_markup_rules_id_fk" FOREIGN KEY ("markup_rule_id") REFERENCES "public"."markup_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payin_status_history" ADD CONSTRAINT "payin_status_history_charge_id_payin_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."payin_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payin_charges_hash_idx" ON "payin_charges" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payin_charges_merchant_invoice_idx" ON "payin_charges" USING btree ("merchant_account_id","invoice");--> statement-breakpoint
CREATE INDEX "payin_charges_org_created_idx" ON "payin_charges" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_updated_idx" ON "payin_charges" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_amount_idx" ON "payin_charges" USING btree ("organization_id","amount","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_merchant_created_idx" ON "payin_charges" USING btree ("organization_id","merchant_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_status_created_idx" ON "payin_charges" USING btree ("organization_id","status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_method_created_idx" ON "payin_charges" USING btree ("organization_id","payment_method","created_at","id");--> statement-breakpoint
CREATE INDEX "payin_charges_org_invoice_idx" ON "payin_charges" USING btree ("organization_id","invoice");--> statement-breakpoint
CREATE INDEX "payin_status_history_charge_idx" ON "payin_status_history" USING btree ("charge_id","id");