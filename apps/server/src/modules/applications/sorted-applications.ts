/**
 * The application list in an order other than its own (newest first, `application-search.ts`):
 * by name, by status, by a visa date, or oldest first. The default order keeps every measured path of
 * `listApplications`; these orders are read simply, each through an index:
 *
 * - `name` walks `applications_search_name_idx` (the folded given name and surname, then id),
 *   forwards or backwards; `-createdAt` and `createdAt` the primary key.
 * - `status` walks `applications_status_newest_idx` (status, then newest first; migration 0024),
 *   `-status` the existing (status, id) index backwards.
 * - `pending` and `approve` (the visa collect and approve dates) and their reverses each walk an
 *   index of their own (migration 0026): applications without the date come last in both
 *   directions, and one index read backwards would put them first.
 *
 * A page reads the rows before it, (the default list walks an index instead): near the start
 * it is a few milliseconds, far from it slower. A search is sorted only while it lists every
 * match (no more than SEARCH_MATCHES_LISTED, the bound the search reads anyway): the matches are
 * pinned, then ordered. A search matching more is answered by `listApplications` in its own order
 * (exact matches first, newest first) with `moreThan`: sorting it would read every match.
 */
import { type ApplicationSort, SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { applications, users } from '../../db/schema.ts';
import { applicationRowColumns as columns } from './application-row.ts';
import {
  type ApplicationsPage,
  countedPastListed,
  type ListQuery,
  listApplications,
  matchingIds,
  planListSearch,
  type SearchShape,
  splitTotal,
  totalQuery,
  withStatusOf,
} from './application-search.ts';

const placeholder = sql.placeholder;

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
};

/** One page of the whole list (or one status) in the order, each row with the total. */
function prepareSortedPage(db: Db, sort: ApplicationSort, withStatus: boolean) {
  return db
    .select({ ...columns, total: sql<string>`(${totalQuery(db, withStatus)})` })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .where(withStatusOf(withStatus))
    .orderBy(...ORDER[sort]())
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(`applications_sorted_${sort}_${withStatus}`);
}

/**
 * A search page in the order: at most COUNT_BOUND matches pinned (none when the counts table
 * already has more than listed), the page of them ordered, and one row carrying the count and
 * whether the counts table said "more" even when the page is empty.
 */
function prepareSortedSearch(db: Db, shape: SearchShape, sort: ApplicationSort) {
  const ids = matchingIds(shape, SEARCH_MATCHES_LISTED + 1);
  const page = sql`(with matches as materialized (${ids}),
    counted as (select count(*) as n, ${countedPastListed(shape)} as past from matches)
    select ordered.id, counted.n as total, counted.past as past from counted left join (
      select ${applications.id} as id from ${applications} where ${applications.id} in (select id from matches)
      order by ${sql.join(ORDER[sort](), sql`, `)}
      limit ${placeholder('limit')} offset ${placeholder('offset')}
    ) ordered on true) as page`;
  return db
    .select({ ...columns, total: sql<string>`page.total`, past: sql<boolean>`page.past` })
    .from(applications)
    .rightJoin(page, sql`page.id = ${applications.id}`)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .orderBy(...ORDER[sort]())
    .prepare(`applications_sorted_search_${shape.key}_${sort}`);
}

/** The application list in `sort`'s order; the default order is `listApplications`'s own. */
export async function listSortedApplications(
  db: Db,
  query: ListQuery & { sort: ApplicationSort },
): Promise<ApplicationsPage> {
  const { sort } = query;
  if (sort === '-createdAt') return listApplications(db, query);
  const withStatus = query.status !== undefined;
  const params = { status: query.status, limit: query.limit, offset: (query.page - 1) * query.limit };

  if (!query.search) {
    const read = prepared(db, `sorted:${sort}:${withStatus}`, () => prepareSortedPage(db, sort, withStatus));
    const result = splitTotal(await read.execute(params));
    if (result.rows.length > 0 || params.offset === 0) return result;
    const [counted] = await totalQuery(db, withStatus).execute(params);
    return { rows: [], total: Number(counted?.n ?? 0) };
  }

  const search = planListSearch(query.search, withStatus);
  if (!search) return { rows: [], total: 0 };
  const shape = prepared(db, `shape:${search.key}`, search.build);
  const statement = prepared(db, `sorted-search:${search.key}:${sort}`, () =>
    prepareSortedSearch(db, shape, sort),
  );
  const found = await statement.execute({ ...params, ...search.params });
  const isPast = found[0]?.past === true || Number(found[0]?.total ?? 0) > SEARCH_MATCHES_LISTED;
  if (isPast) return listApplications(db, query);
  return splitTotal(found.map(({ past: _, ...row }) => row));
}
