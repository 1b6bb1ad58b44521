import { addDays } from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, users } from '../../db/schema.ts';
import { type RowSource, type SearchPage, type SearchQuery, searchApplications } from '../../search/index.ts';
import { type ApplicationRow, applicationRowColumns } from './application-row.ts';

/** The list as asked: `expiringWithin` days ahead of the office's today, rather than a last day. */
export type ListQuery = Omit<SearchQuery, 'deadlineBy'> & { expiringWithin?: number };
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
export function searchQueryOf({ expiringWithin, ...query }: ListQuery, today: string): SearchQuery {
  return expiringWithin === undefined ? query : { ...query, deadlineBy: addDays(today, expiringWithin) };
}

/** A page of the application list, searched, filtered and sorted as `query` says. */
export const listApplications = (db: Db, query: ListQuery, today: string): Promise<ApplicationsPage> =>
  searchApplications(db, searchQueryOf(query, today), LIST_ROWS);
