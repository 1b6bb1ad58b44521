CREATE TABLE "upload_links" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"slots" jsonb NOT NULL,
	"received" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"birth_date_failures" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_upload_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_links" ADD CONSTRAINT "upload_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_links" ADD CONSTRAINT "upload_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_links_token_key" ON "upload_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "upload_links_application_idx" ON "upload_links" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_applicant_upload_idx" ON "applications" USING btree ("applicant_upload_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE applicant_upload_at is not null;--> statement-breakpoint
-- When the applicant last sent a document is kept by the server, not saved by anyone: the
-- record's history names the document itself, so this column stays out of it.
DROP TRIGGER "applications_version" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_version" AFTER UPDATE ON "applications" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at', 'search_text', 'search_name', 'search_name_reversed', 'next_deadline', 'applicant_upload_at');
