// `npm run backup -- <folder>`: a consistent copy of the database and its files, taken while the
// server runs. Embedded: through the server's control socket, or directly when it is stopped.
// PostgreSQL (DATABASE_URL): pg_dump and the files, while the nodes run. Uses the server's
// configuration (DATA_DIR, DATABASE_URL, STORAGE).
import http from 'node:http';
import path from 'node:path';
import { DataDirInUseError } from '@visadesk/embedded-postgres';
import { databaseTarget, openFileJournal, openFileStore } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { commandConfig, fail } from '../lib/command-line.ts';
import { PRIVATE_UMASK } from '../lib/private-files.ts';
import { type BackupManifest, backupEmbedded } from './backup.ts';
import { backupPostgres } from './postgres-backup.ts';

// What pg_dump and this process write is the operator's alone; finishBackup sets every mode anyway.
process.umask(PRIVATE_UMASK);
const args = process.argv.slice(2);
if (args.length !== 1 || args[0]?.startsWith('-')) fail('Usage: npm run backup -- <folder>');
const outDir = path.resolve(args[0] as string);
const config = commandConfig();
const socketPath = path.join(config.dataDir, 'control.sock');

/** Asks the running server; null when no server listens on the socket. */
function askRunningServer(): Promise<BackupManifest | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: '/backup', method: 'POST' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        const parsed = JSON.parse(body) as BackupManifest & { message?: string };
        if (response.statusCode === 200) resolve(parsed);
        else reject(new Error(parsed.message ?? `status ${response.statusCode}`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(null) : reject(error),
    );
    request.end(JSON.stringify({ dir: outDir }));
  });
}

/** The server is stopped: this command opens the database itself (and holds its lock meanwhile). */
async function backupDirectly(): Promise<BackupManifest> {
  const database = await openDatabase(databaseTarget(config), () => {}).catch((error: unknown) => {
    if (error instanceof DataDirInUseError)
      fail(`A server (process ${error.pid}) holds the database but does not answer on ${socketPath}.`);
    throw error;
  });
  try {
    const journal = await openFileJournal(database.db, config, { isShared: false });
    return await backupEmbedded(
      { db: database.db, databaseDir: path.join(config.dataDir, 'db'), journal },
      outDir,
    );
  } finally {
    await database.close();
  }
}

/** A PostgreSQL deployment: the nodes keep running; this command reads the database itself. */
async function backupOfPostgres(url: string): Promise<BackupManifest> {
  const database = await openDatabase({ kind: 'postgres', url }, () => {});
  try {
    return await backupPostgres({ url, db: database.db, store: await openFileStore(config) }, outDir);
  } finally {
    await database.close();
  }
}

try {
  const running = config.databaseUrl ? null : await askRunningServer();
  const manifest = config.databaseUrl
    ? await backupOfPostgres(config.databaseUrl)
    : (running ?? (await backupDirectly()));
  process.stdout.write(
    `Backup written to ${outDir}${running ? ' by the running server' : ''}: ` +
      `${manifest.applications} applications, ${manifest.users} users, ${manifest.files} files.\n` +
      `Restore it with: npm run restore -- ${outDir}\n`,
  );
} catch (error) {
  fail(`Backup failed: ${(error as Error).message}`);
}
