import type { Dashboard } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import * as repo from './dashboard.repository.ts';
import { officeWeeks } from './office-weeks.ts';

/**
 * The dashboard's figures: tiles, the status split and the last 12 Monday-start weeks of the
 * office's calendar (its time zone as the settings have it at the time of asking).
 */
export async function loadDashboard(db: Db, timeZone: string, now = Date.now()): Promise<Dashboard> {
  const { weekStarts, bounds } = officeWeeks(timeZone, now);
  const [byStatus, totalPages, counts] = await Promise.all([
    repo.countApplicationsByStatus(db),
    repo.countPages(db),
    repo.countApplicationsBetween(db, bounds),
  ]);
  return {
    totalApplication: byStatus.pending + byStatus.approved + byStatus.rejected,
    totalPages,
    byStatus,
    perWeek: weekStarts.map((weekStart, i) => ({ weekStart, count: counts[i] ?? 0 })),
  };
}
