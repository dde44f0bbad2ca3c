CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"status" text DEFAULT 'Actualité' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"neighborhood" text,
	"image" text,
	"image_alt" text,
	"published_at" timestamp with time zone,
	"author_id" text,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_color_check" CHECK ("blog_posts"."color" in ('brand', 'ochre', 'emerald', 'rose', 'violet', 'sky', 'amber', 'teal')),
	CONSTRAINT "blog_posts_link_check" CHECK ("blog_posts"."link" is null or "blog_posts"."link" ~ '^https?://'),
	CONSTRAINT "blog_posts_category_check" CHECK ("blog_posts"."category" in ('Urbanisme', 'Culture', 'Commerce', 'Patrimoine', 'Événements')),
	CONSTRAINT "blog_posts_neighborhood_check" CHECK ("blog_posts"."neighborhood" is null or "blog_posts"."neighborhood" in ('Terreaux', 'Bellecour', 'Cordeliers', 'Jacobins', 'République'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"status" text DEFAULT 'Rencontre' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"lieu" text NOT NULL,
	"participants_info" text,
	"capacity" integer,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_color_check" CHECK ("events"."color" in ('brand', 'ochre', 'emerald', 'rose', 'violet', 'sky', 'amber', 'teal')),
	CONSTRAINT "events_link_check" CHECK ("events"."link" is null or "events"."link" ~ '^https?://'),
	CONSTRAINT "events_type_check" CHECK ("events"."category" in ('Assemblée Générale', 'Réunion publique', 'Visite culturelle', 'Conférence', 'Atelier')),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_label" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_date_idx" ON "blog_posts" USING btree ("published","date");--> statement-breakpoint
CREATE INDEX "blog_posts_head_vector_idx" ON "blog_posts" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "blog_posts_search_vector_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "blog_posts_head_text_trgm_idx" ON "blog_posts" USING gin ("head_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_search_text_trgm_idx" ON "blog_posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_published_date_idx" ON "events" USING btree ("published","date");--> statement-breakpoint
CREATE INDEX "events_head_vector_idx" ON "events" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_head_text_trgm_idx" ON "events" USING gin ("head_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE TRIGGER blog_posts_search_words AFTER INSERT OR UPDATE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.search_words_collect();
--> statement-breakpoint
CREATE TRIGGER events_search_words AFTER INSERT OR UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION public.search_words_collect();
