/**
 * A page of the list without a term, newest first, its total from the trigger-kept counts: near the
 * start read with OFFSET, far from it found through the counts per range of ids.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { applicationCounts, applications } from '../db/schema.ts';
import type { FilterPlan } from './filters.ts';
import type { PageParams, PageRow, RowSource, SearchPage } from './row-source.ts';
import { selectRows, splitTotal, statementName } from './row-source.ts';

const placeholder = sql.placeholder;

/** The number of applications (of one status) from the trigger-kept counts table, never a count. */
export function totalQuery(db: Db, withStatus: boolean) {
  return db
    .select({ n: sql<string>`coalesce(sum(${applicationCounts.n}), 0)` })
    .from(applicationCounts)
    .where(withStatus ? eq(applicationCounts.status, placeholder('status')) : undefined);
}

/** One page with the total from the counts table, newest first: one round trip. */
function preparePage(db: Db, rows: RowSource<unknown>, filters: FilterPlan) {
  return selectRows(db, rows, { total: sql<string>`(${totalQuery(db, filters.withStatus)})` })
    .where(filters.where)
    .orderBy(desc(applications.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(statementName(rows, `page_${filters.key}`));
}

/**
 * The first range of ids, oldest first, whose running count passes `from` (rows of one status,
 * or all), and how many rows come before it: `counts` is a counts table of ranges (migration
 * 0015), `within` narrows it (the spans of one block).
 */
function rangeAt(
  counts: SQL,
  key: SQL,
  within: SQL | undefined,
  before: SQL,
  from: SQL,
  withStatus: boolean,
) {
  const where = and(within, withStatus ? sql`status = ${placeholder('status')}` : undefined);
  const upTo = sql`${before} + sum(sum(n)) over (order by ${key} rows unbounded preceding)`;
  return sql`select ${key} as key, upto - n as before from (
      select ${key}, sum(n) as n, ${upTo} as upto from ${counts} where ${where ?? sql`true`} group by ${key}
    ) ranges where upto > ${from} order by ${key} limit 1`;
}

/**
 * A page far from the start in one statement, so one round trip: the
 * total from the counts table says which rows counted from the oldest make the page (`first`,
 * and `size`: a last page may be short, a page past the end has none); the block holding the
 * first is found by summing the blocks' counts, its span by summing that block's spans; the rows
 * are then read from the span's first id, skipping at most the span's own rows (through the
 * index alone), and only those on the page are joined. Newest first, each row with the total.
 */
function prepareLocatedPage(db: Db, rows: RowSource<unknown>, filters: FilterPlan) {
  const { withStatus } = filters;
  const total = totalQuery(db, withStatus);
  const first = sql`(select first from page_window)`;
  const block = rangeAt(sql`application_block_counts`, sql`block`, undefined, sql`0`, first, withStatus);
  const span = rangeAt(
    sql`application_span_counts`,
    sql`span`,
    sql`block = (select key from at_block)`,
    sql`(select before from at_block)`,
    first,
    withStatus,
  );
  const offset = sql`${placeholder('offset')}::bigint`;
  const limit = sql`${placeholder('limit')}::bigint`;
  const ids = sql`with page_window as (
      select greatest(0, total.n - ${offset} - ${limit}) as first, least(${limit}, total.n - ${offset}) as size
      from (select (${total}) as n) total
    ), at_block as (${block}), at_span as (${span})
    select a.id from at_span cross join lateral (
      select id from applications a where a.id >= at_span.key ${withStatus ? sql`and a.is_status = ${placeholder('status')}` : sql``}
      order by a.id offset (${first} - at_span.before)::bigint limit greatest((select size from page_window), 0)
    ) a`;
  // The ids as an array: a generic plan cannot tell how few rows a join with them would bring,
  // and reads the whole table to join them; an array is looked up id by id.
  return selectRows(db, rows, { total: sql<string>`(${total})` })
    .where(sql`${applications.id} = any(array(${ids}))`)
    .orderBy(desc(applications.id))
    .prepare(statementName(rows, `located_page_${filters.key}`));
}

/** From this many rows in, a plain page is found through the counts per range of ids. */
export const FAR_OFFSET = 1_000;

/**
 * A page of the whole list (or under the filters the count tables keep), with the total from the counts table: one round trip.
 * A page reads past every row before it, so far from the start (a page reached by editing the
 * address) it is found through the counts per range of ids: any page reads at most
 * one span's rows besides its own. A page past the end has no row to carry the total, which is
 * then read alone.
 */
export async function plainPage<Row>(
  db: Db,
  rows: RowSource<Row>,
  filters: FilterPlan,
  params: PageParams,
): Promise<SearchPage<Row>> {
  const read =
    params.offset < FAR_OFFSET
      ? prepared(db, `${rows.key}:page:${filters.key}`, () => preparePage(db, rows, filters))
      : prepared(db, `${rows.key}:located:${filters.key}`, () => prepareLocatedPage(db, rows, filters));
  const result = splitTotal<Row>((await read.execute(params)) as PageRow[]);
  if (result.rows.length > 0 || params.offset === 0) return result;
  const counter = prepared(db, `total:${filters.withStatus}`, () =>
    totalQuery(db, filters.withStatus).prepare(`search_total_${filters.withStatus}`),
  );
  const [counted] = await counter.execute(params);
  return { rows: [], total: Number(counted?.n ?? 0) };
}
