/**
 * How the application list is read: the choices behind one page of the list, each with what it
 * was measured to save (figures at a million applications; docs/decisions/ has each one). What a
 * page holds is simple: applications newest first (one status, or all), with who created each,
 * `limit` rows from `offset`, and the total; a search keeps the matches, exact ones first. What
 * makes it fast:
 *
 * - Totals come from the trigger-kept counts table, never a count of the rows.
 * - Every shape of the query is a named prepared statement (status or not, which end, which kind
 *   of search, how many indexed words), run with a generic plan: PostgreSQL would re-plan the
 *   search on every execution, and a full-name search takes 1.5 ms instead of 3.4.
 * - A term of one or two characters reads a range of the passport index: matched
 *   anywhere it took 0.75-0.87 s on PostgreSQL and 1.5-1.6 s on PGlite, as a range 1.4-2.2 ms for
 *   two characters and 10-17 ms for one.
 * - Longer terms: every word in the folded search text through one trigram index, at most three
 *   words in its scan, the others filtering what it found (`search-terms.ts`).
 * - The matches are pinned as a MATERIALIZED step before the page is read (see `prepareSearch`),
 *   at most 1,001 of them: a search with more lists its first 1,000 and says so, read without
 *   reading every match (`listed-matches.ts`). A term the counts table keeps (one
 *   or two characters, one whole word of a name) is known to match more than that from one row,
 *   and then no index is read for the bound: reading it, a surname alone took 24 ms, one
 *   character 6.8.
 * - A page far from the start is found through trigger-kept counts per range of ids: blocks, then
 *   one block's spans, are summed, and the page read from its span's first id, skipping at most
 *   that span's rows. Read from the nearer end instead, the middle page of a million takes 0.24 s
 *   on PostgreSQL and 0.46 s on PGlite.
 */
import { type ApplicationStatus, SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { applicationCounts, applications, searchTermCounts, users } from '../../db/schema.ts';
import { type ApplicationRow, applicationRowColumns as columns } from './application-row.ts';
import { exactMatchesSql, listedLimit, listedPage } from './listed-matches.ts';
import { planSearch } from './search-terms.ts';

export type ListQuery = { page: number; limit: number; search: string; status?: ApplicationStatus };
/** `moreThan`: more applications match than the `total` listed. */
export type ApplicationsPage = { rows: ApplicationRow[]; total: number; moreThan?: true };

const placeholder = sql.placeholder;

/** The number of applications (of one status) from the trigger-kept counts table, never a count. */
export function totalQuery(db: Db, withStatus: boolean) {
  return db
    .select({ n: sql<string>`coalesce(sum(${applicationCounts.n}), 0)` })
    .from(applicationCounts)
    .where(withStatus ? eq(applicationCounts.status, placeholder('status')) : undefined);
}

export const withStatusOf = (withStatus: boolean) =>
  withStatus ? eq(applications.isStatus, placeholder('status')) : undefined;

/** One page with the total from the counts table, newest first: one round trip. */
function preparePage(db: Db, withStatus: boolean) {
  return db
    .select({ ...columns, total: sql<string>`(${totalQuery(db, withStatus)})` })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .where(withStatusOf(withStatus))
    .orderBy(desc(applications.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(`applications_page_${withStatus}`);
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
function prepareLocatedPage(db: Db, withStatus: boolean) {
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
  return db
    .select({ ...columns, total: sql<string>`(${total})` })
    .from(applications)
    .where(sql`${applications.id} = any(array(${ids}))`)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .orderBy(desc(applications.id))
    .prepare(`applications_located_page_${withStatus}`);
}

/**
 * How one shape of search matches an application: `match` (with `status`, if any), and `exact`,
 * what ranks first, any of them (absent: nothing does). `key` names its prepared statements.
 * `counted`, for a term the counts table keeps: how many applications it matches at least.
 * `lookup`: a condition every match
 * meets, through which an index finds candidates quickly but a row is slow to test; where rows
 * are tested one by one (the walk) it is left out.
 */
export type SearchShape = {
  key: string;
  match: SQL;
  status: SQL | undefined;
  exact: SQL[] | undefined;
  counted?: SQL;
  lookup?: SQL;
  /** The exact matches alone may be more than listed: a name of two words or more. */
  exactFirst?: true;
};

/**
 * The applications (of the status) counted under `term` in the trigger-kept counts table:
 * one or two rows read, however many match.
 */
function countedUnder(term: SQL, withStatus: boolean): SQL {
  const status = withStatus ? sql` and ${searchTermCounts.status} = ${placeholder('status')}` : sql``;
  return sql`(select coalesce(sum(${searchTermCounts.n}), 0) from ${searchTermCounts}
    where ${searchTermCounts.term} = ${term}${status})`;
}

const folded = (name: string) => sql`(select search_fold(${placeholder(name)}))`;

/** The name of a words shape's prepared statements, known before the shape is built. */
const wordsKey = (withStatus: boolean, indexed: number, oneWord: boolean, byDigits: boolean) =>
  `words_${withStatus}_${indexed}_${oneWord ? 'word' : 'words'}${byDigits ? '_digits' : ''}`;

/**
 * Every word of the term in the folded search text; see `SearchPlan`. A term of
 * one word matches at least the applications with that whole word in their name (`counted`).
 * `byDigits`: the words with five digits in a row are looked up by those digits' five-grams.
 * A run of digits has few trigrams (a thousand), each in a hundredth of the
 * rows: at a million applications the trigram index reads 40,000 entries to find a passport's
 * six digits. A five-gram is in about seventy.
 */
function wordsShape(withStatus: boolean, indexed: number, oneWord: boolean, byDigits: boolean): SearchShape {
  const text = applications.searchText;
  // Each pattern a separate condition on the column: the trigram index takes them all in one
  // scan. The other words, as one array, only filter the rows it found.
  const lookups = Array.from({ length: indexed }, (_, i) => sql`${text} like ${folded(`word${i}`)}`);
  const filters = sql`${text} like all (array(select search_fold(w) from unnest(${placeholder('filters')}::text[]) as w))`;
  // An exact match is always a match too: the passport and the full name hold every word.
  const exact = [
    sql`${applications.passport} = ${placeholder('passport')}`,
    sql`${applications.searchName} = ${folded('name')}`,
    sql`${applications.searchNameReversed} = ${folded('name')}`,
  ];
  return {
    key: wordsKey(withStatus, indexed, oneWord, byDigits),
    match: and(withStatusOf(withStatus), ...lookups, filters) as SQL,
    status: withStatusOf(withStatus),
    exact,
    counted: oneWord ? countedUnder(sql`'w:' || ${folded('name')}`, withStatus) : undefined,
    ...(oneWord ? {} : { exactFirst: true as const }),
    // The filters hold every word, so the five-grams only find candidates (migration 0020).
    lookup: byDigits
      ? sql`digit_grams(${text}) @> (select digit_grams(search_fold(${placeholder('digits')})))`
      : undefined,
  };
}

/**
 * A term of one or two characters has no trigram for the indexes to look up, and contained
 * anywhere it would match most rows, found only by reading the whole table (at a million
 * applications 0.9 s on PostgreSQL, 1.6 s on PGlite). It matches the start of a passport instead
 * (names have at least three characters, e-mails more). One character is a range
 * of one index, read from the index alone; its matches are common (one passport in 26), so a
 * page of more than listed is quickly walked. Two characters match one passport in 260: walking
 * for them would read ten times the rows, so they have an index of their own, newest first,
 * and a page of them reads only its own rows.
 */
function passportPrefixShape(withStatus: boolean, length: number): SearchShape & { counted: SQL } {
  const passport = sql`(${applications.passport} collate "C")`;
  const startsWith =
    length === 2
      ? sql`left(${applications.passport}, 2) = ${placeholder('prefixFrom')}`
      : and(sql`${passport} >= ${placeholder('prefixFrom')}`, sql`${passport} < ${placeholder('prefixTo')}`);
  return {
    key: prefixKey(withStatus, length),
    match: and(withStatusOf(withStatus), startsWith) as SQL,
    status: withStatusOf(withStatus),
    exact: undefined,
    counted: countedUnder(sql`'p:' || ${placeholder('prefixFrom')}`, withStatus),
  };
}

const prefixKey = (withStatus: boolean, length: number) => `prefix${length}_${withStatus}`;

/** Counted up to one more than SEARCH_MATCHES_LISTED: past it, the count stops. */
const COUNT_BOUND = SEARCH_MATCHES_LISTED + 1;
/** The two numbers as SQL literals, for the statements that compare with them. */
export const LISTED_SQL = sql.raw(String(SEARCH_MATCHES_LISTED));
export const COUNT_BOUND_SQL = sql.raw(String(COUNT_BOUND));

/** Whether the counts table already says the shape matches more than is listed. */
export const countedPastListed = (shape: SearchShape) =>
  shape.counted ? sql`${shape.counted} > ${LISTED_SQL}` : sql`false`;

/**
 * The matching ids, each with whether it is an exact match; at most `bound` of them. Bounded,
 * none when the counts table says there are more than listed: a constant condition, so the
 * database reads its one row first and no index at all.
 */
export const matchingIds = (shape: SearchShape, bound?: number, unless?: SQL) => {
  const exact = shape.exact ? sql`(${sql.join(shape.exact, sql` or `)})` : sql`false`;
  const also = unless ? sql` and not ${unless}` : sql``;
  const limit =
    bound === undefined
      ? sql``
      : sql` and not ${countedPastListed(shape)}${also} limit ${sql.raw(String(bound))}`;
  const lookup = shape.lookup ? sql` and ${shape.lookup}` : sql``;
  return sql`select ${applications.id} as id, ${exact} as exact from ${applications} where ${shape.match}${lookup}${limit}`;
};

/**
 * The total that marks an answer whose rows are the page of exact matches alone, because they
 * are more than listed (`prepareSearch`); COUNT_BOUND marks more matches than listed, the page
 * still to be read.
 */
const EXACT_PAGE_TOTAL = COUNT_BOUND + 1;

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
export function prepareSearch(db: Db, shape: SearchShape, bounded: boolean) {
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
  return db
    .select({ ...columns, total: sql<string>`page.total` })
    .from(applications)
    .rightJoin(page, sql`page.id = ${applications.id}`)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .orderBy(sql`page.exact desc`, desc(applications.id))
    .prepare(`applications_search_${shape.key}_${bounded ? 'bounded' : 'all'}`);
}

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
    .prepare(`applications_search_count_${shape.key}`);
}

/**
 * A page of a passport-prefix search whose matches an index gives newest first (two characters),
 * in one statement: the page read from that index (the caller stops it at the
 * SEARCH_MATCHES_LISTED-th match), and the total from the counts table, which holds exactly the
 * passports under a prefix, so no match is counted. With no row on the page, one
 * row without an application carries the total.
 */
function prepareOrderedPage(db: Db, shape: SearchShape & { counted: SQL }) {
  const page = sql`(select ${applications.id} as id from ${applications} where ${shape.match}
    order by ${applications.id} desc limit ${placeholder('limit')} offset ${placeholder('offset')}) as page`;
  const total = sql`(select least(${shape.counted}, ${COUNT_BOUND_SQL}) as n) as counted`;
  return db
    .select({ ...columns, total: sql<string>`counted.n` })
    .from(applications)
    .innerJoin(page, sql`page.id = ${applications.id}`)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .rightJoin(total, sql`true`)
    .orderBy(desc(applications.id))
    .prepare(`applications_ordered_${shape.key}`);
}

export type PageParams = { status: ApplicationStatus | undefined; limit: number; offset: number };

/** A statement's rows and the total each carries; a row without an application carries only that. */
export const splitTotal = (
  found: ({ [K in keyof ApplicationRow]: ApplicationRow[K] | null } & { total: string | number })[],
): ApplicationsPage => ({
  rows: found.flatMap(({ total: _, ...row }) => (row.id === null ? [] : [row as ApplicationRow])),
  total: Number(found[0]?.total ?? 0),
});

/**
 * One search page through the prepared statements of one shape of match. Matches are counted
 * up to COUNT_BOUND: no more than SEARCH_MATCHES_LISTED, the page and total are exact, in one
 * round trip; more, the first SEARCH_MATCHES_LISTED are listed, `moreThan` says so, and the page
 * is read without reading every match (`listedPage`).
 */
async function searchPage(
  db: Db,
  build: () => SearchShape,
  key: string,
  params: PageParams & Record<string, unknown>,
): Promise<ApplicationsPage> {
  const shape = () => prepared(db, `shape:${key}`, build);
  const statement = prepared(db, `search:${key}`, () => prepareSearch(db, shape(), true));
  // `listedRows`: the page's rows among the listed, for a page of exact matches alone.
  const result = splitTotal(
    await statement.execute({ ...params, listedRows: Math.max(0, listedLimit(params)) }),
  );
  let total = result.total;
  if (total === EXACT_PAGE_TOTAL) return { rows: result.rows, total: SEARCH_MATCHES_LISTED, moreThan: true };
  // No row at all: a page past the end, whose total only a count can say.
  if (result.rows.length === 0 && total === 0 && params.offset > 0) {
    const counter = prepared(db, `search-count:${key}`, () => prepareSearchCount(db, shape()));
    total = Number((await counter.execute(params))[0]?.n ?? 0);
  }
  if (total <= SEARCH_MATCHES_LISTED) return total === result.total ? result : { rows: [], total };
  const rows = await listedPage(db, shape(), params);
  return { rows, total: SEARCH_MATCHES_LISTED, moreThan: true };
}

/** A search page of a shape whose matches an index gives newest first: one statement, however many match. */
async function orderedSearchPage(
  db: Db,
  build: () => SearchShape & { counted: SQL },
  key: string,
  params: PageParams & Record<string, unknown>,
): Promise<ApplicationsPage> {
  const statement = prepared(db, `ordered:${key}`, () =>
    prepareOrderedPage(db, prepared(db, `shape:${key}`, build)),
  );
  // No further than the first SEARCH_MATCHES_LISTED matches, however many there are.
  const limit = Math.max(0, listedLimit(params));
  const { rows, total } = splitTotal(await statement.execute({ ...params, limit }));
  return total <= SEARCH_MATCHES_LISTED
    ? { rows, total }
    : { rows, total: SEARCH_MATCHES_LISTED, moreThan: true };
}

/** From this many rows in, a plain page is found through the counts per range of ids. */
export const FAR_OFFSET = 1_000;

/**
 * A page of the whole list (or one status), with the total from the counts table: one round trip.
 * A page reads past every row before it, so far from the start (a page reached by editing the
 * address) it is found through the counts per range of ids: any page reads at most
 * one span's rows besides its own. A page past the end has no row to carry the total, which is
 * then read alone.
 */
async function plainPage(db: Db, withStatus: boolean, params: PageParams): Promise<ApplicationsPage> {
  const read =
    params.offset < FAR_OFFSET
      ? prepared(db, `page:${withStatus}`, () => preparePage(db, withStatus))
      : prepared(db, `located:${withStatus}`, () => prepareLocatedPage(db, withStatus));
  const result = splitTotal(await read.execute(params));
  if (result.rows.length > 0 || params.offset === 0) return result;
  const counter = prepared(db, `total:${withStatus}`, () =>
    totalQuery(db, withStatus).prepare(`applications_total_${withStatus}`),
  );
  const [counted] = await counter.execute(params);
  return { rows: [], total: Number(counted?.n ?? 0) };
}

/**
 * Newest first; `search` finds every word of the term in any order (name parts, passport, e-mail,
 * national ID; without case or accents), exact passport and full-name matches first (a term of
 * one or two characters: the start of a passport). Each shape of the query is a prepared
 * statement; a page of the plain list is one round trip to the database.
 */
export async function listApplications(db: Db, query: ListQuery): Promise<ApplicationsPage> {
  const withStatus = query.status !== undefined;
  const params = { status: query.status, limit: query.limit, offset: (query.page - 1) * query.limit };

  if (!query.search) return plainPage(db, withStatus, params);

  const search = planListSearch(query.search, withStatus);
  if (!search) return { rows: [], total: 0 };
  return search.ordered
    ? orderedSearchPage(db, search.build as () => SearchShape & { counted: SQL }, search.key, {
        ...params,
        ...search.params,
      })
    : searchPage(db, search.build, search.key, { ...params, ...search.params });
}

/**
 * How a search term is matched: its shape (built once per key) and the shape's parameters, or
 * undefined when the term can match nothing. `ordered`: an index gives its matches newest first.
 */
export function planListSearch(
  term: string,
  withStatus: boolean,
): { key: string; build: () => SearchShape; params: Record<string, unknown>; ordered: boolean } | undefined {
  const plan = planSearch(term);
  if (plan.kind === 'none') return undefined;
  if (plan.kind === 'prefix') {
    const { prefixFrom, prefixTo } = plan;
    const length = prefixFrom.length;
    return {
      key: prefixKey(withStatus, length),
      build: () => passportPrefixShape(withStatus, length),
      params: { prefixFrom, prefixTo },
      ordered: length === 2,
    };
  }
  const indexed = plan.indexed.length;
  // Only a name of two words or more can be exactly a thousand applicants'; one word may be
  // counted whole in the counts table.
  const oneWord = !plan.name.includes(' ');
  const byDigits = plan.digits !== undefined;
  return {
    key: wordsKey(withStatus, indexed, oneWord, byDigits),
    build: () => wordsShape(withStatus, indexed, oneWord, byDigits),
    params: {
      ...Object.fromEntries(plan.indexed.map((pattern, i) => [`word${i}`, pattern])),
      filters: plan.filters,
      name: plan.name,
      passport: plan.passport,
      digits: plan.digits,
    },
    ordered: false,
  };
}
