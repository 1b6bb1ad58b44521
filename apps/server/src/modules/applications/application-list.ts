import { addDays } from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, users } from '../../db/schema.ts';
import { type RowSource, type SearchPage, type SearchQuery, searchApplications } from '../../search/index.ts';
import { type ApplicationRow, applicationRowColumns } from './application-row.ts';

/**
 * The list as asked: `expiringWithin` days ahead of the office's today, rather than a last day;
 * `assignedTo` as the contract has it (`me`, `none` or a user's id).
 */
export type ListQuery = Omit<SearchQuery, 'deadlineBy' | 'assignedTo' | 'unassigned'> & {
  expiringWithin?: number;
  assignedTo?: string;
};
export type ApplicationsPage = SearchPage<ApplicationRow>;

/** A list row: the application and the name of who created it, read with the page. */
const LIST_ROWS: RowSource<ApplicationRow> = {
  key: 'list',
  columns: applicationRowColumns,
  joins: [{ table: users, on: eq(users.id, applications.createdBy) }],
};

/**
 * The search's query for the list as asked: "expiring within N days" is the nearest deadline on
 * or before `today` (the office's calendar day) plus N, the overdue included.
 */
export function searchQueryOf(
  { expiringWithin, assignedTo, ...query }: ListQuery,
  today: string,
  callerId?: string,
): SearchQuery {
  return {
    ...query,
    ...(expiringWithin === undefined ? {} : { deadlineBy: addDays(today, expiringWithin) }),
    ...assigneeFilter(assignedTo, callerId),
  };
}

/** `assignedTo` as the search takes it: `me` is the caller, `none` the unassigned cases. */
function assigneeFilter(assignedTo: string | undefined, callerId: string | undefined) {
  if (assignedTo === undefined) return {};
  if (assignedTo === 'none') return { unassigned: true as const };
  // Without a caller (no one signed in) `me` is no one: an id no user has.
  return { assignedTo: assignedTo === 'me' ? (callerId ?? '') : assignedTo };
}

/** A page of the application list, searched, filtered and sorted as `query` says. */
export const listApplications = (
  db: Db,
  query: ListQuery,
  today: string,
  callerId?: string,
): Promise<ApplicationsPage> => searchApplications(db, searchQueryOf(query, today, callerId), LIST_ROWS);
