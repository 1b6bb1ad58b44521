import type { ApplicationSort } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema.ts';
import { postApplication } from '../test/application-fixtures.ts';
import { listedApplications } from '../test/listed-applications.ts';
import { useTestApp } from '../test/test-app.ts';
import { ORDER } from './sorted-applications.ts';

// The list sorted by the visa collect date (`pending`) and approve date (`approve`), through the
// API, on both engines; the name, created and status orders are in sort.test.ts.
const t = useTestApp();
const staff = t.signedIn('staff');

/** Oldest first, with their visa collect and approve dates (null: none yet). */
const PEOPLE = [
  { passport: 'DTS000001', pending: '2026-03-02', approve: null },
  { passport: 'DTS000002', pending: '2026-01-15', approve: '2026-02-01' },
  { passport: 'DTS000003', pending: null, approve: '2026-04-20' },
  { passport: 'DTS000004', pending: '2026-03-02', approve: '2026-02-01' },
  { passport: 'DTS000005', pending: '2026-02-10', approve: null },
] as const;

beforeAll(async () => {
  for (const [i, person] of PEOPLE.entries()) {
    await postApplication(t, staff.auth, {
      passport: person.passport,
      email: `dates${i}@mail.test`,
      nationalId: `DTSID${i}`,
    });
    await t.db.execute(
      sql`update applications set pending = ${person.pending}, approve = ${person.approve},
        is_status = ${person.approve ? 'approved' : 'pending'} where passport = ${person.passport}`,
    );
  }
});

async function list(query: string) {
  const { passports, total } = await listedApplications(t, staff.auth, query);
  return { order: passports.map((passport) => Number(passport.slice(-1))), total };
}
const order = async (query: string) => (await list(query)).order;

describe('application list sorted by a visa date', () => {
  it('sorts by the visa collect date, earliest first, newest first within a day, those without last', async () => {
    expect(await order('sort=pending')).toEqual([2, 5, 4, 1, 3]);
  });

  it('sorts by the visa collect date, latest first, those without still last', async () => {
    expect(await order('sort=-pending')).toEqual([4, 1, 5, 2, 3]);
  });

  it('sorts by the visa approve date either way, those without last', async () => {
    expect(await order('sort=approve')).toEqual([4, 2, 3, 5, 1]);
    expect(await order('sort=-approve')).toEqual([3, 4, 2, 5, 1]);
  });

  it('pages a date order, with a status filter and within a search', async () => {
    expect(await list('sort=-pending&limit=2&page=2')).toEqual({ order: [5, 2], total: 5 });
    expect(await order('sort=approve&status=approved')).toEqual([4, 2, 3]);
    expect(await order('search=dts000&sort=-approve')).toEqual([3, 4, 2, 5, 1]);
    expect(await order('search=dts000&sort=pending&limit=2&page=3')).toEqual([3]);
  });
});

/** The plan of one page of the whole list in `sort`'s order, far from its start. */
async function plan(sort: ApplicationSort): Promise<string> {
  const page = t.db
    .select({ id: applications.id })
    .from(applications)
    .orderBy(...ORDER[sort]())
    .limit(10)
    .offset(5_000);
  // With sorting priced out, the plan sorts only when no index gives the order.
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${page}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the indexes of the date orders', () => {
  it.each(['pending', '-pending', 'approve', '-approve'] as const)(
    'reads sort=%s from an index, without sorting the list',
    async (sort) => {
      const explained = await plan(sort);
      expect(explained).toMatch(/Index (Only )?Scan using applications_(pending|approve)_(asc|desc)_idx/);
      expect(explained).not.toMatch(/Sort/);
    },
  );
});
