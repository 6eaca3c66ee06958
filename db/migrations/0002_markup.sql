CREATE TYPE "public"."markup_mode" AS ENUM('fixed', 'percent');--> statement-breakpoint
CREATE TYPE "public"."markup_product" AS ENUM('payin', 'payout');--> statement-breakpoint
CREATE TABLE "markup_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"parent_id" integer,
	"product" "markup_product" NOT NULL,
	"payment_method" text NOT NULL,
	"type" text DEFAULT 'global' NOT NULL,
	"mode" "markup_mode" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"min_charge_value" numeric(12, 2),
	"max_charge_value" numeric(12, 2),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "markup_rules" ADD CONSTRAINT "markup_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_rules" ADD CONSTRAINT "markup_rules_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markup_rules_organization_idx" ON "markup_rules" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markup_rules_one_enabled_global_idx" ON "markup_rules" USING btree ("account_id","product","payment_method") WHERE "markup_rules"."enabled" and "markup_rules"."type" = 'global';