CREATE TABLE "form_submissions" (
	"form" text NOT NULL,
	"key" text NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_form_key_pk" PRIMARY KEY("form","key")
);
