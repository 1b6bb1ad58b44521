/** The filters that narrow the list, each one entry in FILTERS. */
import type { ApplicationStatus } from '@visadesk/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { applications } from '../db/schema.ts';

/** What narrows the list before any term is matched: each filter's value, or unset. */
export type SearchFilters = { status?: ApplicationStatus };

/**
 * One filter: its condition on the applications table, its value bound as the placeholder of the
 * filter's own name. `counted`: the count tables keep their totals per its value, so a filtered
 * list still reads its total from one row (status alone: every count table is kept per status).
 * A filter the count tables do not keep makes the list a bounded match, read as a search's.
 */
export type FilterDefinition = { where: () => SQL; counted?: true };

/** The filters: adding one is an entry here (and its key in `SearchFilters`), and its test. */
export const FILTERS: { [K in keyof SearchFilters]-?: FilterDefinition } = {
  status: { where: () => eq(applications.isStatus, sql.placeholder('status')), counted: true },
};

/**
 * The filters one query sets, as the statements use them. `withStatus`: the status filter, which
 * the count tables keep; `uncounted`: the others' conditions together, which no count table
 * knows; `where`: all of them. `key` names the statements built for this set of filters.
 */
export type FilterPlan = {
  withStatus: boolean;
  where: SQL | undefined;
  uncounted: SQL | undefined;
  key: string;
  params: Record<string, unknown>;
};

/** The plan of the filters `values` sets, each as `definitions` has it. */
export function planFilters(
  values: SearchFilters,
  definitions: Record<keyof SearchFilters, FilterDefinition> = FILTERS,
): FilterPlan {
  const set = (Object.keys(definitions) as (keyof SearchFilters)[]).filter(
    (name) => values[name] !== undefined,
  );
  const uncounted = set.filter((name) => !definitions[name].counted);
  const withStatus = set.includes('status') && definitions.status.counted === true;
  return {
    withStatus,
    where: and(...set.map((name) => definitions[name].where())),
    uncounted: uncounted.length > 0 ? and(...uncounted.map((name) => definitions[name].where())) : undefined,
    // The status filter keeps the names its statements had: `true`/`false`.
    key: `${withStatus}${uncounted.map((name) => `_${name}`).join('')}`,
    params: Object.fromEntries(set.map((name) => [name, values[name]])),
  };
}
