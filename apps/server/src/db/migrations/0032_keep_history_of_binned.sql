-- A record moved to Recently deleted (deleted_records) keeps its history, so a restore brings it
-- back whole: the move sets set_config('visadesk.action', 'bin', true) for its transaction. A
-- record deleted for good (a purge, or a delete without the setting) still takes it along.
CREATE OR REPLACE FUNCTION "record_versions_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('visadesk.action', true) = 'bin' THEN
    RETURN NULL;
  END IF;
  DELETE FROM "record_versions" WHERE "table_name" = TG_TABLE_NAME AND "record_id" = OLD."id"::text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The calendar feed's secret is never kept in the history, like the password's hash.
DROP TRIGGER "users_version" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_version" AFTER UPDATE ON "users" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at', 'password_hash', 'calendar_token_hash');
