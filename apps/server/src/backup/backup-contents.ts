import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** One file of a backup as it was written: its size in bytes and its SHA-256 (hex). */
export type ContentEntry = { size: number; sha256: string };
/** Every file of a backup but its manifest, by path inside the backup with `/` ('db/PG_VERSION'). */
export type BackupContents = Record<string, ContentEntry>;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The backup's files under `dir`, `skip` (the manifest) left out; anything but a file or folder is refused. */
async function filesUnder(dir: string, skip: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (name === skip) continue;
      if (entry.isDirectory()) await visit(name);
      else if (entry.isFile()) found.push(name);
      else throw new Error(`${path.join(dir, name)} is neither a file nor a folder`);
    }
  };
  await visit('');
  return found.sort();
}

/** Sizes and checksums of every file of the backup in `dir` (read once more, after it is written). */
export async function describeContents(dir: string, manifest: string): Promise<BackupContents> {
  const contents: BackupContents = {};
  for (const name of await filesUnder(dir, manifest)) {
    const file = path.join(dir, name);
    contents[name] = { size: (await lstat(file)).size, sha256: await sha256Of(file) };
  }
  return contents;
}

/** What is wrong with a backup, each problem named with its file. */
export class DamagedBackupError extends Error {
  constructor(
    readonly backupDir: string,
    readonly problems: string[],
  ) {
    const shown = problems.slice(0, 5).map((problem) => `\n  - ${problem}`);
    const more = problems.length > 5 ? `\n  - and ${problems.length - 5} more` : '';
    super(`${backupDir} is damaged or incomplete (${problems.length} problems):${shown.join('')}${more}`);
  }
}

/**
 * Checks every file of the backup in `dir` against its manifest's `contents`: each listed file
 * there with its size and checksum, and nothing unlisted. Throws a DamagedBackupError naming each
 * problem; reads everything and changes nothing.
 */
export async function verifyContents(dir: string, manifest: string, contents: BackupContents): Promise<void> {
  const problems: string[] = [];
  const present = new Set(
    await filesUnder(dir, manifest).catch((error: Error) => {
      problems.push(error.message);
      return [] as string[];
    }),
  );
  // A whole folder missing (`db/`) is said once, not once per file it held.
  const folderOf = (name: string) => (name.includes('/') ? name.slice(0, name.indexOf('/')) : undefined);
  const presentFolders = new Set([...present].map(folderOf));
  const missingFolders = new Set<string>();
  for (const name of Object.keys(contents)) {
    const folder = folderOf(name);
    if (folder && !presentFolders.has(folder) && !missingFolders.has(folder)) {
      missingFolders.add(folder);
      problems.push(`${folder}/ is missing`);
    }
  }
  for (const [name, expected] of Object.entries(contents)) {
    if (!present.has(name)) {
      if (!missingFolders.has(folderOf(name) ?? '')) problems.push(`${name} is missing`);
      continue;
    }
    const file = path.join(dir, name);
    const size = (await lstat(file)).size;
    if (size !== expected.size)
      problems.push(`${name} is ${size} bytes where the manifest says ${expected.size}`);
    else if ((await sha256Of(file)) !== expected.sha256)
      problems.push(`${name} does not have the content it was written with (its SHA-256 differs)`);
  }
  for (const name of present)
    if (!(name in contents)) problems.push(`${name} is not in the manifest (added since the backup)`);
  if (problems.length > 0) throw new DamagedBackupError(dir, problems);
}
