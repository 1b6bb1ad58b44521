import { cp, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../files/file-store.ts';
import { BACKUP_FORMAT, type BackupManifest, MANIFEST } from './backup.ts';
import { copyFilesIn } from './backup-files.ts';

/** The backup's manifest, checked: a folder that is not a backup of ours is refused. */
export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(backupDir, MANIFEST), 'utf8'));
  } catch {
    throw new Error(`${backupDir} holds no VisaDesk backup (no readable ${MANIFEST})`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${backupDir} is a backup this version cannot restore (format ${manifest.format})`);
  return manifest;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Puts a backup of the embedded database back, the server stopped: its data directory becomes
 * `databaseDir` (an existing one is kept aside, renamed, when `replace` is set) and its files go
 * into `store`. Files the restored database does not name are swept at the next start.
 */
export async function restoreEmbedded(
  backupDir: string,
  target: { databaseDir: string; store: FileStore; replace: boolean },
): Promise<BackupManifest & { keptAside?: string }> {
  const manifest = await readManifest(backupDir);
  if (manifest.kind !== 'embedded')
    throw new Error(
      `${backupDir} is a backup of a PostgreSQL deployment: set DATABASE_URL to an empty database to restore it`,
    );
  let keptAside: string | undefined;
  if (await exists(target.databaseDir)) {
    if (!target.replace)
      throw new Error(
        `${target.databaseDir} already holds a database: add --replace to keep it aside and restore`,
      );
    keptAside = `${target.databaseDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target.databaseDir, keptAside);
  }
  await cp(path.join(backupDir, 'db'), target.databaseDir, { recursive: true });
  await copyFilesIn(target.store, path.join(backupDir, 'files'));
  return { ...manifest, keptAside };
}
