ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_key_check";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_key_check" CHECK ("site_settings"."key" in ('identity', 'membership_offer', 'figures', 'team_page', 'samples'));--> statement-breakpoint
-- Databases seeded before this migration: their sample rows, by the seeds' slugs, take the mark.
UPDATE "positions" SET "is_sample" = true WHERE "slug" IN ('consultation-stationnement-residentiel', 'projet-zone-trafic-limite', 'restructuration-pole-perrache-bellecour', 'lettre-ouverte-associations-presquile', 'enquete-professionnels-commerce', 'protection-patrimoine-unesco', 'courrier-vegetalisation-rue-de-la-republique', 'democratie-locale-conseils-de-quartier', 'piste-cyclable-quai-saone', 'concertation-place-des-jacobins', 'hotel-dieu-frequentation-securite', 'creation-adpl-manifeste');--> statement-breakpoint
UPDATE "proposals" SET "is_sample" = true WHERE "slug" IN ('navettes-electriques-presquile', 'soutien-commerces-independants');--> statement-breakpoint
UPDATE "blog_posts" SET "is_sample" = true WHERE "slug" IN ('exemple-rue-de-la-republique-pietonne', 'exemple-fete-des-lumieres-conseils', 'exemple-patrimoine-traboules', 'exemple-commerces-independants', 'exemple-nuits-sonores-voisinage', 'exemple-vegetalisation-cours', 'exemple-assemblee-generale-bilan', 'exemple-brouillon-plan-lumiere');--> statement-breakpoint
UPDATE "events" SET "is_sample" = true WHERE "slug" IN ('exemple-reunion-publique-circulation', 'exemple-visite-traboules', 'exemple-atelier-vegetalisation', 'exemple-conference-histoire-presquile', 'exemple-assemblee-generale', 'exemple-reunion-proprete');
