import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { BatchedPGlite } from './batched-pglite.ts';
import { copyClusterTemplate } from './cluster-template.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { NamedStatementsPool } from './named-statements-pool.ts';
import { PGLITE_SETTINGS } from './pglite-settings.ts';
import * as schema from './schema.ts';
import { sessionSettingsOptions } from './session-settings.ts';
import { WorkerPGlite } from './worker-pglite.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: a PostgreSQL server, PGlite on disk, or PGlite in memory (tests). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; snapshot?: Blob };

export type Database = {
  db: Db;
  kind: DatabaseTarget['kind'];
  close: () => Promise<void>;
  /** The embedded engine's client: PGlite itself in memory (tests snapshot it), a worker on disk. */
  pglite?: PGlite | WorkerPGlite;
};

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
/** Beside the bundle (build.mjs makes it); the TypeScript sources have none and create the cluster. */
const CLUSTER_TEMPLATE = path.resolve(import.meta.dirname, 'cluster-template');

/**
 * Opens the database and brings its schema up to date with the committed migrations.
 * `onConnectionLost` hears of a connection PostgreSQL dropped or a PGlite thread that stopped;
 * either is replaced for the next query.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onConnectionLost: (error: Error) => void = (error) => process.stderr.write(`database: ${error.message}\n`),
): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, onConnectionLost);

  // On disk (the product) PGlite runs on its own thread; in memory (tests) in this one, so a
  // test can snapshot it.
  let client: BatchedPGlite | WorkerPGlite;
  let unlock = () => {};
  if (target.kind === 'pglite') {
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    unlock = lockDataDir(target.dataDir);
    // A first start copies the migrated empty cluster built with the bundle (decision 99), or
    // creates one when there is none for these migrations.
    if (
      !existsSync(path.join(target.dataDir, 'PG_VERSION')) &&
      !copyClusterTemplate(CLUSTER_TEMPLATE, target.dataDir, MIGRATIONS)
    ) {
      await migrateOnItsOwnThread(target.dataDir).catch((error) => {
        unlock();
        throw error;
      });
    }
    client = new WorkerPGlite(target.dataDir, { onRestart: onConnectionLost });
  } else {
    client = new BatchedPGlite({
      extensions: { pg_trgm },
      loadDataDir: target.snapshot,
      postgresqlconf: PGLITE_SETTINGS,
    });
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  try {
    await client.waitReady;
    // drizzle's PGlite driver uses only query(), exec() and transaction(), which both provide.
    const db = drizzlePglite(client as PGlite, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: target.kind, pglite: client, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/**
 * Creates a new cluster and migrates it on a thread that then ends. Both grow PGlite's WebAssembly
 * memory, which never shrinks: a fresh start served with 700-750 MB of it. The serving thread that
 * opens afterwards starts at the size serving needs (decision 73). An existing cluster opens once.
 */
async function migrateOnItsOwnThread(dataDir: string) {
  const setup = new WorkerPGlite(dataDir);
  try {
    await setup.waitReady;
    await migratePglite(drizzlePglite(setup as unknown as PGlite, { schema }), {
      migrationsFolder: MIGRATIONS,
    });
  } finally {
    await setup.close();
  }
}

async function openPostgres(url: string, onConnectionLost: (error: Error) => void): Promise<Database> {
  const pool = new NamedStatementsPool({
    connectionString: url,
    // $USER is not always set (containers, CI); libpq would otherwise fail to pick a role.
    user: new URL(url).username || process.env.PGUSER || os.userInfo().username,
    max: 10,
    options: sessionSettingsOptions(),
  });
  // An idle connection the server drops (restart, failover, admin command) is reported here; the
  // pool discards it and the next query opens a new one. Unhandled, it would crash the process.
  pool.on('error', (error) => onConnectionLost(error));
  const db = drizzlePg(pool, { schema });
  await migrateUnderLock(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS }));
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Any fixed number: every VisaDesk node takes the same lock. */
const MIGRATION_LOCK = 7_669_736_100;

/**
 * Drizzle's migrator is not safe when two processes run it at once on an empty database (both
 * create the same tables). Nodes starting together take turns: the first migrates, the others then
 * find nothing to do. A session-level advisory lock, on a connection held for the purpose.
 */
async function migrateUnderLock(pool: NamedStatementsPool, migrate: () => Promise<void>) {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    connection.release();
  }
}
