import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Without a pending list, a new application is searchable through the index at once, and the
// search never degrades into a scan of the list or the table while waiting for a vacuum.
it('keeps the search indexes free of a GIN pending list', async () => {
  const result = (await database.db.execute(
    sql`select relname, reloptions from pg_class where relname in ('applications_search_trgm', 'applications_search_digits') order by relname`,
  )) as unknown as { rows: { relname: string; reloptions: string[] | null }[] };
  expect(result.rows).toEqual([
    { relname: 'applications_search_digits', reloptions: ['fastupdate=false'] },
    { relname: 'applications_search_trgm', reloptions: ['fastupdate=false'] },
  ]);
});
