import { APPLICATION_API, type Application, CATALOGUE_API, type Dashboard } from '@visadesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCounts, applications } from '../../db/schema.ts';
import { applicantFields, jpeg, multipartForm } from '../../test/application-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { weekStartOf } from './dashboard.service.ts';

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
let t: TestApp;
let staff: Awaited<ReturnType<TestApp['createUser']>>;
let approver: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser('staff');
  approver = await t.createUser('approver');
});
afterAll(() => t.close());

async function fetchDashboard(headers = staff.auth): Promise<Dashboard> {
  const res = await t.inject({ method: 'GET', url: CATALOGUE_API.dashboard.get, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function addApplication(): Promise<Application> {
  const res = await t.inject({
    method: 'POST',
    url: APPLICATION_API.create,
    headers: staff.auth,
    payload: multipartForm(applicantFields(), { image: { data: await jpeg() } }) as unknown as string,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
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
      headers: staff.auth,
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

describe('weekStartOf', () => {
  it.each([
    ['2026-11-22T23:59:59Z', '2026-11-16'],
    ['2026-11-16T00:00:00Z', '2026-11-16'],
    ['2026-11-15T12:00:00Z', '2026-11-09'],
    ['2026-01-01T08:00:00Z', '2025-12-29'],
  ])('%s is in the week starting %s (UTC, Monday)', (at, monday) => {
    expect(new Date(weekStartOf(Date.parse(at))).toISOString().slice(0, 10)).toBe(monday);
  });
});
