-- A case's reference: seven Crockford base-32 characters (no I, L, O or U), shown as `K7M-29XD`.
-- A sequence number times an odd constant (near 2^35 times the golden ratio), modulo 2^35, is a
-- bijection: unique by construction without a retry loop, and consecutive cases do not read as
-- consecutive. The product is taken in two halves of the constant so that it fits in a bigint.
CREATE SEQUENCE "application_reference_seq";
--> statement-breakpoint
CREATE FUNCTION "application_reference"(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  -- 21235147053 = 81005 * 2^18 + 172333
  x bigint := (((n * 81005) % 131072) * 262144 + n * 172333) % 34359738368;
  chars text := '';
BEGIN
  FOR i IN 1..7 LOOP
    chars := substr(alphabet, (x % 32)::int + 1, 1) || chars;
    x := x / 32;
  END LOOP;
  RETURN substr(chars, 1, 3) || '-' || substr(chars, 4);
END
$$;
--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD COLUMN "note" text;--> statement-breakpoint
-- A volatile default fills the existing rows in the table's rewrite, one reference each, without
-- firing the history and count triggers an UPDATE would.
ALTER TABLE "applications" ADD COLUMN "reference" text DEFAULT application_reference(nextval('application_reference_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "rejection_reasons" jsonb DEFAULT '["Incomplete or missing documents","Passport valid for too short a time","The employer withdrew the offer","Medical requirements not met","Refused by the issuing authority"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "delete_role" text DEFAULT 'approver' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_delete_role" CHECK ("delete_role" IN ('admin', 'approver', 'staff'));--> statement-breakpoint
CREATE UNIQUE INDEX "applications_reference_key" ON "applications" USING btree ("reference");
