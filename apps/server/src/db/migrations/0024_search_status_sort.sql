-- The application list sorted by status, newest first within each status (sorted-applications.ts).
CREATE INDEX "applications_status_newest_idx" ON "applications" USING btree ("is_status","id" DESC NULLS FIRST);
