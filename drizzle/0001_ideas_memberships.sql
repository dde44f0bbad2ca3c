CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"source" text NOT NULL,
	"last_email_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_email_lower_check" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"email_error" text,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	CONSTRAINT "contact_messages_subject_check" CHECK ("contact_messages"."subject" in ('adhesion', 'quartier', 'position', 'evenement', 'autre')),
	CONSTRAINT "contact_messages_email_status_check" CHECK ("contact_messages"."email_status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "idea_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"quartier" text,
	"type_soumission" text DEFAULT 'idee' NOT NULL,
	"titre" text NOT NULL,
	"description" text NOT NULL,
	"localisation" text,
	"urgence" text DEFAULT 'normale' NOT NULL,
	"status" text DEFAULT 'nouveau' NOT NULL,
	"follow_up_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_submissions_follow_up_token_hash_unique" UNIQUE("follow_up_token_hash"),
	CONSTRAINT "idea_submissions_type_check" CHECK ("idea_submissions"."type_soumission" in ('idee', 'probleme', 'suggestion')),
	CONSTRAINT "idea_submissions_urgence_check" CHECK ("idea_submissions"."urgence" in ('faible', 'normale', 'elevee', 'urgente')),
	CONSTRAINT "idea_submissions_status_check" CHECK ("idea_submissions"."status" in ('nouveau', 'en_cours', 'traite', 'rejete')),
	CONSTRAINT "idea_submissions_description_length_check" CHECK (char_length("idea_submissions"."description") <= 3000)
);
--> statement-breakpoint
CREATE TABLE "membership_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_members_position_unique" UNIQUE("membership_id","position"),
	CONSTRAINT "membership_members_position_check" CHECK ("membership_members"."position" between 1 and 4),
	CONSTRAINT "membership_members_nom_length_check" CHECK (char_length("membership_members"."nom") between 1 and 80),
	CONSTRAINT "membership_members_prenom_length_check" CHECK (char_length("membership_members"."prenom") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_reference" text NOT NULL,
	"annee_adhesion" integer NOT NULL,
	"nombre_personnes" integer NOT NULL,
	"montant_euros" integer NOT NULL,
	"statut_adhesion" text DEFAULT 'en_attente' NOT NULL,
	"consentement_rgpd" boolean NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"adresse_complete" text NOT NULL,
	"code_postal" text NOT NULL,
	"ville" text NOT NULL,
	"payment_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "memberships_persons_check" CHECK ("memberships"."nombre_personnes" between 1 and 4),
	CONSTRAINT "memberships_amount_check" CHECK ("memberships"."montant_euros" > 0),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."statut_adhesion" in ('en_attente', 'payee', 'annulee')),
	CONSTRAINT "memberships_consent_check" CHECK ("memberships"."consentement_rgpd")
);
--> statement-breakpoint
ALTER TABLE "membership_members" ADD CONSTRAINT "membership_members_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contact_messages_email_status_idx" ON "contact_messages" USING btree ("email_status");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idea_submissions_created_at_idx" ON "idea_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idea_submissions_status_idx" ON "idea_submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "memberships_created_at_idx" ON "memberships" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "memberships_annee_idx" ON "memberships" USING btree ("annee_adhesion");