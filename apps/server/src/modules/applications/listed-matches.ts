/**
 * A page of a search with more matches than it lists: the first
 * SEARCH_MATCHES_LISTED in the list's ranking (exact matches newest first, then the others newest
 * first), read without reading every match. Counting every match of a common surname at a million
 * applications read 33,333 rows (0.16 s on PostgreSQL, 0.23 s on PGlite), for a page of ten:
 *
 * - the exact matches come from indexes of their own (passport, full name either way round),
 *   newest first, counted up to one more than listed;
 * - the others are found by walking the list newest first and testing each row, which is quick
 *   when matches are common (one row in 30 for a surname: about 300 rows for page one). Matches
 *   that are rarer than that make the walk long, so it stops after WALK_ROWS rows. A deep page
 *   the first walk falls short of (page 100 of a surname needs 30,000 rows) is walked again, as
 *   far as the first walk's share of matches says the page lies, when that is within
 *   LONGEST_WALK_ROWS; otherwise, and when the walk met no match at all, the page is read as
 *   before, from every match (every row of a common surname: 33,333 rows at a million).
 */
import { SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { applications, users } from '../../db/schema.ts';
import { type ApplicationRow, applicationRowColumns as columns } from './application-row.ts';
import {
  COUNT_BOUND_SQL,
  LISTED_SQL,
  type PageParams,
  prepareSearch,
  type SearchShape,
  splitTotal,
} from './application-search.ts';

/** The most rows the first walk reads. */
export const WALK_ROWS = 10_000;
/** The most rows a second walk reads before the page is read from every match instead. */
export const LONGEST_WALK_ROWS = 100_000;
/** A second walk reads this much further than the first walk's share of matches says it needs. */
const WALK_MARGIN = 1.5;

const placeholder = sql.placeholder;

/**
 * The exact matches newest first: how many, up to one more than listed; whether that is more
 * than listed; and the ids of a page of them. Each kind is read newest first from its own index,
 * so no more of them is read than needed: a kind with more than listed is enough to know the
 * count; else the kinds' ids are gathered and counted (one application can match two kinds: a
 * passport typed as its holder's name). The page's ids are the newest of each kind up to the
 * page, ordered bytewise (an id is hex: the column's order, without the collation's cost).
 */
export function exactMatchesSql(shape: SearchShape, exact: SQL[]) {
  const newest = (condition: SQL, limit: SQL) => sql`(select ${applications.id} as id from ${applications}
    where ${condition}${shape.status ? sql` and ${shape.status}` : sql``}
    order by ${applications.id} desc limit ${limit})`;
  const each = (limit: SQL) =>
    sql.join(
      exact.map((condition) => newest(condition, limit)),
      sql` union all `,
    );
  // Each kind counted once, in a subquery kept whole (offset 0): pulled up, every reference to a
  // kind's count would read its index again.
  const kinds = exact.map((_, i) => sql.raw(`k${i}`));
  const kindCounts = sql.join(
    exact.map(
      (condition, i) => sql`(select count(*) from ${newest(condition, COUNT_BOUND_SQL)} kind) as ${kinds[i]}`,
    ),
    sql`, `,
  );
  const fromKinds = sql`from (select ${kindCounts} offset 0) kinds`;
  const onePast = sql`greatest(${sql.join(kinds, sql`, `)}) > ${LISTED_SQL}`;
  const counted = sql`(select count(*) from (select distinct id from (${each(COUNT_BOUND_SQL)}) kinds) ids)`;
  return {
    count: sql`(select case when ${onePast} then ${COUNT_BOUND_SQL} else ${counted} end ${fromKinds})`,
    // The kinds together no more than listed need not be gathered: the common case, one read each.
    past: sql`(select ${onePast} or (${sql.join(kinds, sql` + `)} > ${LISTED_SQL} and ${counted} > ${LISTED_SQL}) ${fromKinds})`,
    pageIds: (
      offset: SQL,
      limit: SQL,
    ) => sql`select id from (select distinct id from (${each(sql`${offset} + ${limit}`)}) kinds) ids
        order by id collate "C" desc offset ${offset} limit ${limit}`,
  };
}

function prepareExact(db: Db, shape: SearchShape, exact: SQL[]) {
  const { count, pageIds } = exactMatchesSql(shape, exact);
  const offset = sql`${placeholder('offset')}::int`;
  return db
    .select({
      n: sql<number>`${count}::int`,
      ids: sql<string[]>`array(${pageIds(offset, sql`${placeholder('limit')}::int`)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(`applications_listed_exact_${shape.key}`);
}

/**
 * The page's rows in one statement with the walk that finds them, one round trip: the other
 * matches, newest first, up to the `walkLimit`th, found among the newest `walkRows` rows of the
 * list, each tested (the subquery's LIMIT keeps the walk on the primary key); the page is
 * `exactIds` (read before) then the walked matches past `walkOffset`. Every row carries how many
 * matches the walk found (`found`: one that falls short tells how common matches are), and with
 * no row on the page one row without an application carries it alone.
 */
function prepareWalkPage(db: Db, shape: SearchShape) {
  const notExact = shape.exact ? sql` and not (${sql.join(shape.exact, sql` or `)})` : sql``;
  const exactIds = sql`${placeholder('exactIds')}::text[]`;
  const page = sql`(with walked as (
      select ${applications.id} as id, row_number() over (order by ${applications.id} desc) as n
      from (select * from ${applications} order by ${applications.id} desc limit ${placeholder('walkRows')}) as ${applications}
      where ${shape.match}${notExact}
      order by ${applications.id} desc limit ${placeholder('walkLimit')}
    )
    select ids.id, ids.ord, counted.found from (select count(*) as found from walked) counted
    left join lateral (
      select id, ord from unnest(${exactIds}) with ordinality as exact(id, ord)
      union all
      select id, cardinality(${exactIds}) + n from walked where n > ${placeholder('walkOffset')}
    ) ids on true) as page`;
  // `total`, as every page statement's, for splitTotal: here the matches the walk found.
  return db
    .select({ ...columns, total: sql<string>`page.found` })
    .from(applications)
    .rightJoin(page, sql`page.id = ${applications.id}`)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .orderBy(sql`page.ord`)
    .prepare(`applications_listed_walk_${shape.key}`);
}

/** How far a second walk goes for `wanted` matches, given `found` in the first; 0: not worth it. */
function secondWalkRows(wanted: number, found: number): number {
  if (found === 0) return 0;
  const rows = Math.ceil(((wanted * WALK_ROWS) / found) * WALK_MARGIN);
  return rows <= LONGEST_WALK_ROWS ? rows : 0;
}

function prepareRows(db: Db) {
  return db
    .select(columns)
    .from(applications)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .where(sql`${applications.id} = any(${placeholder('ids')}::text[])`)
    .prepare('applications_listed_rows');
}

type Params = PageParams & Record<string, unknown>;

/** The page's rows in the order of `ids`. */
async function rowsOf(db: Db, ids: string[]): Promise<ApplicationRow[]> {
  const rows = await prepared(db, 'listed-rows', () => prepareRows(db)).execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** The page's rows among the first SEARCH_MATCHES_LISTED matches: how many, 0 past them. */
export const listedLimit = (params: PageParams) =>
  Math.min(params.limit, SEARCH_MATCHES_LISTED - params.offset);

/** The exact matches counted up to one more than listed, and the page's among them. */
type ExactMatches = { count: number; ids: string[] };

/** The exact matches of `shape`, if it has any, for the page of `limit` rows. */
async function exactMatches(
  db: Db,
  shape: SearchShape,
  params: Params,
  limit: number,
): Promise<ExactMatches> {
  if (!shape.exact) return { count: 0, ids: [] };
  const exact = shape.exact;
  const statement = prepared(db, `listed-exact:${shape.key}`, () => prepareExact(db, shape, exact));
  const [found] = await statement.execute({ ...params, limit: Math.max(limit, 0) });
  return { count: found?.n ?? 0, ids: found?.ids ?? [] };
}

/** The page's rows among the first SEARCH_MATCHES_LISTED matches (none past them). */
export async function listedPage(db: Db, shape: SearchShape, params: Params): Promise<ApplicationRow[]> {
  const limit = listedLimit(params);
  if (limit <= 0) return [];
  const { count: exactCount, ids: exactIds } = await exactMatches(db, shape, params, limit);
  const wanted = limit - exactIds.length;
  if (wanted <= 0) return rowsOf(db, exactIds);
  const statement = prepared(db, `listed-walk:${shape.key}`, () => prepareWalkPage(db, shape));
  const walkOffset = Math.max(0, params.offset - exactCount);
  const walkLimit = walkOffset + wanted;
  const walk = async (walkRows: number) =>
    splitTotal(await statement.execute({ ...params, walkRows, walkLimit, walkOffset, exactIds }));
  let walked = await walk(WALK_ROWS);
  const further = walked.total < walkLimit ? secondWalkRows(walkLimit, walked.total) : 0;
  if (further > 0) walked = await walk(further);
  if (walked.total >= walkLimit) return walked.rows;
  // The walks ended before the page: matches are rarer than walking is quick for.
  const all = prepared(db, `search-all:${shape.key}`, () => prepareSearch(db, shape, false));
  return splitTotal(await all.execute({ ...params, limit })).rows;
}
