// `npm run restore -- <folder> [--replace]`: puts a backup made by `npm run backup` back into
// DATA_DIR (and the configured file storage), with the server stopped. It verifies the whole
// backup and opens a copy of it before it replaces anything (restore.ts, postgres-restore.ts).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from '@visadesk/embedded-postgres';
import { openFileStore } from '../app.ts';
import { commandConfig, fail } from '../lib/command-line.ts';
import { PRIVATE_UMASK } from '../lib/private-files.ts';
import type { BackupCounts } from './backup.ts';
import { restorePostgres } from './postgres-restore.ts';
import { readManifest, restoreEmbedded } from './restore.ts';

process.umask(PRIVATE_UMASK);
const args = process.argv.slice(2);
const replace = args.includes('--replace');
const folders = args.filter((arg) => arg !== '--replace');
if (folders.length !== 1 || folders[0]?.startsWith('-'))
  fail(
    'Usage: npm run restore -- <folder> [--replace]\n  --replace  keep the current database aside (renamed) and restore over it',
  );
const backupDir = path.resolve(folders[0] as string);
const config = commandConfig();
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const counted = (counts: BackupCounts) =>
  `${counts.applications} applications, ${counts.users} users, ${counts.files} files (counted in the restored copy)`;
const UNCHECKED =
  'This backup was made before backups carried checksums: its database was opened and counted, its files could not be checked byte by byte.\n';

if (config.databaseUrl) {
  // PostgreSQL: into the empty database DATABASE_URL names, before any node starts on it.
  try {
    const manifest = await readManifest(backupDir);
    if (manifest.kind !== 'postgres')
      fail(`${backupDir} is a backup of an embedded deployment: unset DATABASE_URL to restore it`);
    const restored = await restorePostgres(backupDir, manifest, {
      url: config.databaseUrl,
      store: await openFileStore(config),
    });
    process.stdout.write(
      `Restored ${backupDir} (taken ${manifest.createdAt}) into the database in ${seconds()} s: ${counted(restored)}.\n` +
        (manifest.contents ? '' : UNCHECKED),
    );
    process.exit(0);
  } catch (error) {
    fail(`Restore failed: ${(error as Error).message}\nThe backup at ${backupDir} is unchanged.`);
  }
}
const databaseDir = path.join(config.dataDir, 'db');
const hadDatabase = existsSync(databaseDir);

mkdirSync(config.dataDir, { recursive: true });
let unlock: () => void;
try {
  unlock = lockDataDir(databaseDir);
} catch (error) {
  if (error instanceof DataDirInUseError)
    fail(
      `The server is running on ${config.dataDir} (process ${error.pid}): stop it, restore, then start it again.`,
    );
  throw error;
}
// Said once the lock is released: `fail` ends the process, which would skip a `finally`.
let failure: string | undefined;
try {
  const restored = await restoreEmbedded(backupDir, {
    databaseDir,
    store: await openFileStore(config),
    replace,
  });
  process.stdout.write(
    `Restored ${backupDir} (taken ${restored.createdAt}) into ${config.dataDir} in ${seconds()} s: ${counted(restored)}.\n` +
      (restored.keptAside ? `The database it replaced is kept at ${restored.keptAside}.\n` : '') +
      (restored.format === 1 ? UNCHECKED : ''),
  );
} catch (error) {
  failure =
    `Restore failed: ${(error as Error).message}\n` +
    (hadDatabase
      ? `Nothing was replaced: the current database is still at ${databaseDir}, as it was`
      : `Nothing was restored: ${config.dataDir} holds no database, as before`) +
    `, and the backup at ${backupDir} is unchanged.`;
} finally {
  unlock();
}
if (failure) fail(failure);
