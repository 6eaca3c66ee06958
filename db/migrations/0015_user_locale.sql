ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;--> statement-breakpoint
-- Hand-written: the column holds only the languages the UI speaks (lib/locale.ts); null follows the browser.
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" IN ('pt-BR', 'en'));
