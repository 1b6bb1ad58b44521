import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { openDatabase } from './client.ts';

// The embedded database on disk through the server's own client: the package's worker thread,
// drizzle and the migrations. It creates its own data directory, so it runs once (PGlite project).
describe.skipIf(process.env.TEST_DB !== 'pglite')('openDatabase on disk', () => {
  // A new cluster is migrated on a thread that then ends, taking initdb's memory, and opened again.
  it('serves drizzle and the migrations from the database thread, and refuses work once closed', {
    timeout: 180_000,
  }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-client-'));
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
      expect(database.embedded?.client.constructor.name).toBe('WorkerPGlite');
      expect(database.maintain).toBeTypeOf('function');
      const result = (await database.db.execute(
        sql`select count(*)::int as n from applications`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows).toEqual([{ n: 0 }]);
      await database.close();
      await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// A PostgreSQL server has autovacuum and a checkpointer; in memory (tests) there is nothing to keep.
it('offers the embedded upkeep only for the database on disk', { timeout: 60_000 }, async () => {
  const database = await openTestDatabase();
  try {
    expect(database.maintain).toBeUndefined();
  } finally {
    await database.close();
  }
});
