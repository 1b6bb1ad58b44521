/**
 * The shapes of match a term is read by (words in the folded search text, the start of a passport),
 * and the SQL every statement of a shape shares: its match, its exact matches, its counted bound.
 */
import { SEARCH_MATCHES_LISTED } from '@visadesk/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { applications, searchTermCounts } from '../db/schema.ts';
import type { FilterPlan } from './filters.ts';
import { planSearch } from './search-terms.ts';

const placeholder = sql.placeholder;

/**
 * How one shape of search matches an application: `match` (the filters' conditions included),
 * `filter` (the filters' conditions alone, if any), and `exact`, what ranks first, any of them
 * (absent: nothing does). `key` names its prepared statements.
 * `counted`, for a term the counts table keeps: how many applications it matches at least.
 * `lookup`: a condition every match meets, through which an index finds candidates quickly but a
 * row is slow to test; where rows are tested one by one (the walk) it is left out.
 */
export type SearchShape = {
  key: string;
  match: SQL;
  filter: SQL | undefined;
  exact: SQL[] | undefined;
  counted?: SQL;
  lookup?: SQL;
  /** The exact matches alone may be more than listed: a name of two words or more. */
  exactFirst?: true;
};

/** Counted up to one more than SEARCH_MATCHES_LISTED: past it, the count stops. */
export const COUNT_BOUND = SEARCH_MATCHES_LISTED + 1;
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
 * The applications (of the status) counted under `term` in the trigger-kept counts table:
 * one or two rows read, however many match. None for filters the counts table does not keep:
 * what it counts is then no bound on the matches.
 */
function countedUnder(term: SQL, filters: FilterPlan): SQL | undefined {
  if (filters.uncounted) return undefined;
  const status = filters.withStatus ? sql` and ${searchTermCounts.status} = ${placeholder('status')}` : sql``;
  return sql`(select coalesce(sum(${searchTermCounts.n}), 0) from ${searchTermCounts}
    where ${searchTermCounts.term} = ${term}${status})`;
}

const folded = (name: string) => sql`(select search_fold(${placeholder(name)}))`;

/** The name of a words shape's prepared statements, known before the shape is built. */
const wordsKey = (filters: FilterPlan, indexed: number, oneWord: boolean, byDigits: boolean) =>
  `words_${filters.key}_${indexed}_${oneWord ? 'word' : 'words'}${byDigits ? '_digits' : ''}`;

/**
 * Every word of the term in the folded search text; see `SearchPlan`. A term of
 * one word matches at least the applications with that whole word in their name (`counted`).
 * `byDigits`: the words with five digits in a row are looked up by those digits' five-grams.
 * A run of digits has few trigrams (a thousand), each in a hundredth of the
 * rows: at a million applications the trigram index reads 40,000 entries to find a passport's
 * six digits. A five-gram is in about seventy.
 */
function wordsShape(filters: FilterPlan, indexed: number, oneWord: boolean, byDigits: boolean): SearchShape {
  const text = applications.searchText;
  // Each pattern a separate condition on the column: the trigram index takes them all in one
  // scan. The other words, as one array, only filter the rows it found.
  const lookups = Array.from({ length: indexed }, (_, i) => sql`${text} like ${folded(`word${i}`)}`);
  const words = sql`${text} like all (array(select search_fold(w) from unnest(${placeholder('filters')}::text[]) as w))`;
  // An exact match is always a match too: the passport and the full name hold every word.
  const exact = [
    sql`${applications.passport} = ${placeholder('passport')}`,
    sql`${applications.searchName} = ${folded('name')}`,
    sql`${applications.searchNameReversed} = ${folded('name')}`,
  ];
  return {
    key: wordsKey(filters, indexed, oneWord, byDigits),
    match: and(filters.where, ...lookups, words) as SQL,
    filter: filters.where,
    exact,
    counted: oneWord ? countedUnder(sql`'w:' || ${folded('name')}`, filters) : undefined,
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
function passportPrefixShape(filters: FilterPlan, length: number): SearchShape {
  const passport = sql`(${applications.passport} collate "C")`;
  const startsWith =
    length === 2
      ? sql`left(${applications.passport}, 2) = ${placeholder('prefixFrom')}`
      : and(sql`${passport} >= ${placeholder('prefixFrom')}`, sql`${passport} < ${placeholder('prefixTo')}`);
  return {
    key: prefixKey(filters, length),
    match: and(filters.where, startsWith) as SQL,
    filter: filters.where,
    exact: undefined,
    counted: countedUnder(sql`'p:' || ${placeholder('prefixFrom')}`, filters),
  };
}

const prefixKey = (filters: FilterPlan, length: number) => `prefix${length}_${filters.key}`;

/** No term, and filters the count tables do not keep: the applications they let through. */
export const filteredShape = (filters: FilterPlan): SearchShape => ({
  key: `filtered_${filters.key}`,
  match: filters.where ?? sql`true`,
  filter: filters.where,
  exact: undefined,
});

/**
 * How a search is read: its shape (built once per key) and the shape's parameters.
 * `ordered`: an index gives its matches newest first, and the counts table holds their number.
 */
export type ShapePlan = {
  key: string;
  build: () => SearchShape;
  params: Record<string, unknown>;
  ordered: boolean;
};

/** How a search term is matched under the filters; undefined when the term can match nothing. */
export function planShape(term: string, filters: FilterPlan): ShapePlan | undefined {
  const plan = planSearch(term);
  if (plan.kind === 'none') return undefined;
  if (plan.kind === 'prefix') {
    const { prefixFrom, prefixTo } = plan;
    const length = prefixFrom.length;
    return {
      key: prefixKey(filters, length),
      build: () => passportPrefixShape(filters, length),
      params: { prefixFrom, prefixTo },
      ordered: length === 2 && !filters.uncounted,
    };
  }
  const indexed = plan.indexed.length;
  // Only a name of two words or more can be exactly a thousand applicants'; one word may be
  // counted whole in the counts table.
  const oneWord = !plan.name.includes(' ');
  const byDigits = plan.digits !== undefined;
  return {
    key: wordsKey(filters, indexed, oneWord, byDigits),
    build: () => wordsShape(filters, indexed, oneWord, byDigits),
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
