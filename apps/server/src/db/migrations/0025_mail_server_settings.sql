-- The mail server an admin sets in Settings; status mails off until a mail server works; a mark that
-- a claimed mail is being handed to the mail server (until then an admin may cancel it).
CREATE TABLE "mail_server" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"sealed_password" text,
	"from_address" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"verified_revision" integer,
	"verified_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_server_single_row" CHECK ("mail_server"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "status_mails_enabled" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "send_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_server" ADD CONSTRAINT "mail_server_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An install that never sent a mail had no working mail server: its status mails go off (on, they
-- would be written to wait for one), and the status mails written meanwhile and never tried are
-- cancelled rather than all sent at once when a server is set; an admin can send one again.
UPDATE "settings" SET "status_mails_enabled" = false
  WHERE NOT EXISTS (SELECT 1 FROM "outbox" WHERE "state" = 'sent');--> statement-breakpoint
UPDATE "outbox"
  SET "state" = 'cancelled',
    "last_answer" = 'Cancelled by the update: written while no mail server was set.',
    "updated_at" = now()
  WHERE "state" = 'queued' AND "kind" = 'status' AND "attempts" = 0
    AND "created_at" < now() - interval '1 hour'
    AND NOT EXISTS (SELECT 1 FROM "outbox" AS "sent" WHERE "sent"."state" = 'sent');
