/** The filters that narrow the list, each one entry in FILTERS. */
import type { ApplicationSort, ApplicationStatus } from '@visadesk/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { applications } from '../db/schema.ts';

/**
 * What narrows the list before any term is matched: each filter's value, or unset. `deadlineBy`:
 * the last calendar day (YYYY-MM-DD) a nearest deadline may fall on, the overdue included (the
 * list's `expiringWithin`, counted from the office's today by the caller).
 */
export type SearchFilters = {
  status?: ApplicationStatus;
  deadlineBy?: string;
  /** Whose cases: a user's id (read through applications_assigned_to_idx). */
  assignedTo?: string;
  /** Only the cases assigned to no one (the list's `assignedTo=none`). */
  unassigned?: true;
  /** The one case of this reference (`K7M-29XD`), read through its unique index. */
  reference?: string;
  /** Only these applications (the list's selection, exported), read through the primary key. */
  ids?: string[];
  /**
   * Only those the applicant sent a document to through an upload link at or after this instant
   * (ISO), read through applications_applicant_upload_idx.
   */
  applicantUploadSince?: string;
};

/**
 * One filter: its condition on the applications table, its value bound as the placeholder of the
 * filter's own name. `counted`: the count tables keep their totals per its value, so a filtered
 * list still reads its total from one row (status alone: every count table is kept per status).
 * A filter the count tables do not keep makes the list a bounded match, read as a search's.
 * `orderedBy`: the sort in whose order the filter's matches come first (the overdue and nearest
 * deadlines first); the list in that order reads its page from the start of that order's index
 * whatever the number of matches.
 */
export type FilterDefinition = { where: () => SQL; counted?: true; orderedBy?: ApplicationSort };

/** The filters: adding one is an entry here (and its key in `SearchFilters`), and its test. */
export const FILTERS: { [K in keyof SearchFilters]-?: FilterDefinition } = {
  status: { where: () => eq(applications.isStatus, sql.placeholder('status')), counted: true },
  deadlineBy: {
    where: () => sql`${applications.nextDeadline} <= ${sql.placeholder('deadlineBy')}::date`,
    orderedBy: 'deadline',
  },
  assignedTo: { where: () => eq(applications.assignedTo, sql.placeholder('assignedTo')) },
  unassigned: { where: () => isNull(applications.assignedTo) },
  reference: { where: () => eq(applications.reference, sql.placeholder('reference')) },
  ids: { where: () => sql`${applications.id} = any(${sql.placeholder('ids')}::text[])` },
  applicantUploadSince: {
    where: () =>
      sql`${applications.applicantUploadAt} >= ${sql.placeholder('applicantUploadSince')}::timestamptz`,
  },
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
  /** The conditions of the filters the count tables keep, together. */
  countedWhere: SQL | undefined;
  /** The sort in whose order the matches of the uncounted filters come first, if there is one. */
  orderedBy: ApplicationSort | undefined;
  key: string;
  params: Record<string, unknown>;
};

/** The plan of the filters `values` sets, each as `definitions` has it. */
export function planFilters(
  values: SearchFilters,
  definitions: Partial<Record<keyof SearchFilters, FilterDefinition>> = FILTERS,
): FilterPlan {
  const defined = (name: keyof SearchFilters) => definitions[name] as FilterDefinition;
  const set = (Object.keys(definitions) as (keyof SearchFilters)[]).filter(
    (name) => values[name] !== undefined,
  );
  const uncounted = set.filter((name) => !defined(name).counted);
  const withStatus = set.includes('status') && definitions.status?.counted === true;
  return {
    withStatus,
    where: and(...set.map((name) => defined(name).where())),
    uncounted: uncounted.length > 0 ? and(...uncounted.map((name) => defined(name).where())) : undefined,
    countedWhere: and(...set.filter((name) => defined(name).counted).map((name) => defined(name).where())),
    orderedBy: orderedByAll(uncounted.map((name) => defined(name).orderedBy)),
    // The status filter keeps the names its statements had: `true`/`false`.
    key: `${withStatus}${uncounted.map((name) => `_${name}`).join('')}`,
    params: Object.fromEntries(set.map((name) => [name, values[name]])),
  };
}

/** The one sort every filter is a range of; undefined if none, or if they differ. */
function orderedByAll(sorts: (ApplicationSort | undefined)[]): ApplicationSort | undefined {
  const [first] = sorts;
  return first && sorts.every((sort) => sort === first) ? first : undefined;
}
