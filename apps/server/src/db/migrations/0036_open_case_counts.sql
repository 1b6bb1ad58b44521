CREATE TABLE "open_case_counts" (
	"assignee" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- The dashboard's open cases (pending applications per assignee, '' for none), kept by
-- statement-level triggers like application_counts, so a visit reads a few rows rather than
-- counting every pending application (a third of a million at a million).
INSERT INTO "open_case_counts" ("assignee", "n")
SELECT coalesce("assigned_to", ''), count(*) FROM "applications" WHERE "is_status" = 'pending' GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "open_case_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "open_case_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "open_case_counts" c SET "n" = c."n" - d.k
    FROM (SELECT coalesce("assigned_to", '') AS a, count(*) AS k FROM old_rows WHERE "is_status" = 'pending' GROUP BY 1) d
    WHERE c."assignee" = d.a;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "open_case_counts" ("assignee", "n")
    SELECT coalesce("assigned_to", ''), count(*) FROM new_rows WHERE "is_status" = 'pending' GROUP BY 1
    ON CONFLICT ("assignee") DO UPDATE SET "n" = "open_case_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "open_case_counts_insert" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_case_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "open_case_counts_update" AFTER UPDATE ON "applications"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_case_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "open_case_counts_delete" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_case_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "open_case_counts_truncate" AFTER TRUNCATE ON "applications"
FOR EACH STATEMENT EXECUTE FUNCTION "open_case_counts_apply"();
