CREATE TABLE "search_term_counts" (
	"term" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "search_term_counts_term_status_pk" PRIMARY KEY("term","status")
);

--> statement-breakpoint
-- The terms an application is counted under (decision 138): its passport's first one and two
-- characters, and each whole word of its folded name. A search for one of them matches at least
-- the applications counted under it, so a count over SEARCH_MATCHES_LISTED tells, from one row,
-- that the search lists its first 1,000, before any index is read.
CREATE FUNCTION "application_search_terms"(passport text, search_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT DISTINCT t FROM (
    SELECT 'p:' || left(passport, 1)
    UNION ALL SELECT 'p:' || left(passport, 2) WHERE length(passport) > 1
    UNION ALL SELECT 'w:' || w FROM unnest(string_to_array(search_name, ' ')) w WHERE w <> ''
  ) terms(t))
$$;
--> statement-breakpoint
INSERT INTO "search_term_counts" ("term", "status", "n")
SELECT t, "is_status", count(*) FROM "applications", unnest("application_search_terms"("passport", "search_name")) t
GROUP BY 1, 2;
--> statement-breakpoint
-- Adds k to each (term, status) given; in the order of the key, so that two statements that
-- change the same terms take their rows' locks in the same order.
CREATE FUNCTION "search_term_counts_add"(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_term_counts" AS t ("term", "status", "n")
  SELECT x.term, x.status, x.k FROM jsonb_to_recordset(changes) AS x(term text, status text, k bigint)
  WHERE x.k <> 0 ORDER BY 1, 2
  ON CONFLICT ("term", "status") DO UPDATE SET "n" = t."n" + excluded."n";
$$;
--> statement-breakpoint
CREATE FUNCTION "search_term_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "search_term_counts";
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "search_term_counts_add"((SELECT jsonb_agg(g) FROM (
      SELECT t AS term, "is_status" AS status, count(*) AS k
      FROM new_rows, unnest("application_search_terms"("passport", "search_name")) t GROUP BY 1, 2) g));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "search_term_counts_add"((SELECT jsonb_agg(g) FROM (
      SELECT t AS term, "is_status" AS status, -count(*) AS k
      FROM old_rows, unnest("application_search_terms"("passport", "search_name")) t GROUP BY 1, 2) g));
  ELSE
    -- An edit moves an application's terms only when its status, passport or name changes.
    PERFORM "search_term_counts_add"((SELECT jsonb_agg(g) FROM (
      SELECT term, status, sum(k) AS k FROM (
        SELECT t AS term, o."is_status" AS status, -1 AS k
        FROM old_rows o, unnest("application_search_terms"(o."passport", o."search_name")) t
        WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n."id" = o."id" AND n."is_status" = o."is_status"
          AND n."passport" = o."passport" AND n."search_name" = o."search_name")
        UNION ALL
        SELECT t, n."is_status", 1
        FROM new_rows n, unnest("application_search_terms"(n."passport", n."search_name")) t
        WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o."id" = n."id" AND o."is_status" = n."is_status"
          AND o."passport" = n."passport" AND o."search_name" = n."search_name")
      ) moved GROUP BY 1, 2) g));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_term_counts_insert" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_term_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "search_term_counts_update" AFTER UPDATE ON "applications"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_term_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "search_term_counts_delete" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_term_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "search_term_counts_truncate" AFTER TRUNCATE ON "applications"
FOR EACH STATEMENT EXECUTE FUNCTION "search_term_counts_apply"();
