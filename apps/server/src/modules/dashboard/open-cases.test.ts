import { API, APPLICATION_API, CATALOGUE_API, type Dashboard } from '@visadesk/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, openCaseCounts } from '../../db/schema.ts';
import { postApplication } from '../../test/application-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// The dashboard's open cases: pending applications per assignee, every user by name, and the
// unassigned; an approved case is no longer open, a deleted user's cases are unassigned.
const t = useTestApp();
const staff = t.signedIn('staff', { name: 'Sam Staff' });
const approver = t.signedIn('approver', { name: 'Ada Approver' });

async function openCases(headers = staff.auth): Promise<Dashboard['openCases']> {
  const res = await t.inject({ method: 'GET', url: CATALOGUE_API.dashboard.get, headers });
  expect(res.statusCode).toBe(200);
  return res.json<Dashboard>().openCases;
}
const countOf = (cases: Dashboard['openCases'], id: string) => cases.users.find((u) => u._id === id)?.count;
const assign = (id: string, assignedTo: string | null) =>
  t.inject({ method: 'POST', url: APPLICATION_API.assign(id), headers: staff.auth, payload: { assignedTo } });

describe("the dashboard's open cases", () => {
  it('counts the pending cases of each user and the unassigned, every user listed by name', async () => {
    const leaver = await t.createUser('staff', { name: 'Lee Leaver' });
    const before = await openCases();
    expect(before.users.map((u) => u.name)).toEqual([...before.users.map((u) => u.name)].sort());
    expect(countOf(before, leaver.user._id)).toBe(0);

    const added = [];
    for (let i = 1; i <= 5; i++)
      added.push(
        await postApplication(t, staff.auth, { passport: `OPEN0000${i}`, email: `open${i}@mail.test` }),
      );
    const [a, b, c, d] = added.map((application) => application._id) as [string, string, string, string];
    for (const [id, user] of [
      [a, staff.user._id],
      [b, staff.user._id],
      [c, approver.user._id],
      [d, leaver.user._id],
    ] as const)
      expect((await assign(id, user)).statusCode).toBe(200);
    // Approved: no longer open.
    const approved = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.approve(b),
      headers: approver.auth,
    });
    expect(approved.statusCode).toBe(200);

    const after = await openCases(approver.auth);
    expect(countOf(after, staff.user._id)).toBe((countOf(before, staff.user._id) ?? 0) + 1);
    expect(countOf(after, approver.user._id)).toBe((countOf(before, approver.user._id) ?? 0) + 1);
    expect(countOf(after, leaver.user._id)).toBe(1);
    expect(after.unassigned).toBe(before.unassigned + 1);

    // The leaver goes: their case is unassigned, and they are no longer listed.
    const admin = await t.createUser('admin');
    const removed = await t.inject({
      method: 'DELETE',
      url: API.users.remove(leaver.user._id),
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    const left = await openCases();
    expect(countOf(left, leaver.user._id)).toBeUndefined();
    expect(left.unassigned).toBe(after.unassigned + 1);
  });

  it('keeps its counts equal to counting the pending rows, through a delete and a restore', async () => {
    const admin = await t.createUser('admin');
    const kept = async () =>
      Object.fromEntries(
        (await t.db.select().from(openCaseCounts))
          .filter((row) => row.n !== 0)
          .map((row) => [row.assignee, row.n]),
      );
    const counted = async () =>
      Object.fromEntries(
        (
          await t.db
            .select({ assignee: sql<string>`coalesce(${applications.assignedTo}, '')`, n: count() })
            .from(applications)
            .where(eq(applications.isStatus, 'pending'))
            .groupBy(sql`1`)
        ).map((row) => [row.assignee, row.n]),
      );
    const created = await postApplication(t, staff.auth, {
      passport: 'OPEN00099',
      email: 'open99@mail.test',
    });
    /** A step done (200), after which the kept counts still equal the counted ones. */
    const keptAfter = async (step: Promise<{ statusCode: number }>) => {
      expect((await step).statusCode).toBe(200);
      expect(await kept()).toEqual(await counted());
    };
    await keptAfter(assign(created._id, approver.user._id));
    await keptAfter(
      t.inject({ method: 'DELETE', url: APPLICATION_API.remove(created._id), headers: admin.auth }),
    );
    await keptAfter(
      t.inject({ method: 'POST', url: APPLICATION_API.restoreDeleted(created._id), headers: admin.auth }),
    );
    expect(countOf(await openCases(), approver.user._id)).toBeGreaterThanOrEqual(1);
  });
});
