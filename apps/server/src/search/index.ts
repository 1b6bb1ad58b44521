/**
 * The application search: the list of applications, newest first or in another order, narrowed by
 * filters and by a term, a page at a time, with how many there are. Its design and measurements
 * are in README.md beside this file; nothing outside this folder imports anything but this file.
 */
import type { ApplicationSort } from '@visadesk/contract';
import type { Db } from '../db/client.ts';
import { type FilterPlan, planFilters, type SearchFilters } from './filters.ts';
import { plainPage } from './plain-page.ts';
import { ID_ROWS, type PageParams, type RowSource, type SearchPage } from './row-source.ts';
import { shapePage } from './search-page.ts';
import { filteredShape, planShape, type ShapePlan } from './shapes.ts';
import { rangePage, sortedMatchesPage, sortedPage } from './sorted-applications.ts';

export { readAllMatches } from './all-matches.ts';
export type { SearchFilters } from './filters.ts';
export type { RowSource, SearchPage } from './row-source.ts';

/**
 * One page of the list: `search`, the term as staff type it (empty: no term); the filters;
 * `sort` (newest first when absent); `page` from 1, of `limit` rows.
 */
export type SearchQuery = SearchFilters & {
  search: string;
  sort?: ApplicationSort;
  page: number;
  limit: number;
};

/**
 * A page of applications and how many there are (`moreThan`: more match than the `total` listed).
 * Newest first by default; `search` finds every word of the term in any order (name parts,
 * passport, e-mail, national ID; without case or accents), exact passport and full-name matches
 * first (a term of one or two characters: the start of a passport). Each row holds the columns
 * `rows` names, read in the statement that finds the page; without `rows`, the ids alone.
 */
export function searchApplications(db: Db, query: SearchQuery): Promise<SearchPage<{ id: string }>>;
export function searchApplications<Row>(
  db: Db,
  query: SearchQuery,
  rows: RowSource<Row>,
): Promise<SearchPage<Row>>;
export function searchApplications(db: Db, query: SearchQuery, rows: RowSource<unknown> = ID_ROWS) {
  return pageOf(db, query, rows, planFilters(query));
}

/** `searchApplications` under filters already planned (a test plans them its own way). */
export async function pageOf<Row>(
  db: Db,
  query: SearchQuery,
  rows: RowSource<Row>,
  filters: FilterPlan,
): Promise<SearchPage<Row>> {
  const params: PageParams = {
    ...filters.params,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  const sort = query.sort ?? '-createdAt';
  const plan = readingPlan(query.search, filters);
  if (plan === 'none') return { rows: [], total: 0 };
  if (sort !== '-createdAt') {
    if (!plan) return sortedPage(db, rows, sort, filters, params);
    if (!query.search && filters.orderedBy === sort) return rangePage(db, rows, sort, filters, params);
    const sorted = await sortedMatchesPage(db, rows, sort, plan, { ...params, ...plan.params });
    if (sorted) return sorted;
  }
  if (!plan) return plainPage(db, rows, filters, params);
  return shapePage(db, rows, plan, { ...params, ...plan.params });
}

/**
 * How the applications a query lets through are found: undefined, the list itself, its totals in
 * the count tables; a shape of match for a term, or for filters the count tables do not keep;
 * 'none' for a term that can match nothing.
 */
function readingPlan(term: string, filters: FilterPlan): ShapePlan | 'none' | undefined {
  if (term) return planShape(term, filters) ?? 'none';
  if (!filters.uncounted) return undefined;
  const shape = filteredShape(filters);
  return { key: shape.key, build: () => shape, params: {}, ordered: false };
}
