import { SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openSeededDatabase } from '../test/seeded-applications.ts';
import { FILTERS, planFilters } from './filters.ts';
import { pageOf, type SearchQuery, searchApplications } from './index.ts';
import { ID_ROWS } from './row-source.ts';

// A filter is one entry in FILTERS. One the count tables keep (status) reads its totals from
// them; any other is read as a search's matches are. The status filter read the second way must
// list what it lists read the first way, on both engines.
const SEEDED = 3_300;
let database: Database;

beforeAll(async () => {
  const seeded = await openSeededDatabase(SEEDED);
  database = seeded.database;
  // A surname counted past the bound, but not under one status: its term counts bound nothing then.
  await database.db.execute(sql`insert into applications (id, surname, given_n, sex, birth_city, current_n,
      dob, identification, national_id, company, duty_duration, job_title, salary, passport, issued_country,
      phone, email, is_status, created_by)
    select '00000000' || lpad(to_hex(g), 16, '0'), 'Quixote', 'Rare', 'Male', 'City', 'IN', '1990-01-01',
      'Mark', 'QID' || g, 'Company', '2 years', 'Worker', '3000', 'Q' || lpad(g::text, 8, '0'), 'IN',
      '15550000', 'quixote' || g || '@x.test', (array['pending','approved','rejected'])[1 + g % 3],
      ${seeded.userId}
    from generate_series(1, ${SEARCH_MATCHES_LISTED + 1}) g`);
}, 60_000);
afterAll(() => database.close());

/** The status filter as a filter the count tables do not keep. */
const UNCOUNTED = { status: { where: FILTERS.status.where } };

const query = (search: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  search,
  status: 'pending',
  page: 1,
  limit: 10,
  ...extra,
});
const counted = (q: SearchQuery) => searchApplications(database.db, q);
const uncounted = (q: SearchQuery) => pageOf(database.db, q, ID_ROWS, planFilters(q, UNCOUNTED));

describe('a filter the count tables do not keep', () => {
  it('is planned apart from the status filter, its statements named after it', () => {
    expect(planFilters({ status: 'pending' })).toMatchObject({
      withStatus: true,
      key: 'true',
      uncounted: undefined,
    });
    expect(planFilters({})).toMatchObject({ withStatus: false, key: 'false', where: undefined });
    expect(planFilters({ status: 'pending' }, UNCOUNTED)).toMatchObject({
      withStatus: false,
      key: 'false_status',
      params: { status: 'pending' },
    });
  });

  it('finds what a term finds under the status filter, in every order', async () => {
    for (const term of ['khan', 'quixote', 'priya sharma', 'a', 'a1', 'applicant12', 'zzqxw'])
      for (const extra of [
        {},
        { page: 2 },
        { sort: 'name' as const },
        { sort: 'createdAt' as const, page: 3 },
      ])
        expect(await uncounted(query(term, extra))).toEqual(await counted(query(term, extra)));
  });

  it('lists the first matches of the list alone, and says there are more', async () => {
    for (const page of [1, 50, SEARCH_MATCHES_LISTED / 10]) {
      const listed = await counted(query('', { page }));
      expect(listed.total).toBeGreaterThan(SEARCH_MATCHES_LISTED);
      expect(await uncounted(query('', { page }))).toEqual({
        rows: listed.rows,
        total: SEARCH_MATCHES_LISTED,
        moreThan: true,
      });
    }
    // Sorted, more than listed are listed in the list's own order, as a search's are.
    expect(await uncounted(query('', { sort: 'name' }))).toEqual(await uncounted(query('')));
  });
});
