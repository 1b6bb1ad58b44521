/**
 * A page of a term's matches (or of filters the count tables do not keep), each shape of match
 * through prepared statements of its own: counted up to one more than listed, ranked exact
 * matches first and then newest first; past the bound, `listed-matches.ts` finds the page.
 */
import { SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { applications } from '../db/schema.ts';
import { listedLimit, listedPage } from './listed-matches.ts';
import { EXACT_PAGE_TOTAL, prepareSearch } from './matches-statement.ts';
import type { PageParams, PageRow, RowSource, SearchPage } from './row-source.ts';
import { selectRows, splitTotal, statementName } from './row-source.ts';
import {
  COUNT_BOUND,
  COUNT_BOUND_SQL,
  countedPastListed,
  matchingIds,
  type SearchShape,
  type ShapePlan,
} from './shapes.ts';

const placeholder = sql.placeholder;

/**
 * The number of matches up to COUNT_BOUND, when the first statement found no row: a page past
 * its end. A term counted past the bound since that statement (another statement's snapshot)
 * answers COUNT_BOUND here too.
 */
function prepareSearchCount(db: Db, shape: SearchShape) {
  const counted = db.select({ n: count() }).from(sql`(${matchingIds(shape, COUNT_BOUND)}) as matches`);
  return db
    .select({
      n: sql<number>`case when ${countedPastListed(shape)} then ${COUNT_BOUND_SQL} else (${counted}) end`,
    })
    .from(sql`(select 1) as one`)
    .prepare(`search_count_${shape.key}`);
}

/**
 * A page of a passport-prefix search whose matches an index gives newest first (two characters),
 * in one statement: the page read from that index (the caller stops it at the
 * SEARCH_MATCHES_LISTED-th match), and the total from the counts table, which holds exactly the
 * passports under a prefix, so no match is counted. With no row on the page, one
 * row without an application carries the total.
 */
function prepareOrderedPage(db: Db, rows: RowSource<unknown>, shape: SearchShape, counted: SQL) {
  const page = sql`(select ${applications.id} as id from ${applications} where ${shape.match}
    order by ${applications.id} desc limit ${placeholder('limit')} offset ${placeholder('offset')}) as page`;
  const total = sql`(select least(${counted}, ${COUNT_BOUND_SQL}) as n) as counted`;
  return selectRows(db, rows, { total: sql<string>`counted.n` }, (query) =>
    query.innerJoin(page, sql`page.id = ${applications.id}`),
  )
    .rightJoin(total, sql`true`)
    .orderBy(desc(applications.id))
    .prepare(statementName(rows, `ordered_${shape.key}`));
}

/**
 * One search page through the prepared statements of one shape of match. Matches are counted
 * up to COUNT_BOUND: no more than SEARCH_MATCHES_LISTED, the page and total are exact, in one
 * round trip; more, the first SEARCH_MATCHES_LISTED are listed, `moreThan` says so, and the page
 * is read without reading every match (`listedPage`).
 */
async function searchPage<Row>(db: Db, rows: RowSource<Row>, plan: ShapePlan, params: PageParams) {
  const { key, build } = plan;
  const shape = () => prepared(db, `shape:${key}`, build);
  const statement = prepared(db, `${rows.key}:search:${key}`, () => prepareSearch(db, rows, shape(), true));
  // `listedRows`: the page's rows among the listed, for a page of exact matches alone.
  const result = splitTotal<Row>(
    (await statement.execute({ ...params, listedRows: Math.max(0, listedLimit(params)) })) as PageRow[],
  );
  let total = result.total;
  if (total === EXACT_PAGE_TOTAL)
    return { rows: result.rows, total: SEARCH_MATCHES_LISTED, moreThan: true as const };
  // No row at all: a page past the end, whose total only a count can say.
  if (result.rows.length === 0 && total === 0 && params.offset > 0) {
    const counter = prepared(db, `search-count:${key}`, () => prepareSearchCount(db, shape()));
    total = Number((await counter.execute(params))[0]?.n ?? 0);
  }
  if (total <= SEARCH_MATCHES_LISTED) return total === result.total ? result : { rows: [], total };
  const listed = await listedPage(db, rows, shape(), params);
  return { rows: listed, total: SEARCH_MATCHES_LISTED, moreThan: true as const };
}

/** A search page of a shape whose matches an index gives newest first: one statement, however many match. */
async function orderedSearchPage<Row>(db: Db, rows: RowSource<Row>, plan: ShapePlan, params: PageParams) {
  const { key, build } = plan;
  const statement = prepared(db, `${rows.key}:ordered:${key}`, () => {
    const shape = prepared(db, `shape:${key}`, build);
    if (!shape.counted) throw new Error(`the ordered shape ${key} has no count`);
    return prepareOrderedPage(db, rows, shape, shape.counted);
  });
  // No further than the first SEARCH_MATCHES_LISTED matches, however many there are.
  const limit = Math.max(0, listedLimit(params));
  const page = splitTotal<Row>((await statement.execute({ ...params, limit })) as PageRow[]);
  return page.total <= SEARCH_MATCHES_LISTED
    ? page
    : { rows: page.rows, total: SEARCH_MATCHES_LISTED, moreThan: true as const };
}

/**
 * A page of the matches of one shape: through an index that gives them newest first when there
 * is one (`ordered`), else counted up to COUNT_BOUND and ranked.
 */
export const shapePage = <Row>(
  db: Db,
  rows: RowSource<Row>,
  plan: ShapePlan,
  params: PageParams,
): Promise<SearchPage<Row>> =>
  plan.ordered ? orderedSearchPage(db, rows, plan, params) : searchPage(db, rows, plan, params);
