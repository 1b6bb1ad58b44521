import { type ApplicationStatus, nearestDeadline, SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { and, asc, count, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readDeadlineRows } from '../../db/deadline-rows.ts';
import {
  applicationCounts,
  applicationQuarterCounts,
  applications,
  openCaseCounts,
  pages,
  users,
} from '../../db/schema.ts';

/** Applications per status, from the trigger-kept totals (never a count of the applications table). */
export async function countApplicationsByStatus(db: Db): Promise<Record<ApplicationStatus, number>> {
  const rows = await db.select().from(applicationCounts);
  const byStatus = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) {
    if (row.status in byStatus) byStatus[row.status as ApplicationStatus] = Number(row.n);
  }
  return byStatus;
}

/**
 * Applications created in each interval between consecutive `bounds` (instants, ascending): one
 * count per interval. Read from the quarter-hour totals the triggers of migration 0012 keep, so
 * twelve weeks cost at most 8,064 small rows however many applications there are; bounds on an
 * office's midnights fall on quarter hours (every zone in use is a whole number of them from UTC).
 */
export async function countApplicationsBetween(db: Db, bounds: Date[]): Promise<number[]> {
  const first = bounds[0];
  const last = bounds.at(-1);
  const counts = Array.from({ length: Math.max(bounds.length - 1, 0) }, () => 0);
  if (!first || !last) return counts;
  // One array parameter: thirteen separate ones are cast for every row, twice as slow on PGlite.
  const edges = `{${bounds.map((bound) => bound.toISOString()).join(',')}}`;
  // width_bucket numbers the intervals from 1; the WHERE keeps every row inside them.
  const interval = sql<number>`width_bucket(${applicationQuarterCounts.quarter}, ${edges}::timestamptz[])`;
  const rows = await db
    .select({ interval, n: sql<string>`sum(${applicationQuarterCounts.n})` })
    .from(applicationQuarterCounts)
    .where(and(gte(applicationQuarterCounts.quarter, first), lt(applicationQuarterCounts.quarter, last)))
    .groupBy(sql`1`);
  for (const row of rows) counts[Number(row.interval) - 1] = Number(row.n);
  return counts;
}

/** Applications the applicant sent a document to since `since` (a range of applications_applicant_upload_idx). */
export async function countApplicantUploads(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(gte(applications.applicantUploadAt, since));
  return row?.n ?? 0;
}

export async function countPages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages);
  return row?.n ?? 0;
}

/** How many applications the dashboard lists of those falling due. */
export const FALLING_DUE_LISTED = 8;

/**
 * The applications whose nearest deadline falls on or before `until` (overdue included), counted
 * up to one more than the list lists (a range of `applications_next_deadline_idx`, however many
 * are long overdue), and the first FALLING_DUE_LISTED of them, the nearest (so the overdue) first.
 */
export async function listFallingDue(db: Db, until: string) {
  const due = lte(applications.nextDeadline, until);
  const bounded = db
    .select({ id: applications.id })
    .from(applications)
    .where(due)
    .limit(SEARCH_MATCHES_LISTED + 1);
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(bounded.as('bounded')),
    readDeadlineRows(db, { until, limit: FALLING_DUE_LISTED }),
  ]);
  const n = counted[0]?.n ?? 0;
  return {
    count: Math.min(n, SEARCH_MATCHES_LISTED),
    moreThan: n > SEARCH_MATCHES_LISTED,
    applications: rows.flatMap(({ id, surname, givenN, passport, ...dates }) => {
      const nearest = nearestDeadline(dates);
      return nearest
        ? [{ _id: id, surname, givenN, passport, document: nearest.field, date: nearest.date }]
        : [];
    }),
  };
}

/**
 * Each user's open cases (pending applications assigned to them), every user listed by name, and
 * the unassigned: one GROUP BY over the pending rows (found through applications_status_id_idx),
 * whatever the number of users, and the users' names apart.
 */
export async function countOpenCases(db: Db) {
  const [counted, people] = await Promise.all([
    // Kept by triggers (migration 0036); '' stands for the unassigned.
    db.select({ assignee: openCaseCounts.assignee, n: openCaseCounts.n }).from(openCaseCounts),
    db.select({ _id: users.id, name: users.name }).from(users).orderBy(asc(users.name), asc(users.id)),
  ]);
  const byUser = new Map(counted.map((row) => [row.assignee, row.n]));
  return {
    users: people.map((user) => ({ ...user, count: byUser.get(user._id) ?? 0 })),
    unassigned: byUser.get('') ?? 0,
  };
}
