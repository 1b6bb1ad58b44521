import { addDays, normalizeReference, UPLOAD_LINK } from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, users } from '../../db/schema.ts';
import { type RowSource, type SearchPage, type SearchQuery, searchApplications } from '../../search/index.ts';
import { type ApplicationRow, applicationRowColumns } from './application-row.ts';

/**
 * The list as asked: `expiringWithin` days ahead of the office's today, rather than a last day;
 * `assignedTo` as the contract has it (`me`, `none` or a user's id).
 */
export type ListQuery = Omit<
  SearchQuery,
  'deadlineBy' | 'assignedTo' | 'unassigned' | 'applicantUploadSince'
> & {
  expiringWithin?: number;
  assignedTo?: string;
  /** `1`: only what applicants sent through upload links in the last UPLOAD_LINK.newForDays days. */
  fromApplicant?: '1';
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
  { expiringWithin, assignedTo, fromApplicant, ...query }: ListQuery,
  today: string,
  callerId?: string,
): SearchQuery {
  return {
    ...query,
    ...(expiringWithin === undefined ? {} : { deadlineBy: addDays(today, expiringWithin) }),
    ...(fromApplicant ? { applicantUploadSince: applicantUploadsSince().toISOString() } : {}),
    ...assigneeFilter(assignedTo, callerId),
  };
}

/** Since when what an applicant sent counts as new (the list's filter, the dashboard's count). */
export const applicantUploadsSince = (now = Date.now()) =>
  new Date(now - UPLOAD_LINK.newForDays * 86_400_000);

/** `assignedTo` as the search takes it: `me` is the caller, `none` the unassigned cases. */
function assigneeFilter(assignedTo: string | undefined, callerId: string | undefined) {
  if (assignedTo === undefined) return {};
  if (assignedTo === 'none') return { unassigned: true as const };
  // Without a caller (no one signed in) `me` is no one: an id no user has.
  return { assignedTo: assignedTo === 'me' ? (callerId ?? '') : assignedTo };
}

/**
 * A page of the application list, searched, filtered and sorted as `query` says. A term that reads
 * as a reference (`k7m29xd`, `K7M-29XD`) is first looked up as one, through its unique index under
 * the other filters; when no case has it, it is searched for as words like any other term.
 */
export async function listApplications(
  db: Db,
  query: ListQuery,
  today: string,
  callerId?: string,
): Promise<ApplicationsPage> {
  const search = searchQueryOf(query, today, callerId);
  const reference = normalizeReference(search.search);
  if (reference) {
    const found = await searchApplications(db, { ...search, search: '', reference }, LIST_ROWS);
    if (found.total > 0) return found;
  }
  return searchApplications(db, search, LIST_ROWS);
}
