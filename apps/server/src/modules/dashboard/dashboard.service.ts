import { addDays, calendarDayIn, type Dashboard, EXPIRING_WITHIN } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import * as repo from './dashboard.repository.ts';
import { officeWeeks } from './office-weeks.ts';

/**
 * The dashboard's figures: tiles, the status split and the last 12 Monday-start weeks of the
 * office's calendar (its time zone as the settings have it at the time of asking), and what falls
 * due in the next EXPIRING_WITHIN.dashboard days of that calendar, and each user's open cases.
 */
export async function loadDashboard(db: Db, timeZone: string, now = Date.now()): Promise<Dashboard> {
  const { weekStarts, bounds } = officeWeeks(timeZone, now);
  const today = calendarDayIn(timeZone, new Date(now));
  const until = addDays(today, EXPIRING_WITHIN.dashboard);
  const [byStatus, totalPages, counts, fallingDue, openCases] = await Promise.all([
    repo.countApplicationsByStatus(db),
    repo.countPages(db),
    repo.countApplicationsBetween(db, bounds),
    repo.listFallingDue(db, until),
    repo.countOpenCases(db),
  ]);
  return {
    totalApplication: byStatus.pending + byStatus.approved + byStatus.rejected,
    totalPages,
    byStatus,
    perWeek: weekStarts.map((weekStart, i) => ({ weekStart, count: counts[i] ?? 0 })),
    fallingDue: { today, until, ...fallingDue },
    openCases,
  };
}
