CREATE TABLE "application_block_counts" (
	"block" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "application_block_counts_block_status_pk" PRIMARY KEY("block","status")
);
--> statement-breakpoint
CREATE TABLE "application_span_counts" (
	"block" text NOT NULL,
	"span" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "application_span_counts_block_span_status_pk" PRIMARY KEY("block","span","status")
);

--> statement-breakpoint
-- Applications per status and range of ids (decision 130): a block is the ids sharing their first 3
-- characters (their creation second in hex: about 12 days), a span those sharing their first 5
-- (about 68 minutes). A page deep in the list sums blocks, then one block's spans, and reads at
-- most one span's rows. Kept by statement-level triggers, one grouped change per statement, as
-- the per-status totals (migration 0004).
INSERT INTO "application_span_counts" ("block", "span", "status", "n")
SELECT left("id", 3), left("id", 5), "is_status", count(*) FROM "applications" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "application_block_counts" ("block", "status", "n")
SELECT "block", "status", sum("n") FROM "application_span_counts" GROUP BY 1, 2;
--> statement-breakpoint
-- Adds k applications (negative: removes them) to each (span, status) given, and to their blocks.
CREATE FUNCTION "application_span_counts_add"(changes jsonb) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT x.span, x.status, x.k FROM jsonb_to_recordset(changes) AS x(span text, status text, k bigint)
  ), blocks AS (
    INSERT INTO "application_block_counts" AS t ("block", "status", "n")
    SELECT left(span, 3), status, sum(k) FROM c GROUP BY 1, 2
    ON CONFLICT ("block", "status") DO UPDATE SET "n" = t."n" + excluded."n"
  )
  INSERT INTO "application_span_counts" AS t ("block", "span", "status", "n")
  SELECT left(span, 3), span, status, k FROM c
  ON CONFLICT ("block", "span", "status") DO UPDATE SET "n" = t."n" + excluded."n";
$$;
--> statement-breakpoint
CREATE FUNCTION "application_span_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "application_span_counts";
    DELETE FROM "application_block_counts";
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "application_span_counts_add"((SELECT jsonb_agg(g) FROM (
      SELECT left("id", 5) AS span, "is_status" AS status, count(*) AS k FROM new_rows GROUP BY 1, 2) g));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "application_span_counts_add"((SELECT jsonb_agg(g) FROM (
      SELECT left("id", 5) AS span, "is_status" AS status, -count(*) AS k FROM old_rows GROUP BY 1, 2) g));
  ELSE
    -- An edit moves an application only when its status (or, never in practice, its id) changes.
    PERFORM "application_span_counts_add"((SELECT jsonb_agg(g) FROM (
      SELECT span, status, sum(k) AS k FROM (
        SELECT left(o."id", 5) AS span, o."is_status" AS status, -1 AS k FROM old_rows o
        WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n."id" = o."id" AND n."is_status" = o."is_status")
        UNION ALL
        SELECT left(n."id", 5), n."is_status", 1 FROM new_rows n
        WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o."id" = n."id" AND o."is_status" = n."is_status")
      ) moved GROUP BY 1, 2) g));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "application_span_counts_insert" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_span_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_span_counts_update" AFTER UPDATE ON "applications"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_span_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_span_counts_delete" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_span_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_span_counts_truncate" AFTER TRUNCATE ON "applications"
FOR EACH STATEMENT EXECUTE FUNCTION "application_span_counts_apply"();
