/** The exact matches of a term (passport, full name either way round), read from their own indexes. */
import { type SQL, sql } from 'drizzle-orm';
import { applications } from '../db/schema.ts';
import { COUNT_BOUND_SQL, LISTED_SQL, type SearchShape } from './shapes.ts';

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
    where ${condition}${shape.filter ? sql` and ${shape.filter}` : sql``}
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
