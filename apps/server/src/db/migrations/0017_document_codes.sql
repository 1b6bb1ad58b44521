CREATE TABLE "document_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "document_code_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_codes" ADD CONSTRAINT "document_codes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_codes_app_idx" ON "document_codes" USING btree ("application_id","id");