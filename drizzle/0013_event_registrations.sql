CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"persons" integer NOT NULL,
	"message" text,
	"status" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"user_id" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_registrations_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "event_registrations_event_email_unique" UNIQUE("event_id","email"),
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('confirmee', 'attente', 'annulee')),
	CONSTRAINT "event_registrations_persons_check" CHECK ("event_registrations"."persons" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","queued_at");--> statement-breakpoint
CREATE INDEX "event_registrations_user_id_idx" ON "event_registrations" USING btree ("user_id");