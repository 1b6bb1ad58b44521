/**
 * `npm run bench:restore [-- --applications 100000 --with-files 2000 --documents 2 --db pglite|postgres|both
 *   --image-scale 1]`
 *
 * Times `npm run backup` and then `npm run restore` (the shipped commands, as an operator runs them,
 * the server stopped) on a caseload of N bench applications, of which the first `--with-files` have
 * a photo and `--documents` documents, each with its thumbnail, stored through the product's own
 * file store: on disk under DATA_DIR (embedded), or in an S3-compatible server (s3rver on loopback)
 * for PostgreSQL. Restore goes into a fresh DATA_DIR, or a new empty database and a new bucket.
 * Prints each step's time and the files per second, so a caseload's restore time can be told.
 * `--compare-lanes` then puts the same backup's files again into fresh storage one at a time and
 * eight at a time (backup/backup-files.ts), alternately, under the same load.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DOCUMENT_SLOTS } from '@visadesk/contract';
import {
  COPY_NAMES,
  COPY_TYPES,
  copyKey,
  databaseTarget,
  loadConfig,
  openDatabase,
  openFileStore,
  RESTORE_LANES,
} from '@visadesk/server';
import { runOperatorCommand, startS3Server, withLaunchEnv } from '@visadesk/test-harness';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { BENCH_PG_URL, benchEngines, createBenchDatabase } from './bench-database.ts';
import { benchOptions } from './bench-options.ts';

const args = benchOptions({
  applications: 100_000,
  'with-files': 2000,
  documents: 2,
  db: undefined,
  'compare-lanes': false,
  'image-scale': 1,
});
const APPLICATIONS = args.applications;
const WITH_FILES = Math.min(args['with-files'], APPLICATIONS);
const DOCUMENTS = Math.min(args.documents, DOCUMENT_SLOTS.length);
/** Below 1, smaller photos and scans, so every application's files fit on a small disk. */
const IMAGE_SCALE = args['image-scale'];
const scaled = (pixels: number) => Math.max(16, Math.round(pixels * IMAGE_SCALE));
const LANE_BUCKETS = ['lanes-a', 'lanes-b', 'lanes-c', 'lanes-d'];
const temp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `visadesk-bench-${name}-`));

/** A re-encoded upload's size comes from its content: noise, blurred to a scan's detail. */
async function image(width: number, height: number, format: 'jpeg' | 'webp'): Promise<Buffer> {
  const noise = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).blur(1.2);
  return format === 'jpeg' ? noise.jpeg({ quality: 80 }).toBuffer() : noise.webp({ quality: 70 }).toBuffer();
}

/** Stores a photo and documents for the first WITH_FILES applications, journalled as attached. */
async function addFiles(env: Record<string, string>) {
  const config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase(databaseTarget(config));
  const store = await openFileStore(config);
  const [photo, document, thumbnail] = await Promise.all([
    image(scaled(600), scaled(800), 'jpeg'),
    image(scaled(1240), scaled(1754), 'jpeg'),
    image(200, 260, 'webp'),
  ]);
  const { rows } = (await database.db.execute(
    sql`select id from applications order by id limit ${WITH_FILES}`,
  )) as unknown as { rows: { id: string }[] };
  const ids = rows.map((row) => row.id);
  const started = Date.now();
  let bytes = 0;
  let files = 0;
  // A few at once, as several uploads would.
  const lanes = 8;
  for (let at = 0; at < ids.length; at += lanes) {
    await Promise.all(
      ids.slice(at, at + lanes).map(async (id) => {
        const keys = Array.from({ length: 1 + DOCUMENTS }, () => randomBytes(16).toString('hex'));
        const rows = keys.flatMap((key, i) => {
          const main = i === 0 ? photo : document;
          // One small WebP stands for each sized copy: the bench times bytes, not their pixels.
          return [
            { key, type: 'image/jpeg', data: main },
            ...COPY_NAMES.map((name) => ({
              key: copyKey(key, name),
              type: COPY_TYPES[name],
              data: thumbnail,
            })),
          ];
        });
        for (const row of rows) await store.put(row.key, row.data);
        bytes += rows.reduce((sum, row) => sum + row.data.length, 0);
        files += rows.length;
        await database.db.transaction(async (tx) => {
          for (const row of rows)
            await tx.execute(
              sql`insert into stored_files (key, state, content_type, size) values (${row.key}, 'attached', ${row.type}, ${row.data.length})`,
            );
          const [imageKey, ...documentKeys] = keys;
          await tx.execute(sql`update applications set image_key = ${imageKey} where id = ${id}`);
          for (const [i, key] of documentKeys.entries())
            await tx.execute(
              sql`update applications set ${sql.identifier(`file${i + 1}_key`)} = ${key} where id = ${id}`,
            );
        });
      }),
    );
  }
  await database.close();
  console.log(
    `  stored ${files.toLocaleString()} files (${(bytes / 1024 / 1024).toFixed(0)} MB) for ${ids.length.toLocaleString()} applications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { files, bytes };
}

/** Runs a shipped command (`npm run backup` / `npm run restore`) and times it. */
async function timed(command: 'backup' | 'restore', folder: string, env: Record<string, string>) {
  const started = Date.now();
  const stdout = await runOperatorCommand(command, [folder], { LOG_LEVEL: 'warn', ...env });
  const seconds = (Date.now() - started) / 1000;
  console.log(`  ${command}: ${seconds.toFixed(1)} s  ${stdout.trim()}`);
  return seconds;
}

async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = BENCH_PG_URL as string;
  const admin = new pg.Client({
    connectionString: server,
    user: new URL(server).username || os.userInfo().username,
  });
  await admin.connect();
  const name = `visadesk_restore_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

for (const engine of benchEngines(args.db)) {
  const label = engine === 'pglite' ? 'embedded (PGlite, files on disk)' : 'PostgreSQL + S3 (s3rver)';
  console.log(
    `\n${label}: ${APPLICATIONS.toLocaleString()} applications, ${WITH_FILES.toLocaleString()} with a photo and ${DOCUMENTS} documents`,
  );
  const s3 =
    engine === 'postgres'
      ? await startS3Server(['restore-source', 'restore-target', ...LANE_BUCKETS])
      : undefined;
  const source = await createBenchDatabase(engine, APPLICATIONS);
  const sourceEnv = { ...source.env, ...(s3?.envFor('restore-source') ?? {}) };
  const backupDir = path.join(temp('backup'), 'backup');
  const target = engine === 'postgres' ? await emptyDatabase() : undefined;
  const targetEnv = {
    DATA_DIR: temp('restored'),
    ...(target ? { DATABASE_URL: target.url, ...s3?.envFor('restore-target') } : {}),
  };
  try {
    const { files, bytes } = await addFiles(sourceEnv);
    const backup = await timed('backup', backupDir, sourceEnv);
    const restore = await timed('restore', backupDir, targetEnv);
    console.log(
      `  => backup ${(files / backup).toFixed(0)} files/s, restore ${(files / restore).toFixed(0)} files/s (${(bytes / 1024 / 1024 / restore).toFixed(1)} MB/s)`,
    );
    if (args['compare-lanes']) {
      for (const [round, lanes] of [1, RESTORE_LANES, 1, RESTORE_LANES].entries()) {
        const bucket = LANE_BUCKETS[round] as string;
        const dataDir = temp('lanes');
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [
            '--import',
            'tsx',
            path.resolve(import.meta.dirname, 'restore-files.ts'),
            path.join(backupDir, 'files'),
            String(lanes),
          ],
          {
            env: withLaunchEnv({
              ...process.env,
              LOG_LEVEL: 'warn',
              DATA_DIR: dataDir,
              ...s3?.envFor(bucket),
            }),
          },
        );
        const seconds = Number(stdout.trim().split(' ')[1]);
        console.log(
          `  files alone, ${lanes} at a time: ${seconds.toFixed(1)} s, ${(files / seconds).toFixed(0)} files/s`,
        );
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await source.remove();
    await target?.drop();
    await s3?.close();
    rmSync(path.dirname(backupDir), { recursive: true, force: true });
    rmSync(targetEnv.DATA_DIR, { recursive: true, force: true });
  }
}
process.exit(0);
