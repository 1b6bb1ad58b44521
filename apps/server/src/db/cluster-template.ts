/**
 * A migrated, empty embedded database made at build time, copied into a new DATA_DIR on the first
 * start (decision 99). Creating a cluster runs initdb inside PGlite: two PGlite instances and
 * initdb's own WebAssembly at once, whose memory never shrinks, took the very first start to
 * 700-730 MB RSS. Copying a directory costs the server nothing of its own memory.
 *
 * The template is keyed by PGlite's version and the migrations' content: a template made from
 * other migrations (a migration added or edited since the build) or by another PGlite is never
 * used, and the first start falls back to creating the cluster itself.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_SETTINGS } from './pglite-settings.ts';
import * as schema from './schema.ts';

const KEY_FILE = 'key';
const CLUSTER = 'pgdata';

/** PGlite's version: its data directory's format and its catalogue come with it. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** What a template is made from: PGlite's version and every migration file, names and content. */
export function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const file of filesUnder(migrationsFolder))
    hash.update(`${file}\n`).update(readFileSync(path.join(migrationsFolder, file)));
  return hash.digest('hex');
}

/**
 * Makes `templateDir` (a cluster with every migration applied, and its key) unless it is already
 * made from these migrations. Runs at build time, in the build's process.
 */
export async function buildClusterTemplate(templateDir: string, migrationsFolder: string): Promise<boolean> {
  const key = templateKey(migrationsFolder);
  const keyFile = path.join(templateDir, KEY_FILE);
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  const building = `${templateDir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const pg = new PGlite({
    dataDir: path.join(building, CLUSTER),
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  try {
    await migrate(drizzle(pg, { schema }), { migrationsFolder });
  } finally {
    await pg.close();
  }
  writeFileSync(path.join(building, KEY_FILE), key);
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(building, templateDir);
  return true;
}

/**
 * Copies the template's cluster to `dataDir` when the template exists, was made from these
 * migrations, and `dataDir` does not exist yet (or is empty). False when it did not: the caller
 * creates the cluster itself. The copy lands under another name first, so an interrupted copy
 * never looks like a cluster.
 */
export function copyClusterTemplate(templateDir: string, dataDir: string, migrationsFolder: string): boolean {
  const keyFile = path.join(templateDir, KEY_FILE);
  if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== templateKey(migrationsFolder)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const copying = `${dataDir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(path.join(templateDir, CLUSTER), copying, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(copying, dataDir);
  return true;
}
