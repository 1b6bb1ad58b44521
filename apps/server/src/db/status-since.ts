import { sql } from 'drizzle-orm';
import { applications } from './schema.ts';

/**
 * When the application took its present status: its last status change, or its creation when its
 * status never changed: a printout certifies the status as of then. The history's index
 * (application, time) answers it.
 */
// Written out: drizzle leaves columns unqualified in a one-table select, and a bare "id" in the
// subquery would be the history row's own.
export const statusSince =
  sql<Date>`coalesce((select max(sc.changed_at) from application_status_changes sc where sc.application_id = "applications"."id"), "applications"."created_at")`
    .mapWith(applications.createdAt)
    .as('status_since');
