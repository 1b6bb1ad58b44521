import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openSeededDatabase } from '../test/seeded-applications.ts';
import { searchApplications as listApplications } from './index.ts';
import { FAR_OFFSET } from './plain-page.ts';

// A page far from the start is found through the counts per range of ids: every
// such page must hold what a plain OFFSET query returns, also after inserts, deletes and status
// changes move applications between ranges. On both engines.
const SEEDED = 4_500;
let database: Database;
let userId: string;

const rowsOf = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** `n` applications made in the same second (one span of ids), as an import would make them. */
async function insertBurst(second: number, first: number, n: number) {
  await database.db.execute(sql`insert into applications (id, surname, given_n, sex, birth_city, current_n,
      dob, identification, national_id, company, duty_duration, job_title, salary, passport, issued_country,
      phone, email, is_status, created_by, created_at)
    select lpad(to_hex(${second}::bigint), 8, '0') || lpad(to_hex(g), 16, '0'), 'Burst', 'Row', 'Male',
      'City', 'IN', '1990-01-01', 'Mark', 'BID' || g, 'Company', '2 years', 'Worker', '3000',
      'Z' || lpad(g::text, 8, '0'), 'IN', '15550000', 'burst' || g || '@x.test',
      (array['pending','approved','rejected'])[1 + g % 3], ${userId}, to_timestamp(${second})
    from generate_series(${first}::int, ${first + n - 1}::int) g`);
}

beforeAll(async () => {
  ({ database, userId } = await openSeededDatabase(SEEDED));
  // 600 applications in one second six weeks ago: one span of ids holds more than a page.
  await insertBurst(Math.floor(Date.now() / 1000) - 42 * 86_400, 1, 600);
}, 60_000);
afterAll(() => database.close());

type Status = 'pending' | 'approved' | 'rejected';

/** Every (`step`th) page from FAR_OFFSET rows in to one past the end, against a plain OFFSET query. */
async function expectEveryFarPage(limit: number, status?: Status, step = 1) {
  const where = status ? sql`where is_status = ${status}` : sql``;
  const all = (await rowsOf<{ id: string }>(sql`select id from applications ${where} order by id desc`)).map(
    (row) => row.id,
  );
  const firstFar = Math.floor(FAR_OFFSET / limit) + 1;
  const lastPage = Math.ceil(all.length / limit) + 1;
  expect(lastPage).toBeGreaterThan(firstFar);
  for (let page = firstFar; page <= lastPage; page += step) {
    const found = await listApplications(database.db, { page, limit, search: '', status });
    expect({ page, ids: found.rows.map((row) => row.id), total: found.total }).toEqual({
      page,
      ids: all.slice((page - 1) * limit, page * limit),
      total: all.length,
    });
  }
}

async function expectEveryListing() {
  await expectEveryFarPage(10);
  await expectEveryFarPage(7, undefined, 3);
  for (const status of ['pending', 'approved', 'rejected'] as const) await expectEveryFarPage(10, status);
}

/** The trigger-kept counts equal a recount of the applications. */
async function expectCountsKept() {
  const kept = await rowsOf(sql`select span, status, n::int as n from application_span_counts
    where n <> 0 order by 1, 2`);
  const counted = await rowsOf(sql`select left(id, 5) as span, is_status as status, count(*)::int as n
    from applications group by 1, 2 order by 1, 2`);
  expect(kept).toEqual(counted);
  const blocks = await rowsOf(sql`select block, status, n::int as n from application_block_counts
    where n <> 0 order by 1, 2`);
  const countedBlocks = await rowsOf(sql`select left(id, 3) as block, is_status as status, count(*)::int as n
    from applications group by 1, 2 order by 1, 2`);
  expect(blocks).toEqual(countedBlocks);
}

it('answers every far page as a plain OFFSET query does', { timeout: 120_000 }, async () => {
  await expectCountsKept();
  await expectEveryListing();
});

it('still does after deletes, status changes and inserts move rows between ranges', {
  timeout: 120_000,
}, async () => {
  // 150 rows out of the middle (across ranges), and part of the burst.
  await database.db.execute(
    sql`delete from applications where id in (select id from applications order by id offset 1200 limit 150)`,
  );
  await database.db.execute(sql`delete from applications where email like 'burst1_@x.test'`);
  // 200 pending approved and 90 rejected made pending, in ranges across the list.
  await database.db.execute(sql`update applications set is_status = 'approved' where id in
    (select id from applications where is_status = 'pending' order by id offset 300 limit 200)`);
  await database.db.execute(sql`update applications set is_status = 'pending' where id in
    (select id from applications where is_status = 'rejected' order by id desc offset 500 limit 90)`);
  // An edit that moves nothing.
  await database.db.execute(sql`update applications set phone = '15559999' where surname = 'Burst'`);
  // New applications: now (the newest range), and older ones between existing ranges.
  await insertBurst(Math.floor(Date.now() / 1000), 5_000, 40);
  await insertBurst(Math.floor(Date.now() / 1000) - 70 * 86_400, 6_000, 25);
  await expectCountsKept();
  await expectEveryListing();
});
