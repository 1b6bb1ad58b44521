/**
 * A set-up (migrated), empty cluster made at build time, copied into a new data directory on the
 * first open. Creating a cluster runs initdb inside PGlite: two PGlite instances and
 * initdb's own WebAssembly at once, whose memory never shrinks, take the very first start to
 * 700-730 MB RSS. Copying a directory costs the server nothing of its own memory.
 *
 * The template is keyed by PGlite's version and the content of the folder its setup reads (the
 * migrations): a template made from other inputs (a migration added or edited since the build)
 * or by another PGlite is never used, and the first open falls back to creating the cluster.
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
import { BatchedPGlite } from './batched-pglite.ts';
import type { EmbeddedClient } from './embedded-client.ts';
import type { ExtensionName } from './extensions.ts';
import { extensionsNamed } from './extensions.ts';
import { makeDataDirPrivate } from './private-data-dir.ts';
import { settingsWith } from './settings.ts';

const KEY_FILE = 'key';
const CLUSTER = 'pgdata';

/** PGlite's version: its data directory's format and its catalogue come with it. */
export function pgliteVersion(): string {
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

/** What a template is made from: PGlite's version and every input file, names and content. */
export function templateKey(inputsDir: string): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const file of filesUnder(inputsDir))
    hash.update(`${file}\n`).update(readFileSync(path.join(inputsDir, file)));
  return hash.digest('hex');
}

/** How a new cluster is set up: `run` (the migrations) reads the files under `inputsDir`. */
export type ClusterSetup = {
  inputsDir: string;
  run: (client: EmbeddedClient) => Promise<void>;
};

export type TemplateOptions = ClusterSetup & { settings?: string[]; extensions?: ExtensionName[] };

/**
 * Makes `templateDir` (a cluster set up by `run`, and its key) unless it is already made from
 * these inputs. Runs at build time, in the build's process.
 */
export async function buildClusterTemplate(templateDir: string, options: TemplateOptions): Promise<boolean> {
  const key = templateKey(options.inputsDir);
  const keyFile = path.join(templateDir, KEY_FILE);
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  const building = `${templateDir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const pg = new BatchedPGlite({
    dataDir: path.join(building, CLUSTER),
    extensions: extensionsNamed(options.extensions),
    postgresqlconf: settingsWith(options.settings),
  });
  try {
    await options.run(pg);
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
 * inputs, and `dataDir` does not exist yet (or is empty). False when it did not: the caller
 * creates the cluster itself. The copy lands under another name first, so an interrupted copy
 * never looks like a cluster.
 */
export function copyClusterTemplate(templateDir: string, dataDir: string, inputsDir: string): boolean {
  const keyFile = path.join(templateDir, KEY_FILE);
  if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== templateKey(inputsDir)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const copying = `${dataDir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(path.join(templateDir, CLUSTER), copying, { recursive: true });
  // A copy keeps the template's modes (the build's, readable by all).
  makeDataDirPrivate(copying);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(copying, dataDir);
  return true;
}
