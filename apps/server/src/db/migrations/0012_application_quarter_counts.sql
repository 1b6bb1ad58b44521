-- Applications per quarter hour (UTC) of created_at, in place of migration 0006's per UTC day, so
-- the dashboard can count the office's days in whatever zone the office has, including one chosen
-- after the applications were made (decision 108). Every zone in use today is a whole number of
-- quarter hours from UTC, so a quarter hour never straddles an office midnight; twelve weeks are
-- at most 8,064 rows. Same triggers as 0006 otherwise: one grouped upsert per statement.
CREATE TABLE "application_quarter_counts" (
	"quarter" timestamp with time zone PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "application_quarter"(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN date_bin('15 minutes', at, TIMESTAMPTZ '2000-01-01 00:00:00+00');
--> statement-breakpoint
INSERT INTO "application_quarter_counts" ("quarter", "n")
SELECT application_quarter("created_at"), count(*) FROM "applications" GROUP BY 1;
--> statement-breakpoint
DROP TRIGGER "application_daily_counts_insert" ON "applications";
--> statement-breakpoint
DROP TRIGGER "application_daily_counts_delete" ON "applications";
--> statement-breakpoint
DROP TRIGGER "application_daily_counts_truncate" ON "applications";
--> statement-breakpoint
DROP TRIGGER "application_daily_counts_move" ON "applications";
--> statement-breakpoint
DROP FUNCTION "application_daily_counts_apply"();
--> statement-breakpoint
DROP FUNCTION "application_daily_counts_move"();
--> statement-breakpoint
DROP TABLE "application_daily_counts";
--> statement-breakpoint
CREATE FUNCTION "application_quarter_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "application_quarter_counts" AS c ("quarter", "n")
    SELECT application_quarter("created_at"), count(*) FROM new_rows GROUP BY 1
    ON CONFLICT ("quarter") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "application_quarter_counts" c SET "n" = c."n" - d.k
    FROM (SELECT application_quarter("created_at") AS quarter, count(*) AS k FROM old_rows GROUP BY 1) d
    WHERE c."quarter" = d.quarter;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "application_quarter_counts";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "application_quarter_counts_insert" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_quarter_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_quarter_counts_delete" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_quarter_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_quarter_counts_truncate" AFTER TRUNCATE ON "applications"
FOR EACH STATEMENT EXECUTE FUNCTION "application_quarter_counts_apply"();
--> statement-breakpoint
-- created_at normally never changes: moves are handled per row and only when it does, as in 0006.
CREATE FUNCTION "application_quarter_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_quarter_counts" SET "n" = "n" - 1
  WHERE "quarter" = application_quarter(OLD."created_at");
  INSERT INTO "application_quarter_counts" AS c ("quarter", "n")
  VALUES (application_quarter(NEW."created_at"), 1)
  ON CONFLICT ("quarter") DO UPDATE SET "n" = c."n" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "application_quarter_counts_move" AFTER UPDATE OF "created_at" ON "applications"
FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "application_quarter_counts_move"();
