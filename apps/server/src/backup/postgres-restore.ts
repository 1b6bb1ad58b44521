import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { type BackupCounts, type BackupManifest, countRecords, MANIFEST } from './backup.ts';
import { verifyContents } from './backup-contents.ts';
import { copyFilesIn } from './backup-files.ts';
import { tool, withUser } from './postgres-backup.ts';
import { countsDisagree } from './restore.ts';

const DUMP = 'database.dump';

/**
 * Rows of `table` in a dump, read from the dump's own data (pg_restore writes it as COPY text,
 * one row a line); with `where`, only rows whose column holds that value.
 */
async function countInDump(dump: string, table: string, where?: { column: string; equals: string }) {
  const child = spawn('pg_restore', ['--data-only', `--table=${table}`, '--file=-', dump], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = once(child, 'close');
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  let column = -1;
  let isInCopy = false;
  let rows = 0;
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!isInCopy) {
      const header = line.match(/^COPY \S+ \((.*)\) FROM stdin;$/);
      if (!header) continue;
      isInCopy = true;
      const columns = (header[1] as string).split(', ').map((name) => name.replaceAll('"', ''));
      column = where ? columns.indexOf(where.column) : -1;
    } else if (line === '\\.') isInCopy = false;
    else if (!where || line.split('\t')[column] === where.equals) rows += 1;
  }
  const [code] = await closed;
  if (code !== 0) throw new Error(`pg_restore could not read ${dump}: ${stderr.trim() || `exit ${code}`}`);
  return rows;
}

/** What the dump holds, counted from its data: checked against the manifest before anything is restored. */
async function countsInDump(dump: string): Promise<BackupCounts> {
  return {
    applications: await countInDump(dump, 'applications'),
    users: await countInDump(dump, 'users'),
    files: await countInDump(dump, 'stored_files', { column: 'state', equals: 'attached' }),
  };
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: withUser(url) });
  await client.connect();
  try {
    const tables = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return tables.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores into an empty PostgreSQL database (no nodes running on it) and the configured storage,
 * so that a failure at any step leaves that database empty, as it was:
 * 1. the whole backup is verified (every file's size and checksum), and the dump's own data counted
 *    and checked against the manifest, before anything is written;
 * 2. the files go into the storage (named by no record until the database is restored: harmless);
 * 3. pg_restore runs as one transaction, so it restores everything or nothing;
 * 4. the restored database is opened with the server's own code and counted again.
 * Answers the counts read from the restored database.
 */
export async function restorePostgres(
  backupDir: string,
  manifest: BackupManifest,
  target: { url: string; store: FileStore },
): Promise<BackupCounts> {
  if ((await tablesIn(target.url)) > 0)
    throw new Error('the database named by DATABASE_URL is not empty: restore into a new, empty database');
  const dump = path.join(backupDir, DUMP);
  if (manifest.contents) await verifyContents(backupDir, MANIFEST, manifest.contents);
  else if (!(await stat(dump).catch(() => null))) throw new Error(`${backupDir} holds no ${DUMP}`);
  const inDump = await countsInDump(dump);
  const disagreement = countsDisagree(manifest, inDump, 'its dump holds');
  if (disagreement) throw new Error(disagreement);

  await copyFilesIn(target.store, path.join(backupDir, 'files'));
  await tool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    withUser(target.url),
    dump,
  ]).catch((error: Error) => {
    throw new Error(
      `${error.message}\nNothing was restored (one transaction): the database is empty, as it was.`,
    );
  });
  const database = await openDatabase({ kind: 'postgres', url: target.url }, () => {});
  try {
    const restored = await countRecords(database.db);
    const afterwards = countsDisagree(manifest, restored, 'the restored database holds');
    if (afterwards)
      throw new Error(
        `${afterwards}\nThe database named by DATABASE_URL now holds the restored data: check it before starting a node on it.`,
      );
    return restored;
  } finally {
    await database.close();
  }
}
