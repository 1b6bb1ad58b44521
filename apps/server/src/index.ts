/**
 * `@visadesk/server`: what code outside apps/server may call in the server without running it.
 *
 * Who: scripts that work on a deployment's database and storage directly, as the operator commands
 * (`npm run backup`, `npm run restore`) do; today the bench, which seeds a large caseload in seconds
 * and times single queries alone (`bench/seed.ts`, `bench/queries.ts`). Why: those figures are of
 * the product's own code, so the bench calls it, but only through these names, so the server's
 * files can move and split without the bench changing. Nothing deeper is exported (package.json
 * "exports"); anything that can go through HTTP goes through the built server instead, started by
 * the test-only `@visadesk/test-harness`. The package's one other entry,
 * `@visadesk/server/launch-env`, is the environment every launcher starts the server with.
 */

// The database and file store as the server opens them, from its configuration.
export { databaseTarget, openFileStore } from './app.ts';
// A backup's files put into the store, RESTORE_LANES at a time, as `npm run restore` does.
export { copyFilesIn, RESTORE_LANES } from './backup/backup-files.ts';
// The one validated reading of the environment (DATA_DIR, DATABASE_URL, STORAGE, ADMIN_*...).
export { type Config, loadConfig } from './config.ts';
// The deployment's database: embedded PGlite on a data directory, or PostgreSQL.
export { type Database, type DatabaseTarget, type Db, openDatabase } from './db/client.ts';
// A stored photo's or document's thumbnail: its key beside the original, and its type.
export { COPY_NAMES, COPY_TYPES, copyKey } from './files/sized-keys.ts';
// The queries behind the application list and its search, the duplicate check and the enquiry.
export { findDuplicates, listApplications } from './modules/applications/applications.repository.ts';
// The dashboard's twelve office weeks, and the applications made in each quarter hour of them.
export { countApplicationsBetween, listFallingDue } from './modules/dashboard/dashboard.repository.ts';
export { officeWeeks } from './modules/dashboard/office-weeks.ts';
export { findForEnquiry } from './modules/lookups/lookups.repository.ts';
// The first start's admin, from ADMIN_EMAIL and ADMIN_PASSWORD: how an empty database gets a user.
export { ensureFirstAdmin } from './seed/first-admin.ts';
