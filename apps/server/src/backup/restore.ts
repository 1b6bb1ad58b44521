import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { makePrivate } from '../lib/private-files.ts';
import { BACKUP_FORMAT, type BackupCounts, type BackupManifest, countRecords, MANIFEST } from './backup.ts';
import { verifyContents } from './backup-contents.ts';
import { copyFilesIn, keptKeys } from './backup-files.ts';

/**
 * The backup's manifest, checked: a folder that is not a backup of ours is refused. Format 1
 * (before checksums) is accepted: its database is still opened and counted before it replaces
 * anything, only its files cannot be checked byte by byte.
 */
export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(backupDir, MANIFEST), 'utf8'));
  } catch {
    throw new Error(`${backupDir} holds no VisaDesk backup (no readable ${MANIFEST})`);
  }
  if (manifest.format !== BACKUP_FORMAT && manifest.format !== 1)
    throw new Error(`${backupDir} is a backup this version cannot restore (format ${manifest.format})`);
  if (manifest.format === BACKUP_FORMAT && typeof manifest.contents !== 'object')
    throw new Error(`${backupDir}/${MANIFEST} lists no contents: the manifest was edited or cut short`);
  return manifest;
}

/** Null when the counts read from a copy are the manifest's; otherwise what differs, said plainly. */
export function countsDisagree(manifest: BackupCounts, found: BackupCounts, holds: string): string | null {
  const names = ['applications', 'users', 'files'] as const;
  const differ = names.filter((name) => manifest[name] !== found[name]);
  if (differ.length === 0) return null;
  const said = (counts: BackupCounts) => differ.map((name) => `${counts[name]} ${name}`).join(', ');
  return `the manifest says ${said(manifest)} but ${holds} ${said(found)}: the manifest was edited, or it belongs to another backup`;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export type EmbeddedRestore = BackupCounts & {
  createdAt: string;
  format: BackupManifest['format'];
  keptAside?: string;
};

/**
 * Puts a backup of the embedded database back, the server stopped, without ever destroying the
 * current data: the whole backup is verified (every file's size and checksum) before anything is
 * written; its database is copied into a new folder beside `databaseDir`, opened there with the
 * server's own code (which replays its WAL and migrates it) and counted, the counts checked against
 * the manifest; the files go into `store` (named by no current record until the swap: harmless);
 * only then does the copy take `databaseDir`'s place, the database it replaces kept aside, renamed.
 * Any failure before the swap removes the copy and leaves `databaseDir` as it was.
 */
export async function restoreEmbedded(
  backupDir: string,
  target: { databaseDir: string; store: FileStore; replace: boolean },
): Promise<EmbeddedRestore> {
  const manifest = await readManifest(backupDir);
  if (manifest.kind !== 'embedded')
    throw new Error(
      `${backupDir} is a backup of a PostgreSQL deployment: set DATABASE_URL to an empty database to restore it`,
    );
  const hasDatabase = await exists(target.databaseDir);
  if (hasDatabase && !target.replace)
    throw new Error(
      `${target.databaseDir} already holds a database: add --replace to keep it aside and restore`,
    );
  const backupDb = path.join(backupDir, 'db');
  if (manifest.contents) await verifyContents(backupDir, MANIFEST, manifest.contents);
  else if (!(await exists(path.join(backupDb, 'PG_VERSION'))))
    throw new Error(`${backupDir} holds no database (no db/PG_VERSION)`);

  const copy = `${target.databaseDir}.restoring-${stamp()}`;
  let isSwapped = false;
  try {
    await cp(backupDb, copy, { recursive: true, errorOnExist: true });
    await makePrivate(copy);
    const found = await countCopy(copy);
    const disagreement = countsDisagree(manifest, found.counts, 'its database holds');
    if (disagreement) throw new Error(disagreement);
    await requireFiles(path.join(backupDir, 'files'), found.keys);
    await copyFilesIn(target.store, path.join(backupDir, 'files'));

    let keptAside: string | undefined;
    if (hasDatabase) {
      keptAside = `${target.databaseDir}.before-restore-${stamp()}`;
      await rename(target.databaseDir, keptAside);
    }
    try {
      await rename(copy, target.databaseDir);
    } catch (error) {
      if (keptAside) await rename(keptAside, target.databaseDir);
      throw error;
    }
    isSwapped = true;
    return { ...found.counts, createdAt: manifest.createdAt, format: manifest.format, keptAside };
  } finally {
    if (!isSwapped) await rm(copy, { recursive: true, force: true });
  }
}

/** Opens the restored copy as the server would and counts what it holds. */
async function countCopy(copy: string): Promise<{ counts: BackupCounts; keys: string[] }> {
  // Without it the database code would take the folder for a new one and set up an empty cluster.
  if (!(await exists(path.join(copy, 'PG_VERSION'))))
    throw new Error(`the backup's database is incomplete (no db/PG_VERSION)`);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: copy }, () => {});
  } catch (error) {
    throw new Error(`the backup's database does not open: ${(error as Error).message}`);
  }
  try {
    return { counts: await countRecords(database.db), keys: await keptKeys(database.db) };
  } finally {
    await database.close();
  }
}

/** Every file the restored database names is in the backup (a format 1 backup lists none). */
async function requireFiles(folder: string, keys: string[]) {
  const present = new Set(await readdir(folder).catch(() => [] as string[]));
  const missing = keys.filter((key) => !present.has(key));
  if (missing.length > 0)
    throw new Error(
      `the backup's database names ${missing.length} files its files/ folder lacks (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''})`,
    );
}
