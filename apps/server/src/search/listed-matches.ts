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
 *   LONGEST_WALK_ROWS; otherwise, and when the walk met no match at all, the page is read from
 *   every match (every row of a common surname: 33,333 rows at a million).
 */
import { SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { applications } from '../db/schema.ts';
import { exactMatchesSql } from './exact-matches.ts';
import { prepareSearch } from './matches-statement.ts';
import {
  type PageParams,
  type PageRow,
  type RowSource,
  selectRows,
  splitTotal,
  statementName,
} from './row-source.ts';
import type { SearchShape } from './shapes.ts';

/** The most rows the first walk reads. */
export const WALK_ROWS = 10_000;
/** The most rows a second walk reads before the page is read from every match instead. */
export const LONGEST_WALK_ROWS = 100_000;
/** A second walk reads this much further than the first walk's share of matches says it needs. */
const WALK_MARGIN = 1.5;

const placeholder = sql.placeholder;

function prepareExact(db: Db, rows: RowSource<unknown>, shape: SearchShape, exact: SQL[]) {
  const { count, pageIds } = exactMatchesSql(shape, exact);
  const offset = sql`${placeholder('offset')}::int`;
  return db
    .select({
      n: sql<number>`${count}::int`,
      ids: sql<string[]>`array(${pageIds(offset, sql`${placeholder('limit')}::int`)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(statementName(rows, `listed_exact_${shape.key}`));
}

/**
 * The page's rows in one statement with the walk that finds them, one round trip: the other
 * matches, newest first, up to the `walkLimit`th, found among the newest `walkRows` rows of the
 * list, each tested (the subquery's LIMIT keeps the walk on the primary key); the page is
 * `exactIds` (read before) then the walked matches past `walkOffset`. Every row carries how many
 * matches the walk found (`found`: one that falls short tells how common matches are), and with
 * no row on the page one row without an application carries it alone.
 */
function prepareWalkPage(db: Db, rows: RowSource<unknown>, shape: SearchShape) {
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
  return selectRows(db, rows, { total: sql<string>`page.found` }, (query) =>
    query.rightJoin(page, sql`page.id = ${applications.id}`),
  )
    .orderBy(sql`page.ord`)
    .prepare(statementName(rows, `listed_walk_${shape.key}`));
}

/** How far a second walk goes for `wanted` matches, given `found` in the first; 0: not worth it. */
function secondWalkRows(wanted: number, found: number): number {
  if (found === 0) return 0;
  const rows = Math.ceil(((wanted * WALK_ROWS) / found) * WALK_MARGIN);
  return rows <= LONGEST_WALK_ROWS ? rows : 0;
}

function prepareRows(db: Db, rows: RowSource<unknown>) {
  return selectRows(db, rows, {})
    .where(sql`${applications.id} = any(${placeholder('ids')}::text[])`)
    .prepare(statementName(rows, 'listed_rows'));
}

/** The page's rows in the order of `ids`. */
async function rowsOf<Row>(db: Db, rows: RowSource<Row>, ids: string[]): Promise<Row[]> {
  const statement = prepared(db, `${rows.key}:listed-rows`, () => prepareRows(db, rows));
  const found = (await statement.execute({ ids })) as PageRow[];
  const byId = new Map(found.map((row) => [row.id, row as Row]));
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
  rows: RowSource<unknown>,
  shape: SearchShape,
  params: PageParams,
  limit: number,
): Promise<ExactMatches> {
  if (!shape.exact) return { count: 0, ids: [] };
  const exact = shape.exact;
  const statement = prepared(db, `${rows.key}:listed-exact:${shape.key}`, () =>
    prepareExact(db, rows, shape, exact),
  );
  const [found] = await statement.execute({ ...params, limit: Math.max(limit, 0) });
  return { count: found?.n ?? 0, ids: found?.ids ?? [] };
}

/** The page's rows among the first SEARCH_MATCHES_LISTED matches (none past them). */
export async function listedPage<Row>(
  db: Db,
  rows: RowSource<Row>,
  shape: SearchShape,
  params: PageParams,
): Promise<Row[]> {
  const limit = listedLimit(params);
  if (limit <= 0) return [];
  const { count: exactCount, ids: exactIds } = await exactMatches(db, rows, shape, params, limit);
  const wanted = limit - exactIds.length;
  if (wanted <= 0) return rowsOf(db, rows, exactIds);
  const statement = prepared(db, `${rows.key}:listed-walk:${shape.key}`, () =>
    prepareWalkPage(db, rows, shape),
  );
  const walkOffset = Math.max(0, params.offset - exactCount);
  const walkLimit = walkOffset + wanted;
  const walk = async (walkRows: number) =>
    splitTotal<Row>(
      (await statement.execute({ ...params, walkRows, walkLimit, walkOffset, exactIds })) as PageRow[],
    );
  let walked = await walk(WALK_ROWS);
  const further = walked.total < walkLimit ? secondWalkRows(walkLimit, walked.total) : 0;
  if (further > 0) walked = await walk(further);
  if (walked.total >= walkLimit) return walked.rows;
  // The walks ended before the page: matches are rarer than walking is quick for.
  const all = prepared(db, `${rows.key}:search-all:${shape.key}`, () =>
    prepareSearch(db, rows, shape, false),
  );
  return splitTotal<Row>((await all.execute({ ...params, limit })) as PageRow[]).rows;
}
