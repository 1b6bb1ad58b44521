import os from 'node:os';
import path from 'node:path';
import {
  type EmbeddedClient,
  type EmbeddedPostgres,
  type ExtensionName,
  openEmbeddedPostgres,
} from '@visadesk/embedded-postgres';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type CopyOut, postgresCopyOut } from './copy-out.ts';
import { NamedStatementsPool } from './named-statements-pool.ts';
import * as schema from './schema.ts';
import { sessionSettingsConf, sessionSettingsOptions } from './session-settings.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: a PostgreSQL server, PGlite on disk, or PGlite in memory (tests). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; snapshot?: Blob };

export type Database = {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** What a COPY writes, on either engine (the CSV export's pages). */
  copyOut: CopyOut;
  close: () => Promise<void>;
  /** The embedded database (packages/embedded-postgres): on its thread on disk, in-process in memory. */
  embedded?: EmbeddedPostgres;
  /** On disk only: starts the upkeep PGlite lacks (a PostgreSQL server has autovacuum). */
  maintain?: EmbeddedPostgres['maintain'];
};

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
/** Beside the bundle (build.mjs makes it); the TypeScript sources have none and create the cluster. */
const CLUSTER_TEMPLATE = path.resolve(import.meta.dirname, 'cluster-template');

/** How every embedded cluster opens, the build's template included (it must match). */
export const EMBEDDED_CLUSTER = {
  settings: sessionSettingsConf(),
  extensions: ['pg_trgm'] as ExtensionName[],
};

/** drizzle's PGlite driver uses only query(), exec() and transaction(), which the client has. */
const drizzleOn = (client: EmbeddedClient) => drizzlePglite(client as never, { schema });

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
  // test can snapshot it. A first start copies the migrated empty cluster built with the bundle,
  // or migrates a new one on a thread that then ends: initdb's memory never shrinks.
  const embedded = await openEmbeddedPostgres({
    ...(target.kind === 'pglite' ? { dataDir: target.dataDir } : { loadFrom: target.snapshot }),
    ...EMBEDDED_CLUSTER,
    setup: { inputsDir: MIGRATIONS, template: CLUSTER_TEMPLATE, run: migrateEmbedded },
    onRestart: onConnectionLost,
  });
  try {
    const db = drizzleOn(embedded.client);
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: target.kind,
      copyOut: (query, options) => embedded.client.copyOut(query, options),
      embedded,
      close: embedded.close,
      ...(target.kind === 'pglite' ? { maintain: embedded.maintain } : {}),
    };
  } catch (error) {
    await embedded.close().catch(() => {});
    throw error;
  }
}

/** Applies the committed migrations to an embedded cluster (also the build's template). */
export const migrateEmbedded = (client: EmbeddedClient) =>
  migratePglite(drizzleOn(client), { migrationsFolder: MIGRATIONS });

/** The folder the migrations are read from (the cluster template is keyed by its content). */
export const MIGRATIONS_FOLDER = MIGRATIONS;

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
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    copyOut: postgresCopyOut(pool),
    close: () => pool.end(),
  };
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
