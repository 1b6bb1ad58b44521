import { seedBenchApplications } from '../../../../bench/seed.ts';
import type { Database } from '../db/client.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * A fresh test database holding `count` applications made by the benches' seed (spread over the
 * last weeks, every status) and the user who made them: the paging tests read far into the list.
 */
export async function openSeededDatabase(count: number): Promise<{ database: Database; userId: string }> {
  const database = await openTestDatabase();
  const user = await insertUser(database.db, {
    name: 'Pager',
    email: 'pager@example.com',
    role: 'admin',
    passwordHash: 'unused',
  });
  await seedBenchApplications(database.db, count, user._id);
  return { database, userId: user._id };
}
