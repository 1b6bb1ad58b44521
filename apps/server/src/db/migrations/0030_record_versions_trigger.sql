-- Record history (record_versions): every change to a record, written by the database in the
-- change's own transaction, so a crash leaves the record and its history agreeing. A version
-- holds only what changed, {column: [old, new]}; columns passed to the trigger are never kept
-- (derived ones, the update time, secrets). A save that changes nothing writes nothing.
-- The acting user is set per transaction (set_config('visadesk.actor', id, true)); a record with
-- an `updated_by` column names its own. Version 1 is the record as created (the record's own
-- created_at and created_by): versions here start at 2.
CREATE FUNCTION "record_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  rid text := NEW."id"::text;
BEGIN
  SELECT jsonb_object_agg(n.key, jsonb_build_array(o.value, n.value)) INTO changed
  FROM jsonb_each(to_jsonb(NEW) - TG_ARGV) n
  JOIN jsonb_each(to_jsonb(OLD)) o USING (key)
  WHERE n.value IS DISTINCT FROM o.value;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "record_versions" ("table_name", "record_id", "version", "action", "actor", "changes")
  SELECT TG_TABLE_NAME, rid, coalesce(max(v."version"), 1) + 1,
    coalesce(nullif(current_setting('visadesk.action', true), ''), 'update'),
    coalesce(nullif(current_setting('visadesk.actor', true), ''), to_jsonb(NEW) ->> 'updated_by'),
    changed
  FROM "record_versions" v
  WHERE v."table_name" = TG_TABLE_NAME AND v."record_id" = rid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A record deleted for good takes its history with it.
CREATE FUNCTION "record_versions_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "record_versions" WHERE "table_name" = TG_TABLE_NAME AND "record_id" = OLD."id"::text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_version" AFTER UPDATE ON "applications" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at', 'search_text', 'search_name', 'search_name_reversed', 'next_deadline');
--> statement-breakpoint
CREATE TRIGGER "users_version" AFTER UPDATE ON "users" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at', 'password_hash');
--> statement-breakpoint
CREATE TRIGGER "companies_version" AFTER UPDATE ON "companies" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "designations_version" AFTER UPDATE ON "designations" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "salaries_version" AFTER UPDATE ON "salaries" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "pages_version" AFTER UPDATE ON "pages" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "sliders_version" AFTER UPDATE ON "sliders" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "settings_version" AFTER UPDATE ON "settings" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at', 'updated_by');
--> statement-breakpoint
CREATE TRIGGER "mail_server_version" AFTER UPDATE ON "mail_server" FOR EACH ROW
EXECUTE FUNCTION "record_version"('updated_at', 'updated_by', 'sealed_password', 'revision', 'verified_revision', 'verified_at');
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['applications', 'users', 'companies', 'designations', 'salaries', 'pages', 'sliders'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "record_versions_forget"()',
      t || '_versions_forget', t);
  END LOOP;
END
$$;
