CREATE TABLE "application_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"format" text NOT NULL,
	"filter" jsonb NOT NULL,
	"rows" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_versions" (
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "record_versions_table_name_record_id_version_pk" PRIMARY KEY("table_name","record_id","version")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "passport_expiry" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "visa_expiry" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "permit_expiry" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "next_deadline" date GENERATED ALWAYS AS (least(passport_expiry, visa_expiry, permit_expiry)) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "application_exports" ADD CONSTRAINT "application_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_exports_at_idx" ON "application_exports" USING btree ("at");--> statement-breakpoint
CREATE INDEX "record_versions_at_idx" ON "record_versions" USING btree ("at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_next_deadline_idx" ON "applications" USING btree ("next_deadline","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_assigned_to_idx" ON "applications" USING btree ("assigned_to","id" DESC NULLS FIRST);