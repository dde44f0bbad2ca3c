ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_key_check";--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_key_check" CHECK ("site_settings"."key" in ('identity', 'membership_offer', 'figures', 'team_page', 'samples', 'email_check'));--> statement-breakpoint
-- Issue 36: the figures' sample values (app/content/figures.ts) go with the other samples. A
-- database whose samples are still shown (its gallery's sample photos on) shows them too, until
-- they are removed; a database whose samples were removed, or never loaded, shows none.
UPDATE "site_settings" SET "value" = "value" || '{"figures": true}'::jsonb WHERE "key" = 'samples' AND ("value" ->> 'gallery') = 'true';
