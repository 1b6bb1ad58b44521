import { DASHBOARD_WEEKS, type Dashboard } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import * as repo from './dashboard.repository.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of the Monday that starts the week of `now`. */
export function weekStartOf(now: number): number {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

/** The dashboard's figures: tiles, the status split and the last 12 Monday-start (UTC) weeks. */
export async function loadDashboard(db: Db, now = Date.now()): Promise<Dashboard> {
  const first = weekStartOf(now) - (DASHBOARD_WEEKS - 1) * WEEK_MS;
  const [byStatus, totalPages, days] = await Promise.all([
    repo.countApplicationsByStatus(db),
    repo.countPages(db),
    repo.countApplicationsPerDay(db, isoDay(first)),
  ]);
  const perWeek = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => ({
    weekStart: isoDay(first + i * WEEK_MS),
    count: 0,
  }));
  for (const { day, n } of days) {
    const week = perWeek[Math.floor((Date.parse(`${day}T00:00:00Z`) - first) / WEEK_MS)];
    if (week) week.count += Number(n);
  }
  return {
    totalApplication: byStatus.pending + byStatus.approved + byStatus.rejected,
    totalPages,
    byStatus,
    perWeek,
  };
}
