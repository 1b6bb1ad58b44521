/** The statement that pins a shape's matches and reads the page of them, with their count. */
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import { exactMatchesSql } from './exact-matches.ts';
import { type RowSource, selectRows, statementName } from './row-source.ts';
import { COUNT_BOUND, COUNT_BOUND_SQL, countedPastListed, matchingIds, type SearchShape } from './shapes.ts';

const placeholder = sql.placeholder;

/**
 * The total that marks an answer whose rows are the page of exact matches alone, because they
 * are more than listed (`prepareSearch`); COUNT_BOUND marks more matches than listed, the page
 * still to be read.
 */
export const EXACT_PAGE_TOTAL = COUNT_BOUND + 1;

/**
 * A search page in one statement. The matching ids come first, through the indexes
 * (MATERIALIZED pins that plan: inlined, the planner may walk the primary key backwards testing
 * every row), with their count; only the page's rows are then read and joined. Exact matches
 * (passport or full name) first, then newest first, as the list. Bounded, at most COUNT_BOUND
 * matches are read: the ranking and count are right while there are no more than
 * SEARCH_MATCHES_LISTED; unbounded (`listedPage`'s last resort), it reads every match.
 *
 * Bounded, a term the counts table has past the bound finds no id (`matchingIds`); the answer is
 * then one row without an application whose total is COUNT_BOUND, so that an empty answer means
 * an empty page, and telling the two apart takes no second statement.
 *
 * Bounded, a name of two words first counts its exact matches from their own indexes. When they
 * alone are more than listed, the page is theirs, read from those indexes, and no other match is
 * looked for: each row, and one row without an application, carry EXACT_PAGE_TOTAL. Otherwise
 * the matches are read as for any term, in the same statement.
 */
export function prepareSearch(db: Db, rows: RowSource<unknown>, shape: SearchShape, bounded: boolean) {
  const exactFirst =
    bounded && shape.exactFirst && shape.exact ? exactMatchesSql(shape, shape.exact) : undefined;
  const exactPast = sql`(select past from exact_past)`;
  const ids = matchingIds(shape, bounded ? COUNT_BOUND : undefined, exactFirst ? exactPast : undefined);
  const past =
    bounded && shape.counted
      ? sql` union all select null, false, ${COUNT_BOUND_SQL} where ${countedPastListed(shape)}`
      : sql``;
  const offset = sql`${placeholder('offset')}::int`;
  const listedRows = sql`${placeholder('listedRows')}::int`;
  const exactTotal = sql.raw(String(EXACT_PAGE_TOTAL));
  const exactPage = exactFirst
    ? sql` union all select id, true, ${exactTotal} from (${exactFirst.pageIds(offset, listedRows)}) exact_page where ${exactPast}
      union all select null, false, ${exactTotal} where ${exactPast}`
    : sql``;
  const exactCount = exactFirst
    ? sql`exact_past as materialized (select ${exactFirst.past} as past), `
    : sql``;
  const page = sql`(with ${exactCount}matches as materialized (${ids})
    (select id, exact, count(*) over () as total from matches order by exact desc, id desc
    limit ${placeholder('limit')} offset ${placeholder('offset')})${past}${exactPage}) as page`;
  return selectRows(db, rows, { total: sql<string>`page.total` }, (query) =>
    query.rightJoin(page, sql`page.id = ${applications.id}`),
  )
    .orderBy(sql`page.exact desc`, desc(applications.id))
    .prepare(statementName(rows, `matches_${shape.key}_${bounded ? 'bounded' : 'all'}`));
}
