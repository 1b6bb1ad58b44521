import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseTarget, ensureFirstAdmin, loadConfig, openDatabase } from '@visadesk/server';
import pg from 'pg';
import { seedBenchApplications } from './seed.ts';

export type BenchEngine = 'pglite' | 'postgres';

/** The admin every bench database has; the load bench signs in as them. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

/** The bench admin's access token from the server at `baseUrl`, signed in as the screens do. */
export async function benchToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The PostgreSQL server the benches may use (a database of their own is created on it). */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** `--db`: both engines when a PostgreSQL server is given, else the embedded one. */
export function benchEngines(db: string | undefined): BenchEngine[] {
  const choice = db ?? (BENCH_PG_URL ? 'both' : 'pglite');
  if (choice === 'both') return ['pglite', 'postgres'];
  if (choice === 'pglite' || choice === 'postgres') return [choice];
  throw new Error(`--db takes pglite, postgres or both, not ${choice}`);
}

/** Runs one statement on the PostgreSQL server's own database (to create or drop bench databases). */
export async function onServer(statement: string) {
  const url = BENCH_PG_URL as string;
  const admin = new pg.Client({
    connectionString: url,
    user: new URL(url).username || os.userInfo().username,
  });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database of `count` bench applications (closed again once seeded): where it is, the
 * server's environment for it, and `remove`, which deletes it.
 */
export async function createBenchDatabase(engine: BenchEngine, count: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-bench-'));
  let target: DatabaseTarget = { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
  let dbName = '';
  if (engine === 'postgres') {
    if (!BENCH_PG_URL)
      throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL bench');
    dbName = `visadesk_bench_${Date.now()}`;
    await onServer(`create database ${dbName}`);
    const url = new URL(BENCH_PG_URL);
    url.pathname = `/${dbName}`;
    target = { kind: 'postgres', url: url.toString() };
  }
  const database = await openDatabase(target);
  // The admin a first start would make from ADMIN_EMAIL and ADMIN_PASSWORD.
  const admin = await ensureFirstAdmin(
    database.db,
    loadConfig({ ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password }),
  );
  if (!admin) throw new Error('a fresh bench database already had users');
  const started = Date.now();
  await seedBenchApplications(database.db, count, admin.user._id);
  console.log(
    `${engine}: seeded ${count.toLocaleString()} applications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
  return {
    target,
    env: { DATA_DIR: dataDir, ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}) },
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) await onServer(`drop database if exists ${dbName} with (force)`);
    },
  };
}
