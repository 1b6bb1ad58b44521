-- Application totals per status, kept by statement-level triggers, so list totals and dashboard
-- tiles never count the whole table (a full count takes ~16 ms at 100k rows on PGlite).
INSERT INTO "application_counts" ("status", "n")
SELECT s, (SELECT count(*) FROM "applications" WHERE "is_status" = s)
FROM unnest(ARRAY['pending', 'approved', 'rejected']) AS s;
--> statement-breakpoint
CREATE FUNCTION "application_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "application_counts" c SET "n" = c."n" - d.k
    FROM (SELECT "is_status", count(*) AS k FROM old_rows GROUP BY "is_status") d
    WHERE c."status" = d."is_status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "application_counts" c SET "n" = c."n" + d.k
    FROM (SELECT "is_status", count(*) AS k FROM new_rows GROUP BY "is_status") d
    WHERE c."status" = d."is_status";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "application_counts_insert" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_counts_update" AFTER UPDATE ON "applications"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_counts_delete" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_apply"();
