import { APPLICATION_API, type Application, SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBenchApplications } from '../../../../bench/seed.ts';
import { useTestApp } from '../test/test-app.ts';
import { WALK_ROWS } from './listed-matches.ts';

// A search with more matches than it lists, through the API on both engines:
// matches are counted up to SEARCH_MATCHES_LISTED, past it the answer says there are more and
// lists the first that many, in the list's ranking, whichever way its pages are read.
const t = useTestApp();
let auth: Record<string, string>;
let userId: string;
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** `n` applications named `given surname`, made `daysAgo` days ago, passports `Q…` from `first`. */
async function insertNamed(given: string, surname: string, daysAgo: number, first: number, n: number) {
  const second = now() - daysAgo * DAY;
  await t.db.execute(sql`insert into applications (id, surname, given_n, sex, birth_city, current_n,
      dob, identification, national_id, company, duty_duration, job_title, salary, passport, issued_country,
      phone, email, is_status, created_by, created_at)
    select lpad(to_hex(${second}::bigint), 8, '0') || lpad(to_hex(g), 16, '0'), ${surname}, ${given},
      'Male', 'City', 'IN', '1990-01-01', 'Mark', 'QID' || g, 'Company', '2 years', 'Worker', '3000',
      'Q' || lpad(g::text, 8, '0'), 'IN', '15550000', 'named' || g || '@x.test',
      (array['pending','approved','rejected'])[1 + g % 3], ${userId}, to_timestamp(${second})
    from generate_series(${first}::int, ${first + n - 1}::int) g`);
}

beforeAll(async () => {
  const staff = await t.createUser('staff');
  auth = staff.auth;
  userId = staff.user._id;
  // More applications than the walk reads, made over the last twelve weeks.
  await seedBenchApplications(t.db, WALK_ROWS, userId);
  // Three exact matches of "Example Com", older than every other match of it.
  await insertNamed('Example', 'Com', 200, 1, 3);
  // A thousand of a rare surname, older than the walk's rows.
  await insertNamed('Rare', 'Quixote', 150, 100, 1_000);
}, 120_000);

async function list(query: string) {
  const res = await t.inject({ method: 'GET', url: `${APPLICATION_API.list}?${query}`, headers: auth });
  if (res.statusCode !== 200) console.log(res.body);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    ids: body.applications.map((a: Application) => a._id) as string[],
    total: body.totalApplication as number,
    totalPages: body.totalPages as number,
    moreThan: body.moreThan as boolean | undefined,
  };
}

/** Pages 1, 2, 50, the last listed one and one past it, against the ranking read in SQL. */
async function expectListed(term: string, ranked: string[], status = '') {
  expect(ranked.length).toBeGreaterThan(SEARCH_MATCHES_LISTED);
  const listed = ranked.slice(0, SEARCH_MATCHES_LISTED);
  const lastPage = SEARCH_MATCHES_LISTED / 10;
  for (const page of [1, 2, 50, lastPage, lastPage + 1])
    expect(await list(`search=${encodeURIComponent(term)}&page=${page}${status}`)).toEqual({
      ids: listed.slice((page - 1) * 10, page * 10),
      total: SEARCH_MATCHES_LISTED,
      totalPages: lastPage,
      moreThan: true,
    });
}

const ranking = async (match: SQL, exact?: SQL) =>
  (
    await rowsOf<{ id: string }>(
      sql`select id from applications where ${match} order by ${exact ? sql`(${exact}) desc, ` : sql``}id desc`,
    )
  ).map((row) => row.id);

describe('a search with more matches than it lists', () => {
  it('counts exactly up to the bound, with no flag', async () => {
    const found = await list('search=quixote&page=100');
    expect(found).toMatchObject({ total: SEARCH_MATCHES_LISTED, totalPages: 100, moreThan: undefined });
    expect(found.ids).toHaveLength(10);
  });

  it('past the bound, lists the first matches, exact ones first, and says there are more', async () => {
    // Exact full names come first though older; the others, newest first, are found walking the list.
    const match = sql`search_text like '%example%' and search_text like '%com%'`;
    const ranked = await ranking(match, sql`search_name = 'example com'`);
    expect(ranked).toHaveLength(WALK_ROWS + 3);
    await expectListed('Example Com', ranked);
    await expectListed('Com Example', ranked);
    const pending = await ranking(sql`${match} and is_status = 'pending'`, sql`search_name = 'example com'`);
    await expectListed('example com', pending, '&status=pending');
  });

  it('lists them in the same order when matches are too rare for the walk', async () => {
    await insertNamed('Rare', 'Quixote', 150, 2_000, 1);
    // All 1,001 are older than the walk's rows: the page is read from every match.
    await expectListed('quixote', await ranking(sql`surname = 'Quixote'`));
    // The counts table says more than listed for all statuses, not for one.
    const pending = await ranking(sql`surname = 'Quixote' and is_status = 'pending'`);
    expect(pending.length).toBeLessThan(SEARCH_MATCHES_LISTED);
    expect(await list('search=quixote&status=pending')).toMatchObject({
      ids: pending.slice(0, 10),
      total: pending.length,
      moreThan: undefined,
    });
  });

  it('lists a full name that more applicants share than it lists from those exact matches', async () => {
    // 1,001 of one full name, newer than the rest: no other match need be read.
    await insertNamed('Shared', 'Fullname', 1, 5_000, 1_001);
    const match = sql`search_text like '%shared%' and search_text like '%fullname%'`;
    const ranked = await ranking(match, sql`search_name = 'shared fullname'`);
    await expectListed('Shared Fullname', ranked);
    await expectListed('fullname shared', ranked);
  });

  it('answers a counted term that finds nothing, and a page past the end, with their totals', async () => {
    // One statement tells an empty page from a term counted past the bound.
    expect(await list('search=zzqxw')).toMatchObject({ ids: [], total: 0, moreThan: undefined });
    expect(await list('search=9')).toMatchObject({ ids: [], total: 0, moreThan: undefined });
    const approved = await ranking(sql`surname = 'Quixote' and is_status = 'approved'`);
    expect(await list('search=quixote&status=approved&page=999')).toMatchObject({
      ids: [],
      total: approved.length,
      moreThan: undefined,
    });
  });

  it('pages a one-character search the same way', async () => {
    // Passports starting with Q: every Quixote, and one bench applicant in 26. The first walk
    // meets about 385 of them, so pages 50 and on come from a second, longer walk.
    await expectListed('q', await ranking(sql`passport like 'Q%'`));
  });

  it('pages a two-character search from its own index, and within a status', async () => {
    // Passports starting with Q0: every Quixote and Example Com, and one bench applicant in
    // 260, read newest first from the index of passports' first two characters.
    await expectListed('Q0', await ranking(sql`passport like 'Q0%'`));
    const approved = await ranking(sql`passport like 'Q0%' and is_status = 'approved'`);
    expect(await list('search=q0&status=approved&page=3')).toEqual({
      ids: approved.slice(20, 30),
      total: approved.length,
      totalPages: Math.ceil(approved.length / 10),
      moreThan: undefined,
    });
  });

  // Last: its rows would change the passport prefixes' counts above.
  it('counts an application a full name matches two ways once, whether or not they pass the bound', async () => {
    // 600 "Mirror Image" and 500 "Image Mirror": each kind under the bound, together past it.
    await insertNamed('Mirror', 'Image', 2, 10_000, 600);
    await insertNamed('Image', 'Mirror', 3, 11_000, 500);
    const mirrored = sql`search_text like '%mirror%' and search_text like '%image%'`;
    await expectListed(
      'Mirror Image',
      await ranking(mirrored, sql`search_name in ('mirror image', 'image mirror')`),
    );
    // 1,000 "Twin Star", one with the passport TWINSTAR: 1,001 finds of 1,000 applications.
    await insertNamed('Twin', 'Star', 4, 12_000, SEARCH_MATCHES_LISTED);
    await t.db.execute(sql`update applications set passport = 'TWINSTAR' where passport = 'Q00012000'`);
    const twins = await ranking(sql`search_name = 'twin star'`);
    expect(await list('search=twin%20star&page=100')).toEqual({
      ids: twins.slice(990, 1000),
      total: SEARCH_MATCHES_LISTED,
      totalPages: 100,
      moreThan: undefined,
    });
  });
});
