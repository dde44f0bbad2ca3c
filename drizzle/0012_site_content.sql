CREATE TABLE "board_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo" text,
	"photo_alt" text,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "board_members_slug_unique" UNIQUE("slug"),
	CONSTRAINT "board_members_photo_check" CHECK ("board_members"."photo" is null or "board_members"."photo" like '/%')
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"date_label" text,
	"category" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"color" text DEFAULT 'brand' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"head_text" text GENERATED ALWAYS AS (public.search_normalize("title" || ' ' || "category" || ' ' || "summary")) STORED,
	"search_text" text GENERATED ALWAYS AS (public.search_normalize("title" || ' ' || "category" || ' ' || "summary" || ' ' || "content")) STORED,
	"head_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, public.search_normalize("title")), 'A') || setweight(to_tsvector('french'::regconfig, public.search_normalize("category" || ' ' || "summary")), 'B')) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, public.search_normalize("title")), 'A') || setweight(to_tsvector('french'::regconfig, public.search_normalize("category" || ' ' || "summary")), 'B') || setweight(to_tsvector('french'::regconfig, public.search_normalize("content")), 'C')) STORED,
	"status" text DEFAULT 'Campagne' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"icon" text DEFAULT 'megaphone' NOT NULL,
	"image" text,
	"image_alt" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_color_check" CHECK ("campaigns"."color" in ('brand', 'ochre', 'emerald', 'rose', 'violet', 'sky', 'amber', 'teal')),
	CONSTRAINT "campaigns_link_check" CHECK ("campaigns"."link" is null or "campaigns"."link" ~ '^https?://'),
	CONSTRAINT "campaigns_icon_check" CHECK ("campaigns"."icon" in ('car', 'landmark', 'store', 'bus', 'megaphone', 'shield', 'users', 'palette', 'lightbulb', 'map', 'building', 'waves', 'flag', 'target', 'heart-pulse', 'footprints')),
	CONSTRAINT "campaigns_image_check" CHECK ("campaigns"."image" is null or "campaigns"."image" like '/%')
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "site_settings_key_check" CHECK ("site_settings"."key" in ('identity', 'membership_offer', 'figures', 'team_page'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"category" text NOT NULL,
	"neighbourhood" text,
	"text" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"photo" text,
	"photo_alt" text,
	"featured_on_home" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"consent_on" date NOT NULL,
	"consent_method" text NOT NULL,
	"consent_note" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "testimonials_slug_unique" UNIQUE("slug"),
	CONSTRAINT "testimonials_category_check" CHECK ("testimonials"."category" in ('residents', 'commercants', 'visiteurs', 'artistes')),
	CONSTRAINT "testimonials_consent_method_check" CHECK ("testimonials"."consent_method" in ('ecrit', 'email', 'formulaire', 'oral')),
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_photo_check" CHECK ("testimonials"."photo" is null or "testimonials"."photo" like '/%')
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_members_position_idx" ON "board_members" USING btree ("position");--> statement-breakpoint
CREATE INDEX "campaigns_published_date_idx" ON "campaigns" USING btree ("published","date");--> statement-breakpoint
CREATE INDEX "campaigns_head_vector_idx" ON "campaigns" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "campaigns_search_vector_idx" ON "campaigns" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "campaigns_head_text_trgm_idx" ON "campaigns" USING gin ("head_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_search_text_trgm_idx" ON "campaigns" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_position_idx" ON "campaigns" USING btree ("position");--> statement-breakpoint
CREATE INDEX "testimonials_published_position_idx" ON "testimonials" USING btree ("published","position");--> statement-breakpoint
CREATE TRIGGER campaigns_search_words AFTER INSERT OR UPDATE ON campaigns
  FOR EACH ROW EXECUTE FUNCTION public.search_words_collect();
