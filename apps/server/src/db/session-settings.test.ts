import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { SESSION_SETTINGS } from './session-settings.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('opens every session with the shared settings (generic plans for prepared statements)', async () => {
  expect(SESSION_SETTINGS.plan_cache_mode).toBe('force_generic_plan');
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    const result = (await database.db.execute(sql`select current_setting(${name}) as value`)) as unknown as {
      rows: { value: string }[];
    };
    expect(result.rows[0]?.value).toBe(value);
  }
});
