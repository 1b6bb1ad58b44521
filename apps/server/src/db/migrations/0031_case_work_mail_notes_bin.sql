CREATE TABLE "application_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deleted_records" (
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"related" jsonb,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" text,
	"deleted_by_name" text NOT NULL,
	CONSTRAINT "deleted_records_table_name_record_id_pk" PRIMARY KEY("table_name","record_id")
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"key" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "reminder_mails_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "reminder_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "reminder_mail_subject" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "reminder_mail_body" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "deleted_keep_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "history_keep_days" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "history_keep_versions" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_records" ADD CONSTRAINT "deleted_records_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_app_idx" ON "application_notes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "deleted_records_deleted_at_idx" ON "deleted_records" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_token_key" ON "users" USING btree ("calendar_token_hash");