import { getTableColumns } from 'drizzle-orm';
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
> & { createdByName: string | null };

/** What the list and the detail page read: the application and the name of who created it. */
export const applicationRowColumns = { ...applicationColumns, createdByName: users.name };
