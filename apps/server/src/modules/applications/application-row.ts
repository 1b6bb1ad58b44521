import { getTableColumns, sql } from 'drizzle-orm';
import { applications, users } from '../../db/schema.ts';

const {
  searchText: _text,
  searchName: _name,
  searchNameReversed: _reversed,
  ...applicationColumns
} = getTableColumns(applications);

/** An application as read: the search columns (the database keeps them for search) stay behind. */
export type ApplicationRow = Omit<
  typeof applications.$inferSelect,
  'searchText' | 'searchName' | 'searchNameReversed'
> & { createdByName: string | null; assignedToName: string | null };

/**
 * What the list and the detail page read: the application, the name of who created it (joined)
 * and of whose case it is (one primary-key lookup per row, so no second join of users).
 */
export const applicationRowColumns = {
  ...applicationColumns,
  createdByName: users.name,
  assignedToName: sql<string | null>`(select "name" from "users" where "id" = ${applications.assignedTo})`.as(
    'assigned_to_name',
  ),
};
