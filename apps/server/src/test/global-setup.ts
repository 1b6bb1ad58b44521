import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgliteWorkerTemplate: string;
  }
}

/**
 * Migrating a fresh PGlite takes seconds, so it is done once per run: every test file then starts
 * from a copy of this migrated snapshot (test/test-database.ts). A missing TEST_DATABASE_URL is
 * reported at config load (vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') return;
  if (project.name === 'api-pglite-worker') {
    // The product's own path: a data directory on disk, opened by PGlite's worker thread.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-pglite-worker-'));
    const template = path.join(dir, 'template');
    const database = await openDatabase({ kind: 'pglite', dataDir: template });
    await database.close();
    project.provide('pgliteWorkerTemplate', template);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-pglite-'));
  const file = path.join(dir, 'snapshot.tar');
  const database = await openDatabase({ kind: 'memory' });
  if (!database.embedded) throw new Error('the in-memory database is the embedded one');
  const dump = await database.embedded.dump();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
