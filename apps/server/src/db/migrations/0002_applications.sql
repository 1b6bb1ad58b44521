CREATE TABLE "application_status_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"surname" text NOT NULL,
	"given_n" text NOT NULL,
	"sex" text NOT NULL,
	"birth_city" text NOT NULL,
	"current_n" text NOT NULL,
	"dob" date NOT NULL,
	"identification" text NOT NULL,
	"national_id" text NOT NULL,
	"company" text NOT NULL,
	"duty_duration" text NOT NULL,
	"job_title" text NOT NULL,
	"salary" text NOT NULL,
	"passport" text NOT NULL,
	"issued_country" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_status" text DEFAULT 'pending' NOT NULL,
	"pending" date,
	"approve" date,
	"image_key" text,
	"file1_key" text,
	"file2_key" text,
	"file3_key" text,
	"file4_key" text,
	"file5_key" text,
	"file6_key" text,
	"file7_key" text,
	"file8_key" text,
	"file9_key" text,
	"file10_key" text,
	"file11_key" text,
	"file12_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_lookups" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text NOT NULL,
	"kind" text NOT NULL,
	"application_id" text,
	"document" text
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_lookups" ADD CONSTRAINT "public_lookups_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_changes_app_idx" ON "application_status_changes" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_passport_key" ON "applications" USING btree ("passport");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_email_key" ON "applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "applications_status_id_idx" ON "applications" USING btree ("is_status","id");--> statement-breakpoint
CREATE INDEX "applications_passport_trgm" ON "applications" USING gin ("passport" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_email_trgm" ON "applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_name_trgm" ON "applications" USING gin (("surname" || ' ' || "given_n") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "public_lookups_app_idx" ON "public_lookups" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "stored_files_state_idx" ON "stored_files" USING btree ("state","created_at") WHERE state <> 'attached';