-- The lookup log's check against applications locked the application's row for every lookup
-- (decision 146); deleting an application now deletes its lookups itself.
ALTER TABLE "public_lookups" DROP CONSTRAINT "public_lookups_application_id_applications_id_fk";
