import { APPLICATION_API, CATALOGUE_API, calendarDayIn, type Dashboard } from '@visadesk/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationCounts, applications } from '../../db/schema.ts';
import { postApplication } from '../../test/application-fixtures.ts';
import { saveOfficeZone } from '../../test/office-zone.ts';
import { useTestApp } from '../../test/test-app.ts';

const DAY_MS = 86_400_000;

/**
 * The Monday (UTC) on or before `ms`, found by stepping back a day at a time: worked out apart
 * from the service's own week arithmetic, which it checks.
 */
function mondayOnOrBefore(ms: number): string {
  let day = new Date(ms);
  while (day.getUTCDay() !== 1) day = new Date(day.getTime() - DAY_MS);
  return day.toISOString().slice(0, 10);
}
const t = useTestApp();
const staff = t.signedIn('staff');
const approver = t.signedIn('approver');
const admin = t.signedIn('admin');

/** Saves the office's time zone (the weeks are the office's). */
async function setOfficeZone(timeZone: string) {
  expect((await saveOfficeZone(t, admin.auth, timeZone)).statusCode).toBe(200);
}

beforeAll(async () => {
  // The first tests reckon weeks in UTC, whatever zone the machine running them is in.
  await setOfficeZone('UTC');
});

async function fetchDashboard(headers = staff.auth): Promise<Dashboard> {
  const res = await t.inject({ method: 'GET', url: CATALOGUE_API.dashboard.get, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const addApplication = () => postApplication(t, staff.auth);
const setStatus = (url: string) => t.inject({ method: 'PUT', url, headers: approver.auth });
const weekCounts = (d: Dashboard) => d.perWeek.map((w) => w.count);
const backdate = (id: string, days: number) =>
  t.db
    .update(applications)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(applications.id, id));

describe('GET fetchDashboard', () => {
  it('answers 401 without a token and the figures to every staff role', async () => {
    expect((await t.inject({ method: 'GET', url: CATALOGUE_API.dashboard.get })).statusCode).toBe(401);
    for (const role of ['staff', 'approver', 'admin'] as const) {
      const { auth } = await t.createUser(role);
      expect(Object.keys(await fetchDashboard(auth)).sort()).toEqual([
        'byStatus',
        'fallingDue',
        'openCases',
        'perWeek',
        'totalApplication',
        'totalPages',
      ]);
    }
  });

  it('lists the last 12 Monday-start weeks, oldest first, ending with the current week', async () => {
    const { perWeek } = await fetchDashboard();
    expect(perWeek).toHaveLength(12);
    expect(mondayOnOrBefore(Date.parse('2026-11-29T23:59:00Z'))).toBe('2026-11-23');
    const thisWeek = mondayOnOrBefore(Date.now());
    expect(perWeek.at(-1)?.weekStart).toBe(thisWeek);
    for (const [i, week] of perWeek.entries()) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) {
        const previous = Date.parse(perWeek[i - 1]?.weekStart as string);
        expect(Date.parse(week.weekStart) - previous).toBe(7 * DAY_MS);
      }
    }
  });

  it('counts added, approved and rejected applications, in the current week', async () => {
    const before = await fetchDashboard();
    const [a, b] = [await addApplication(), await addApplication(), await addApplication()];
    expect((await setStatus(APPLICATION_API.approve(a?._id as string))).statusCode).toBe(200);
    expect((await setStatus(APPLICATION_API.reject(b?._id as string))).statusCode).toBe(200);
    const after = await fetchDashboard();
    expect(after.totalApplication - before.totalApplication).toBe(3);
    expect(after.byStatus).toEqual({
      pending: before.byStatus.pending + 1,
      approved: before.byStatus.approved + 1,
      rejected: before.byStatus.rejected + 1,
    });
    expect(after.totalApplication).toBe(
      after.byStatus.pending + after.byStatus.approved + after.byStatus.rejected,
    );
    expect(weekCounts(after).slice(0, 11)).toEqual(weekCounts(before).slice(0, 11));
    expect((after.perWeek.at(-1)?.count ?? 0) - (before.perWeek.at(-1)?.count ?? 0)).toBe(3);
  });

  it('moves a backdated application to its week, drops one older than 12 weeks, forgets a deleted one', async () => {
    const app = await addApplication();
    const start = await fetchDashboard();
    await backdate(app._id, 21);
    const moved = await fetchDashboard();
    const index = moved.perWeek.findIndex((w) => w.weekStart === mondayOnOrBefore(Date.now() - 21 * DAY_MS));
    expect(index).toBe(8);
    expect(moved.perWeek[index]?.count).toBe((start.perWeek[index]?.count ?? 0) + 1);
    expect(moved.perWeek.at(-1)?.count).toBe((start.perWeek.at(-1)?.count ?? 0) - 1);

    await backdate(app._id, 100);
    const old = await fetchDashboard();
    expect(weekCounts(old).reduce((sum, n) => sum + n, 0)).toBe(
      weekCounts(start).reduce((sum, n) => sum + n, 0) - 1,
    );
    expect(old.totalApplication).toBe(start.totalApplication);

    await backdate(app._id, 21);
    const deleted = await t.inject({
      method: 'DELETE',
      url: APPLICATION_API.remove(app._id),
      headers: approver.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await fetchDashboard();
    expect(gone.perWeek[8]?.count).toBe(start.perWeek[8]?.count);
    expect(gone.totalApplication).toBe(start.totalApplication - 1);
  });

  it('counts content pages, published or not', async () => {
    const before = await fetchDashboard();
    for (const status of ['Published', 'Unpublished']) {
      const id = Math.random().toString(36).slice(2, 8);
      const res = await t.inject({
        method: 'POST',
        url: CATALOGUE_API.pages.create,
        headers: staff.auth,
        payload: { title: `Page ${id}`, content: 'Some content', link: `/p-${id}`, status },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await fetchDashboard()).totalPages).toBe(before.totalPages + 2);
  });

  it('reads the trigger-kept totals rather than counting applications', async () => {
    const before = await fetchDashboard();
    const bump = (n: number) =>
      t.db
        .update(applicationCounts)
        .set({ n: sql`${applicationCounts.n} + ${n}` })
        .where(eq(applicationCounts.status, 'approved'));
    await bump(1_000_000);
    try {
      const after = await fetchDashboard();
      expect(after.byStatus.approved).toBe(before.byStatus.approved + 1_000_000);
      expect(after.totalApplication).toBe(before.totalApplication + 1_000_000);
    } finally {
      await bump(-1_000_000);
    }
  });
});

describe("the weeks are the office's", () => {
  // A Sunday four weeks back (inside the 12 weeks in every zone), and the Mondays either side.
  const sunday = Date.parse(`${mondayOnOrBefore(Date.now() - 28 * DAY_MS)}T00:00:00Z`) - DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const mondayAfter = iso(sunday + DAY_MS);
  const mondayBefore = iso(sunday - 6 * DAY_MS);
  const lateSunday = new Date(sunday + 23.5 * 3_600_000); // Sunday 23:30 UTC
  const earlyMonday = new Date(sunday + 24.5 * 3_600_000); // Monday 00:30 UTC
  const weekOf = (d: Dashboard, monday: string) => d.perWeek.find((w) => w.weekStart === monday)?.count;

  /** How many applications each of the two weeks gains when `at` is the creation time of a new one. */
  async function weeksGaining(at: Date) {
    const app = await addApplication();
    const before = await fetchDashboard();
    await t.db.update(applications).set({ createdAt: at }).where(eq(applications.id, app._id));
    const after = await fetchDashboard();
    await t.inject({ method: 'DELETE', url: APPLICATION_API.remove(app._id), headers: approver.auth });
    const gain = (monday: string) => (weekOf(after, monday) ?? 0) - (weekOf(before, monday) ?? 0);
    return { before: gain(mondayBefore), after: gain(mondayAfter) };
  }

  it.each([
    // Kiritimati (UTC+14): Sunday 23:30 UTC is Monday 13:30 there, the next week.
    { zone: 'Pacific/Kiritimati', at: lateSunday, week: 'after' },
    { zone: 'Pacific/Kiritimati', at: earlyMonday, week: 'after' },
    // Pago Pago (UTC-11): Sunday 23:30 UTC is Sunday 12:30 there; Monday 00:30 UTC is still Sunday.
    { zone: 'Pacific/Pago_Pago', at: lateSunday, week: 'before' },
    { zone: 'Pacific/Pago_Pago', at: earlyMonday, week: 'before' },
    { zone: 'UTC', at: lateSunday, week: 'before' },
    { zone: 'UTC', at: earlyMonday, week: 'after' },
  ])('counts an application made at $at in the week of its day in $zone', async ({ zone, at, week }) => {
    await setOfficeZone(zone);
    try {
      expect(await weeksGaining(at)).toEqual(
        week === 'after' ? { before: 0, after: 1 } : { before: 1, after: 0 },
      );
    } finally {
      await setOfficeZone('UTC');
    }
  });

  it("counts the applications already made in the office's new zone when an admin changes it", async () => {
    const app = await addApplication();
    await t.db.update(applications).set({ createdAt: lateSunday }).where(eq(applications.id, app._id));
    try {
      await setOfficeZone('Pacific/Pago_Pago');
      const west = await fetchDashboard();
      await setOfficeZone('Pacific/Kiritimati');
      const east = await fetchDashboard();
      expect(weekOf(east, mondayAfter)).toBe((weekOf(west, mondayAfter) ?? 0) + 1);
      expect(weekOf(east, mondayBefore)).toBe((weekOf(west, mondayBefore) ?? 0) - 1);
      // Each zone's weeks start on its own Mondays, and the current week is the office's.
      expect(east.perWeek.at(-1)?.weekStart).toBe(mondayOfDay(calendarDayIn('Pacific/Kiritimati')));
      expect(west.perWeek.at(-1)?.weekStart).toBe(mondayOfDay(calendarDayIn('Pacific/Pago_Pago')));
    } finally {
      await setOfficeZone('UTC');
      await t.inject({ method: 'DELETE', url: APPLICATION_API.remove(app._id), headers: approver.auth });
    }
  });
});

/** The Monday on or before a calendar day (YYYY-MM-DD). */
const mondayOfDay = (day: string) => mondayOnOrBefore(Date.parse(`${day}T00:00:00Z`));
