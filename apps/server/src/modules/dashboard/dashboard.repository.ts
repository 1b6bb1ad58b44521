import type { ApplicationStatus } from '@visadesk/contract';
import { count, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationCounts, applicationDailyCounts, pages } from '../../db/schema.ts';

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
 * Applications per UTC day since `fromDay` (YYYY-MM-DD). Read from the per-day totals the triggers
 * of migration 0006 keep, so twelve weeks cost at most 84 small rows however many applications
 * there are; an id-range count over the applications themselves would grow with the office's
 * volume (the bench's million rows all fall inside the window).
 */
export function countApplicationsPerDay(db: Db, fromDay: string): Promise<{ day: string; n: number }[]> {
  return db.select().from(applicationDailyCounts).where(gte(applicationDailyCounts.day, fromDay));
}

export async function countPages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages);
  return row?.n ?? 0;
}
