import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, users } from '../../db/schema.ts';
import { type RowSource, type SearchPage, type SearchQuery, searchApplications } from '../../search/index.ts';
import { type ApplicationRow, applicationRowColumns } from './application-row.ts';

export type ListQuery = SearchQuery;
export type ApplicationsPage = SearchPage<ApplicationRow>;

/** A list row: the application and the name of who created it, read with the page. */
const LIST_ROWS: RowSource<ApplicationRow> = {
  key: 'list',
  columns: applicationRowColumns,
  joins: [{ table: users, on: eq(users.id, applications.createdBy) }],
};

/** A page of the application list, searched, filtered and sorted as `query` says. */
export const listApplications = (db: Db, query: ListQuery): Promise<ApplicationsPage> =>
  searchApplications(db, query, LIST_ROWS);
