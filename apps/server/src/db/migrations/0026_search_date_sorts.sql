-- The application list sorted by the visa collect or approve date, either way, with the applications
-- that have no such date last and newest first within a day (sorted-applications.ts).
CREATE INDEX "applications_pending_asc_idx" ON "applications" USING btree ("pending","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_pending_desc_idx" ON "applications" USING btree ("pending" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_approve_asc_idx" ON "applications" USING btree ("approve","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_approve_desc_idx" ON "applications" USING btree ("approve" DESC NULLS LAST,"id" DESC NULLS FIRST);
