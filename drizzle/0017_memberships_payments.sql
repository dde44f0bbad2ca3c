CREATE TABLE "membership_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"import_key" text,
	"import_id" uuid,
	"payer_email" text,
	"recorded_by" text,
	"recorded_by_email" text NOT NULL,
	"receipt_sent_at" timestamp with time zone,
	"receipt_error" text,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_payments_import_key_unique" UNIQUE("import_key"),
	CONSTRAINT "membership_payments_amount_check" CHECK ("membership_payments"."amount_cents" > 0),
	CONSTRAINT "membership_payments_source_check" CHECK ("membership_payments"."source" in ('manuel', 'import')),
	CONSTRAINT "membership_payments_reference_length_check" CHECK (char_length("membership_payments"."reference") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "membership_imports" ADD CONSTRAINT "membership_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_import_id_membership_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."membership_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_imports_created_at_idx" ON "membership_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_in_force_unique" ON "membership_payments" USING btree ("membership_id") WHERE "membership_payments"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "membership_payments_membership_idx" ON "membership_payments" USING btree ("membership_id");