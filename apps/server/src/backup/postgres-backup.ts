import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';
import { BACKUP_LOCK } from '../files/file-journal.ts';
import type { FileStore } from '../files/file-store.ts';
import { type BackupManifest, finishBackup, newFolder } from './backup.ts';
import { copyFilesOut } from './backup-files.ts';

const run = promisify(execFile);

/** pg_dump and pg_restore take the URL; libpq wants a user when the URL names none. */
export const withUser = (url: string) => {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || 'postgres';
  return parsed.toString();
};

/** Runs pg_dump or pg_restore; a failure says what the tool said, a missing tool how to install it. */
export async function tool(name: 'pg_dump' | 'pg_restore', args: string[]) {
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
 * The manifest's counts are read in the dump's own snapshot (exported to pg_dump), so a restore
 * can check its copy against them.
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
    await lock.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = await lock.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    await tool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot.rows[0]?.id}`,
      '--file',
      path.join(outDir, 'database.dump'),
      withUser(parts.url),
    ]);
    const counts = await lock.query<{ applications: string; users: string; files: string }>(COUNTS);
    await lock.query('COMMIT');
    // Every file attached (or retained) when the dump was taken is attached, retained or released
    // now, and still stored.
    const rows = await parts.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.state, ['attached', 'retained', 'deleting']));
    await copyFilesOut(
      parts.store,
      rows.map(({ key }) => key),
      path.join(outDir, 'files'),
    );
    const [row] = counts.rows;
    return await finishBackup(outDir, {
      kind: 'postgres',
      applications: Number(row?.applications),
      users: Number(row?.users),
      files: Number(row?.files),
    });
  } finally {
    await lock.query('ROLLBACK').catch(() => undefined);
    await lock.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

const COUNTS =
  "SELECT (SELECT count(*) FROM applications) AS applications, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM stored_files WHERE state = 'attached') AS files";
