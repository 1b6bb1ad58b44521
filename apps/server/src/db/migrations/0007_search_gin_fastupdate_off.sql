-- Trigram indexes take new rows directly instead of through GIN's pending list, and whatever is
-- pending now is merged (see the comment on these indexes in schema.ts).
ALTER INDEX "applications_passport_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "applications_email_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "applications_name_trgm" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('applications_passport_trgm'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('applications_email_trgm'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('applications_name_trgm'::regclass);
