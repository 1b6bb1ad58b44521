import { chmod, cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, storedFiles, users } from '../db/schema.ts';
import type { FileJournal } from '../files/file-journal.ts';
import { makePrivate } from '../lib/private-files.ts';
import { type BackupContents, describeContents } from './backup-contents.ts';
import { copyFilesOut, keptKeys } from './backup-files.ts';

export const MANIFEST = 'manifest.json';
/** 2: the manifest lists every file with its size and checksum. 1: counts only. */
export const BACKUP_FORMAT = 2;

/** What a backup holds, as counted in the database it copied. */
export type BackupCounts = { applications: number; users: number; files: number };

export type BackupManifest = BackupCounts & {
  format: 1 | typeof BACKUP_FORMAT;
  kind: 'embedded' | 'postgres';
  createdAt: string;
  /** Format 2 on: every file of the backup but the manifest, with its size and SHA-256. */
  contents?: BackupContents;
};

/** Applications, users and files (attached) in a database: a backup's, or a restored copy's. */
export async function countRecords(db: Pick<Db, 'select'>): Promise<BackupCounts> {
  const [apps] = await db.select({ n: count() }).from(applications);
  const [people] = await db.select({ n: count() }).from(users);
  const [files] = await db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.state, 'attached'));
  return { applications: apps?.n ?? 0, users: people?.n ?? 0, files: files?.n ?? 0 };
}

/** A backup goes into a new folder (or an empty one), never over another backup; only its owner's. */
export async function newFolder(dir: string) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if ((await readdir(dir)).length > 0)
    throw new Error(`${dir} is not empty: a backup goes into a new folder`);
  await chmod(dir, 0o700);
}

/**
 * Ends a backup: lists every file written with its size and checksum in the manifest, then makes
 * the whole folder its owner's alone. A backup holds the signing keys and every record: whoever
 * reads it can forge printouts and document grants. Copies keep their source's modes, so the
 * modes are set here rather than trusted to the process's umask.
 */
export async function finishBackup(
  outDir: string,
  facts: Omit<BackupManifest, 'format' | 'contents' | 'createdAt'>,
): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    ...facts,
    contents: await describeContents(outDir, MANIFEST),
  };
  await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`, { mode: 0o600 });
  await makePrivate(outDir);
  return manifest;
}

/**
 * A consistent copy of the embedded database and its files, taken while the server runs: `db/`
 * (PGlite's data directory), `files/` (every attached file, by key) and `manifest.json`.
 *
 * Purges wait for the whole backup, so every file the copied database names is still in storage.
 * The files are copied first, while the server serves; then the one database connection is held
 * (a transaction: requests wait, for the time the data directory takes to copy) and the directory
 * copied, crash-consistent like a power cut, which PGlite recovers from; then the files attached
 * meanwhile. Checksums are taken at the end, once requests no longer wait.
 */
export async function backupEmbedded(
  parts: { db: Db; databaseDir: string; journal: FileJournal },
  outDir: string,
): Promise<BackupManifest> {
  await newFolder(outDir);
  const release = parts.journal.holdPurges();
  try {
    const filesDir = path.join(outDir, 'files');
    await copyFilesOut(parts.journal, await keptKeys(parts.db), filesDir);
    const counted = await parts.db.transaction(async (tx) => {
      const keys = await keptKeys(tx);
      const counts = await countRecords(tx);
      await cp(parts.databaseDir, path.join(outDir, 'db'), { recursive: true });
      return { keys, counts };
    });
    await copyFilesOut(parts.journal, counted.keys, filesDir);
    return await finishBackup(outDir, { kind: 'embedded', ...counted.counts });
  } finally {
    await release();
  }
}
