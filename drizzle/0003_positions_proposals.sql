CREATE TABLE "positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"date_label" text,
	"category" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"color" text DEFAULT 'brand' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"head_text" text GENERATED ALWAYS AS (public.search_normalize("title" || ' ' || "category" || ' ' || "summary")) STORED,
	"search_text" text GENERATED ALWAYS AS (public.search_normalize("title" || ' ' || "category" || ' ' || "summary" || ' ' || "content")) STORED,
	"head_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, public.search_normalize("title")), 'A') || setweight(to_tsvector('french'::regconfig, public.search_normalize("category" || ' ' || "summary")), 'B')) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, public.search_normalize("title")), 'A') || setweight(to_tsvector('french'::regconfig, public.search_normalize("category" || ' ' || "summary")), 'B') || setweight(to_tsvector('french'::regconfig, public.search_normalize("content")), 'C')) STORED,
	CONSTRAINT "positions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "positions_color_check" CHECK ("positions"."color" in ('brand', 'ochre', 'emerald', 'rose', 'violet', 'sky', 'amber', 'teal')),
	CONSTRAINT "positions_link_check" CHECK ("positions"."link" is null or "positions"."link" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"date_label" text,
	"category" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Proposition' NOT NULL,
	"color" text DEFAULT 'brand' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"link" text,
	"theme" text NOT NULL,
	"quartier" text,
	"priorite" text DEFAULT 'moyenne' NOT NULL,
	"statut" text DEFAULT 'en_cours' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"head_text" text GENERATED ALWAYS AS (public.search_normalize("title" || ' ' || "category" || ' ' || "summary")) STORED,
	"search_text" text GENERATED ALWAYS AS (public.search_normalize("title" || ' ' || "category" || ' ' || "summary" || ' ' || "content")) STORED,
	"head_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, public.search_normalize("title")), 'A') || setweight(to_tsvector('french'::regconfig, public.search_normalize("category" || ' ' || "summary")), 'B')) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, public.search_normalize("title")), 'A') || setweight(to_tsvector('french'::regconfig, public.search_normalize("category" || ' ' || "summary")), 'B') || setweight(to_tsvector('french'::regconfig, public.search_normalize("content")), 'C')) STORED,
	CONSTRAINT "proposals_slug_unique" UNIQUE("slug"),
	CONSTRAINT "proposals_priorite_check" CHECK ("proposals"."priorite" in ('haute', 'moyenne', 'basse')),
	CONSTRAINT "proposals_statut_check" CHECK ("proposals"."statut" in ('en_cours', 'realise', 'abandonne')),
	CONSTRAINT "proposals_color_check" CHECK ("proposals"."color" in ('brand', 'ochre', 'emerald', 'rose', 'violet', 'sky', 'amber', 'teal')),
	CONSTRAINT "proposals_link_check" CHECK ("proposals"."link" is null or "proposals"."link" ~ '^https?://')
);
--> statement-breakpoint
CREATE INDEX "positions_date_idx" ON "positions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "positions_head_vector_idx" ON "positions" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "positions_search_vector_idx" ON "positions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "positions_head_text_trgm_idx" ON "positions" USING gin ("head_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "positions_search_text_trgm_idx" ON "positions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_published_date_idx" ON "proposals" USING btree ("published","date");--> statement-breakpoint
CREATE INDEX "proposals_head_vector_idx" ON "proposals" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "proposals_search_vector_idx" ON "proposals" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "proposals_head_text_trgm_idx" ON "proposals" USING gin ("head_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_search_text_trgm_idx" ON "proposals" USING gin ("search_text" gin_trgm_ops);