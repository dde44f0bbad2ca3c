ALTER TABLE "contact_messages" DROP COLUMN "email_attempts";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "last_attempt_at";