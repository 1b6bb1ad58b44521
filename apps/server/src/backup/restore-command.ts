// `npm run restore -- <folder> [--replace]`: puts a backup made by `npm run backup` back into
// DATA_DIR (and the configured file storage), with the server stopped.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from '@visadesk/embedded-postgres';
import { openFileStore } from '../app.ts';
import { commandConfig, fail } from '../lib/command-line.ts';
import { restorePostgres } from './postgres-backup.ts';
import { readManifest, restoreEmbedded } from './restore.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const folders = args.filter((arg) => arg !== '--replace');
if (folders.length !== 1 || folders[0]?.startsWith('-'))
  fail(
    'Usage: npm run restore -- <folder> [--replace]\n  --replace  keep the current database aside (renamed) and restore over it',
  );
const backupDir = path.resolve(folders[0] as string);
const config = commandConfig();

if (config.databaseUrl) {
  // PostgreSQL: into the empty database DATABASE_URL names, before any node starts on it.
  try {
    const started = Date.now();
    const manifest = await readManifest(backupDir);
    if (manifest.kind !== 'postgres')
      fail(`${backupDir} is a backup of an embedded deployment: unset DATABASE_URL to restore it`);
    await restorePostgres(backupDir, { url: config.databaseUrl, store: await openFileStore(config) });
    process.stdout.write(
      `Restored ${backupDir} (taken ${manifest.createdAt}) into the database in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${manifest.applications} applications, ${manifest.users} users, ${manifest.files} files.\n`,
    );
    process.exit(0);
  } catch (error) {
    fail(`Restore failed: ${(error as Error).message}`);
  }
}
const databaseDir = path.join(config.dataDir, 'db');

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
try {
  const started = Date.now();
  const restored = await restoreEmbedded(backupDir, {
    databaseDir,
    store: await openFileStore(config),
    replace,
  });
  process.stdout.write(
    `Restored ${backupDir} (taken ${restored.createdAt}) into ${config.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${restored.applications} applications, ${restored.users} users, ${restored.files} files.\n` +
      (restored.keptAside ? `The database it replaced is kept at ${restored.keptAside}.\n` : ''),
  );
} catch (error) {
  fail(`Restore failed: ${(error as Error).message}`);
} finally {
  unlock();
}
