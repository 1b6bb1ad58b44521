import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the run's snapshot; in the
 * api-pglite-worker project, a copy of a migrated data directory on disk opened as the product
 * opens it (a worker thread); in the api-postgres project, a new database on the TEST_DATABASE_URL
 * server that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB === 'pglite-worker') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-worker-test-'));
    const dataDir = path.join(dir, 'db');
    cpSync(inject('pgliteWorkerTemplate'), dataDir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openDatabase({ kind: 'memory', snapshot });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `visadesk_t_${randomBytes(6).toString('hex')}`;
  const user = new URL(serverUrl).username || process.env.PGUSER || os.userInfo().username;
  const admin = new pg.Client({ connectionString: serverUrl, user });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    /** Where it is, for a second node with a connection pool of its own. */
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl, user });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
