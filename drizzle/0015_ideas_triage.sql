CREATE TABLE "idea_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"public_message" text,
	"internal_note" text,
	"assignee_id" text,
	"assignee_email" text,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_events_kind_check" CHECK ("idea_events"."kind" in ('status_change', 'note', 'assignment')),
	CONSTRAINT "idea_events_status_check" CHECK (("idea_events"."kind" = 'status_change') = ("idea_events"."to_status" is not null) and ("idea_events"."from_status" is null or "idea_events"."from_status" in ('nouveau', 'en_etude', 'transmis', 'resolu', 'rejete')) and ("idea_events"."to_status" is null or "idea_events"."to_status" in ('nouveau', 'en_etude', 'transmis', 'resolu', 'rejete'))),
	CONSTRAINT "idea_events_note_check" CHECK (("idea_events"."kind" = 'note') = ("idea_events"."internal_note" is not null)),
	CONSTRAINT "idea_events_public_message_check" CHECK ("idea_events"."public_message" is null or ("idea_events"."kind" = 'status_change' and char_length("idea_events"."public_message") <= 2000)),
	CONSTRAINT "idea_events_internal_note_length_check" CHECK (char_length("idea_events"."internal_note") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "idea_submissions" DROP CONSTRAINT "idea_submissions_status_check";--> statement-breakpoint
-- The workflow's statuses renamed (issue 17): en_cours -> en_etude, traite -> resolu, before the new CHECK.
UPDATE "idea_submissions" SET "status" = 'en_etude' WHERE "status" = 'en_cours';--> statement-breakpoint
UPDATE "idea_submissions" SET "status" = 'resolu' WHERE "status" = 'traite';--> statement-breakpoint
ALTER TABLE "idea_submissions" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "idea_events" ADD CONSTRAINT "idea_events_idea_id_idea_submissions_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."idea_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_events" ADD CONSTRAINT "idea_events_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_events" ADD CONSTRAINT "idea_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_events_idea_id_idx" ON "idea_events" USING btree ("idea_id","created_at");--> statement-breakpoint
ALTER TABLE "idea_submissions" ADD CONSTRAINT "idea_submissions_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_submissions_assigned_to_idx" ON "idea_submissions" USING btree ("assigned_to");--> statement-breakpoint
ALTER TABLE "idea_submissions" ADD CONSTRAINT "idea_submissions_status_check" CHECK ("idea_submissions"."status" in ('nouveau', 'en_etude', 'transmis', 'resolu', 'rejete'));