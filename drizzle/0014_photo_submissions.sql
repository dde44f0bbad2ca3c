CREATE TABLE "photo_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"rights_granted" boolean NOT NULL,
	"rights_granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'en_attente' NOT NULL,
	"admin_notes" text,
	"storage_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"gallery_category" text,
	"credit" text,
	"published" boolean DEFAULT false NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_submissions_storage_id_unique" UNIQUE("storage_id"),
	CONSTRAINT "photo_submissions_category_check" CHECK ("photo_submissions"."category" in ('probleme', 'idee', 'jolie_photo')),
	CONSTRAINT "photo_submissions_status_check" CHECK ("photo_submissions"."status" in ('en_attente', 'approuve', 'rejete')),
	CONSTRAINT "photo_submissions_gallery_category_check" CHECK ("photo_submissions"."gallery_category" is null or "photo_submissions"."gallery_category" in ('architecture', 'evenements', 'vie-quotidienne', 'patrimoine', 'saisons')),
	CONSTRAINT "photo_submissions_rights_check" CHECK ("photo_submissions"."rights_granted"),
	CONSTRAINT "photo_submissions_published_check" CHECK (not "photo_submissions"."published" or ("photo_submissions"."status" = 'approuve' and "photo_submissions"."gallery_category" is not null)),
	CONSTRAINT "photo_submissions_title_check" CHECK (char_length("photo_submissions"."title") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "photo_submissions" ADD CONSTRAINT "photo_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_submissions" ADD CONSTRAINT "photo_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_submissions_user_idx" ON "photo_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_submissions_status_idx" ON "photo_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "photo_submissions_gallery_idx" ON "photo_submissions" USING btree ("published","reviewed_at");