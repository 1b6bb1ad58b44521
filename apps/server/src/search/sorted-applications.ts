/**
 * The application list in an order other than its own (newest first, `index.ts`):
 * by name, by status, by a visa date, or oldest first. The default order keeps every measured path of
 * the search; these orders are read simply, each through an index:
 *
 * - `name` walks `applications_search_name_idx` (the folded given name and surname, then id),
 *   forwards or backwards; `-createdAt` and `createdAt` the primary key.
 * - `status` walks `applications_status_newest_idx` (status, then newest first; migration 0024),
 *   `-status` the existing (status, id) index backwards.
 * - `pending` and `approve` (the visa collect and approve dates) and their reverses each walk an
 *   index of their own (migration 0026): applications without the date come last in both
 *   directions, and one index read backwards would put them first.
 * - `deadline` walks `applications_next_deadline_idx` (the nearest expiry, overdue first, those
 *   without any last, newest first within a day). It has no reverse: the latest deadline first is
 *   no question an office asks, and it would need an index of its own.
 *
 * Under a filter whose matches come first in the order (`orderedBy`: "expiring within" and
 * `deadline`), the page is read from the start of the order's index, the matches counted up to
 * the bound.
 *
 * A page reads the rows before it (the default list walks an index instead): near the start
 * it is a few milliseconds, far from it slower. A search is sorted only while it lists every
 * match (no more than SEARCH_MATCHES_LISTED, the bound the search reads anyway): the matches are
 * pinned, then ordered. A search matching more is answered in the list's own order
 * (exact matches first, newest first) with `moreThan`: sorting it would read every match.
 */
import { type ApplicationSort, SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { applications } from '../db/schema.ts';
import type { FilterPlan } from './filters.ts';
import { listedLimit } from './listed-matches.ts';
import { totalQuery } from './plain-page.ts';
import {
  type PageParams,
  type PageRow,
  type RowSource,
  type SearchPage,
  selectRows,
  splitTotal,
  statementName,
} from './row-source.ts';
import type { SearchShape, ShapePlan } from './shapes.ts';
import { COUNT_BOUND_SQL, countedPastListed, matchingIds } from './shapes.ts';

const { placeholder } = sql;

/**
 * The ORDER BY of each sort; ties (two applicants of one name) follow the direction by id, and
 * within a status or a day the newest come first. Exported for the test that each has its index.
 */
export const ORDER: Record<ApplicationSort, () => SQL[]> = {
  '-createdAt': () => [desc(applications.id)],
  createdAt: () => [asc(applications.id)],
  name: () => [asc(applications.searchName), asc(applications.id)],
  '-name': () => [desc(applications.searchName), desc(applications.id)],
  status: () => [asc(applications.isStatus), desc(applications.id)],
  '-status': () => [desc(applications.isStatus), desc(applications.id)],
  pending: () => [sql`${applications.pending} asc nulls last`, desc(applications.id)],
  '-pending': () => [sql`${applications.pending} desc nulls last`, desc(applications.id)],
  approve: () => [sql`${applications.approve} asc nulls last`, desc(applications.id)],
  '-approve': () => [sql`${applications.approve} desc nulls last`, desc(applications.id)],
  deadline: () => [sql`${applications.nextDeadline} asc nulls last`, desc(applications.id)],
};

/** One page of the whole list (or one status) in the order, each row with the total. */
function prepareSortedPage(db: Db, rows: RowSource<unknown>, sort: ApplicationSort, filters: FilterPlan) {
  return selectRows(db, rows, { total: sql<string>`(${totalQuery(db, filters.withStatus)})` })
    .where(filters.where)
    .orderBy(...ORDER[sort]())
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(statementName(rows, `sorted_${sort}_${filters.key}`));
}

/**
 * A search page in the order: at most COUNT_BOUND matches pinned (none when the counts table
 * already has more than listed), the page of them ordered, and one row carrying the count and
 * whether the counts table said "more" even when the page is empty.
 */
function prepareSortedSearch(db: Db, rows: RowSource<unknown>, shape: SearchShape, sort: ApplicationSort) {
  const ids = matchingIds(shape, SEARCH_MATCHES_LISTED + 1);
  const page = sql`(with matches as materialized (${ids}),
    counted as (select count(*) as n, ${countedPastListed(shape)} as past from matches)
    select ordered.id, counted.n as total, counted.past as past from counted left join (
      select ${applications.id} as id from ${applications} where ${applications.id} in (select id from matches)
      order by ${sql.join(ORDER[sort](), sql`, `)}
      limit ${placeholder('limit')} offset ${placeholder('offset')}
    ) ordered on true) as page`;
  return selectRows(db, rows, { total: sql<string>`page.total`, past: sql<boolean>`page.past` }, (query) =>
    query.rightJoin(page, sql`page.id = ${applications.id}`),
  )
    .orderBy(...ORDER[sort]())
    .prepare(statementName(rows, `sorted_search_${shape.key}_${sort}`));
}

/** A page of the list in a sort's order under filters: the two ways below. */
type SortedPager = <Row>(
  db: Db,
  rows: RowSource<Row>,
  sort: ApplicationSort,
  filters: FilterPlan,
  params: PageParams,
) => Promise<SearchPage<Row>>;

/** The prepared statement of one kind of sorted page, for one row source, sort and filters. */
const statementOf =
  (kind: string, prepare: typeof prepareSortedPage) =>
  (db: Db, rows: RowSource<unknown>, sort: ApplicationSort, filters: FilterPlan) =>
    prepared(db, `${rows.key}:${kind}:${sort}:${filters.key}`, () => prepare(db, rows, sort, filters));

const sortedStatement = statementOf('sorted', prepareSortedPage);

/**
 * A page of the whole list (or under the filters the count tables keep) in `sort`'s order, each
 * row with the total from the counts table.
 */
export const sortedPage: SortedPager = async <Row>(
  db: Db,
  rows: RowSource<Row>,
  sort: ApplicationSort,
  filters: FilterPlan,
  params: PageParams,
) => {
  const read = sortedStatement(db, rows, sort, filters);
  const result = splitTotal<Row>((await read.execute(params)) as PageRow[]);
  if (result.rows.length > 0 || params.offset === 0) return result;
  const [counted] = await totalQuery(db, filters.withStatus).execute(params);
  return { rows: [], total: Number(counted?.n ?? 0) };
};

/**
 * A page of the matches of one shape in `sort`'s order; undefined when they are more than
 * listed, which the caller then lists in the list's own order.
 */
export async function sortedMatchesPage<Row>(
  db: Db,
  rows: RowSource<Row>,
  sort: ApplicationSort,
  plan: ShapePlan,
  params: PageParams,
): Promise<SearchPage<Row> | undefined> {
  const shape = prepared(db, `shape:${plan.key}`, plan.build);
  const statement = prepared(db, `${rows.key}:sorted-search:${plan.key}:${sort}`, () =>
    prepareSortedSearch(db, rows, shape, sort),
  );
  const found = (await statement.execute(params)) as (PageRow & { past: boolean })[];
  const isPast = found[0]?.past === true || Number(found[0]?.total ?? 0) > SEARCH_MATCHES_LISTED;
  if (isPast) return undefined;
  return splitTotal<Row>(found.map(({ past: _, ...row }) => row as PageRow));
}

/**
 * The matches of the filters counted up to COUNT_BOUND: those among the first COUNT_BOUND rows of
 * the order (the matches come first), so at most that many index entries are read.
 */
const boundedCount = (sort: ApplicationSort, filters: FilterPlan) =>
  sql`(select count(*) from (select * from ${applications} where ${filters.countedWhere ?? sql`true`}
    order by ${sql.join(ORDER[sort](), sql`, `)} limit ${COUNT_BOUND_SQL}) as ${applications}
    where ${filters.uncounted})`;

/** A page of the filters' matches in the order, each row with the bounded count; none: the count alone. */
function prepareRangePage(db: Db, rows: RowSource<unknown>, sort: ApplicationSort, filters: FilterPlan) {
  // The matches come first in the order, so the page is the page of the list in the order (under
  // the counted filters), less the rows past the matches: the index read from its start whatever
  // plan a filter's estimate would have the planner choose (sorting a third of the table). Its
  // ids as an array: joined as a table, a LIMIT the generic plan cannot read is guessed at a
  // tenth of the table, and the rows are then hashed from a scan of all of it.
  const pageIds = sql`array(select ${applications.id} from (select * from ${applications}
    where ${filters.countedWhere ?? sql`true`} order by ${sql.join(ORDER[sort](), sql`, `)}
    limit ${placeholder('limit')} offset ${placeholder('offset')}) as ${applications}
    where ${filters.uncounted})`;
  const counted = sql`(select ${boundedCount(sort, filters)} as n) as counted`;
  return selectRows(db, rows, { total: sql<string>`counted.n` })
    .rightJoin(counted, sql`${applications.id} = any(${pageIds})`)
    .orderBy(...ORDER[sort]())
    .prepare(statementName(rows, `range_${sort}_${filters.key}`));
}

const rangeStatement = statementOf('range', prepareRangePage);

/**
 * A page of the list under filters whose matches come first in `sort`'s order, in that order:
 * the page read from the start of its index, the matches counted up to COUNT_BOUND; past SEARCH_MATCHES_LISTED,
 * the first that many are listed, as a search's are, and `moreThan` says so.
 */
export const rangePage: SortedPager = async (db, rows, sort, filters, params) => {
  const read = rangeStatement(db, rows, sort, filters);
  const limit = Math.max(0, listedLimit(params));
  return listedOnly(splitTotal((await read.execute({ ...params, limit })) as PageRow[]));
};

/** A page whose total is past SEARCH_MATCHES_LISTED says that many, and `moreThan`. */
const listedOnly = <Row>(page: SearchPage<Row>): SearchPage<Row> =>
  page.total <= SEARCH_MATCHES_LISTED
    ? page
    : { rows: page.rows, total: SEARCH_MATCHES_LISTED, moreThan: true };
