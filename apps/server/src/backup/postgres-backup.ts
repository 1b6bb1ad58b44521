import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';
import { BACKUP_LOCK } from '../files/file-journal.ts';
import type { FileStore } from '../files/file-store.ts';
import { BACKUP_FORMAT, type BackupManifest, MANIFEST, newFolder } from './backup.ts';
import { copyFilesIn, copyFilesOut } from './backup-files.ts';

const run = promisify(execFile);

/** pg_dump and pg_restore take the URL; libpq wants a user when the URL names none. */
const withUser = (url: string) => {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || 'postgres';
  return parsed.toString();
};

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    return await run(name, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error(`${name} is not installed (Debian: apt-get install postgresql-client)`);
    throw new Error(`${name} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

/**
 * A backup of a PostgreSQL deployment, taken while its nodes run: `database.dump` (pg_dump's own
 * format, one consistent snapshot), `files/` and `manifest.json`. The backup's advisory lock keeps
 * every node from removing files until the files are copied, so each file the dump names is there.
 */
export async function backupPostgres(
  parts: { url: string; db: Db; store: FileStore },
  outDir: string,
): Promise<BackupManifest> {
  await newFolder(outDir);
  const lock = new pg.Client({ connectionString: withUser(parts.url) });
  await lock.connect();
  try {
    // Waits for removals under way (they hold the lock shared), then keeps new ones off.
    await lock.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK]);
    await tool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      path.join(outDir, 'database.dump'),
      withUser(parts.url),
    ]);
    // Every file attached when the dump was taken is attached or released now, and still stored.
    const rows = await parts.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.state, ['attached', 'deleting']));
    await copyFilesOut(
      parts.store,
      rows.map(({ key }) => key),
      path.join(outDir, 'files'),
    );
    const counts = await lock.query<{ applications: string; users: string; files: string }>(
      "SELECT (SELECT count(*) FROM applications) AS applications, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM stored_files WHERE state = 'attached') AS files",
    );
    const [row] = counts.rows;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      kind: 'postgres',
      createdAt: new Date().toISOString(),
      applications: Number(row?.applications),
      users: Number(row?.users),
      files: Number(row?.files),
    };
    await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

/** Restores into an empty PostgreSQL database (no nodes running on it) and the configured storage. */
export async function restorePostgres(backupDir: string, target: { url: string; store: FileStore }) {
  const client = new pg.Client({ connectionString: withUser(target.url) });
  await client.connect();
  try {
    const tables = await client.query(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    if ((tables.rows[0]?.n ?? 0) > 0)
      throw new Error('the database named by DATABASE_URL is not empty: restore into a new, empty database');
  } finally {
    await client.end();
  }
  await tool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--dbname',
    withUser(target.url),
    path.join(backupDir, 'database.dump'),
  ]);
  await copyFilesIn(target.store, path.join(backupDir, 'files'));
}
