import { SEARCH_MATCHES_LISTED } from '@visadesk/contract';
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
  ({ database } = await openSeededDatabase(SEEDED));
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
    for (const term of ['khan', 'priya sharma', 'a', 'a1', 'applicant12', 'zzqxw'])
      for (const extra of [
        {},
        { page: 2 },
        { sort: 'name' as const },
        { sort: 'createdAt' as const, page: 3 },
      ])
        expect(await uncounted(query(term, extra))).toEqual(await counted(query(term, extra)));
  });

  it('lists the first matches of the list alone, and says there are more', async () => {
    const pending = SEEDED / 3;
    expect(pending).toBeGreaterThan(SEARCH_MATCHES_LISTED);
    for (const page of [1, 50, SEARCH_MATCHES_LISTED / 10]) {
      const listed = await counted(query('', { page }));
      expect(listed.total).toBe(pending);
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
