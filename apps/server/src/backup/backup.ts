import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, users } from '../db/schema.ts';
import type { FileJournal } from '../files/file-journal.ts';
import { attachedKeys, copyFilesOut } from './backup-files.ts';

export const MANIFEST = 'manifest.json';
export const BACKUP_FORMAT = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  kind: 'embedded' | 'postgres';
  createdAt: string;
  applications: number;
  users: number;
  files: number;
};

/** A backup goes into a new folder (or an empty one), never over another backup. */
export async function newFolder(dir: string) {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0)
    throw new Error(`${dir} is not empty: a backup goes into a new folder`);
}

/**
 * A consistent copy of the embedded database and its files, taken while the server runs: `db/`
 * (PGlite's data directory), `files/` (every attached file, by key) and `manifest.json`.
 *
 * Purges wait for the whole backup, so every file the copied database names is still in storage.
 * The files are copied first, while the server serves; then the one database connection is held
 * (a transaction: requests wait, for the time the data directory takes to copy) and the directory
 * copied, crash-consistent like a power cut, which PGlite recovers from; then the files attached
 * meanwhile.
 */
export async function backupEmbedded(
  parts: { db: Db; databaseDir: string; journal: FileJournal },
  outDir: string,
): Promise<BackupManifest> {
  await newFolder(outDir);
  const release = parts.journal.holdPurges();
  try {
    const filesDir = path.join(outDir, 'files');
    await copyFilesOut(parts.journal, await attachedKeys(parts.db), filesDir);
    const counted = await parts.db.transaction(async (tx) => {
      const keys = await attachedKeys(tx);
      const [apps] = await tx.select({ n: count() }).from(applications);
      const [people] = await tx.select({ n: count() }).from(users);
      await cp(parts.databaseDir, path.join(outDir, 'db'), { recursive: true });
      return { keys, applications: apps?.n ?? 0, users: people?.n ?? 0 };
    });
    await copyFilesOut(parts.journal, counted.keys, filesDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      kind: 'embedded',
      createdAt: new Date().toISOString(),
      applications: counted.applications,
      users: counted.users,
      files: counted.keys.length,
    };
    await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await release();
  }
}
