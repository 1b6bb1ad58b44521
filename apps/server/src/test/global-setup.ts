import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Migrating a fresh PGlite takes seconds, so it is done once per run: every test file then starts
 * from a copy of this migrated snapshot (test/test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres' || project.name === 'api-postgres') {
    if (!process.env.TEST_DATABASE_URL) {
      const line =
        'api-postgres: SKIPPED - set TEST_DATABASE_URL to a PostgreSQL database to run the API suite on PostgreSQL';
      if (process.env.CI === 'true') throw new Error(`${line} (required under CI=true)`);
      console.warn(`\n!!! ${line}\n`);
    }
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-pglite-'));
  const file = path.join(dir, 'snapshot.tar');
  const database = await openDatabase({ kind: 'memory' });
  if (!(database.pglite instanceof PGlite)) throw new Error('the in-memory database is PGlite itself');
  const dump = await database.pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
