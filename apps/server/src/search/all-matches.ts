/**
 * Every application a query lets through, however many: read a page at a time, newest first, each
 * page after the last one's id (keyset), so no statement holds the connection for long (PGlite has
 * one) and every other request is answered between two pages.
 */
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import { planFilters, type SearchFilters } from './filters.ts';
import { type RowSource, selectRows } from './row-source.ts';
import { planShape } from './shapes.ts';

/** Greater than any id (24 lowercase hex characters): the first page starts below it. */
const ABOVE_EVERY_ID = 'g';

/** The condition every match meets, with its values; undefined: a term that can match nothing. */
function matchOf(
  query: SearchFilters & { search: string },
): { where: SQL | undefined; params: Record<string, unknown> } | undefined {
  const filters = planFilters(query);
  if (!query.search) return { where: filters.where, params: filters.params };
  const plan = planShape(query.search, filters);
  if (!plan) return undefined;
  const shape = plan.build();
  // The term's matches are found through their own indexes and pinned (OFFSET 0): the planner
  // would otherwise walk the primary key below the page's start, testing every row.
  const ids = sql`select ${applications.id} from ${applications} where ${and(shape.match, shape.lookup)} offset 0`;
  return { where: sql`${applications.id} in (${ids})`, params: { ...filters.params, ...plan.params } };
}

/**
 * Every application `query` lets through (its term and filters, as the list finds them; the list
 * lists at most SEARCH_MATCHES_LISTED of a term's, this reads them all), `pageSize` rows at a
 * time, newest first. Each page is one statement; stop iterating to stop reading.
 */
export async function* readAllMatches<Row>(
  db: Db,
  query: SearchFilters & { search: string },
  rows: RowSource<Row>,
  pageSize: number,
): AsyncGenerator<Row[]> {
  const match = matchOf(query);
  if (!match) return;
  const page = selectRows(db, rows, {})
    .where(and(match.where, sql`${applications.id} < ${sql.placeholder('after')}`))
    .orderBy(desc(applications.id))
    .limit(pageSize);
  let after = ABOVE_EVERY_ID;
  for (;;) {
    const found = (await page.execute({ ...match.params, after })) as (Row & { id: string })[];
    if (found.length > 0) yield found;
    const last = found.at(-1);
    if (!last || found.length < pageSize) return;
    after = last.id;
  }
}
