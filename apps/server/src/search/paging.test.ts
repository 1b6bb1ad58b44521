import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openSeededDatabase } from '../test/seeded-applications.ts';
import { searchApplications as listApplications } from './index.ts';

// Enough applications for pages more than a thousand rows in, nearer the start and nearer the end.
const COUNT = 3_600;
let database: Database;
let all: { id: string; status: string }[];

beforeAll(async () => {
  ({ database } = await openSeededDatabase(COUNT));
  const result = (await database.db.execute(
    sql`select id, is_status as status from applications order by id desc`,
  )) as unknown as { rows: { id: string; status: string }[] };
  all = result.rows;
}, 60_000);
afterAll(() => database.close());

const ids = async (page: number, limit: number, status?: 'pending') => {
  const found = await listApplications(database.db, { page, limit, search: '', status });
  return { ids: found.rows.map((row) => row.id), total: found.total };
};
const expected = (page: number, limit: number, rows = all) => ({
  ids: rows.slice((page - 1) * limit, page * limit).map((row) => row.id),
  total: rows.length,
});

it('answers every page newest first, however far from the start', async () => {
  // 1,000 rows in: nearer the start; 1,990 and the last pages: read from the oldest
  for (const page of [1, 100, 101, 200, 359, 360]) expect(await ids(page, 10)).toEqual(expected(page, 10));
  // a last page that is not full
  expect(await ids(515, 7)).toEqual(expected(515, 7));
  expect((await ids(515, 7)).ids).toHaveLength(2);
});

it('answers a page past the end with the total and no rows', async () => {
  expect(await ids(361, 10)).toEqual({ ids: [], total: COUNT });
  expect(await ids(1_000_000_000, 10)).toEqual({ ids: [], total: COUNT });
});

it('pages one status the same way', async () => {
  const pending = all.filter((row) => row.status === 'pending');
  expect(pending).toHaveLength(COUNT / 3);
  for (const page of [1, 101, 110, 120])
    expect(await ids(page, 10, 'pending')).toEqual(expected(page, 10, pending));
  expect(await ids(121, 10, 'pending')).toEqual({ ids: [], total: COUNT / 3 });
});
