import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { settleInLanes, valuesOrFirstFailure } from '../lib/lanes.ts';

/**
 * The keys of every file a record uses (attached) or its history may bring back (retained), as the
 * database says now.
 */
export async function keptKeys(db: Pick<Db, 'select'>): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(inArray(storedFiles.state, ['attached', 'retained']));
  return rows.map(({ key }) => key);
}

/** Copies the files named by `keys` that `folder` does not hold yet; answers how many it copied. */
export async function copyFilesOut(
  store: Pick<FileStore, 'open'>,
  keys: string[],
  folder: string,
): Promise<number> {
  await mkdir(folder, { recursive: true });
  const present = new Set(await readdir(folder));
  let copied = 0;
  for (const key of keys) {
    if (present.has(key)) continue;
    const source = await store.open(key);
    // Purges wait while a backup runs (files/file-journal.ts), so an attached file is there.
    if (!source) throw new Error(`file ${key} is attached to a record but missing from storage`);
    await pipeline(source, createWriteStream(path.join(folder, key), { mode: 0o600 }));
    copied += 1;
  }
  return copied;
}

/** Files put at once by a restore: each put waits mostly on the store (a round trip to S3). */
export const RESTORE_LANES = 8;

/** Puts every file of a backup's `folder` into `store`, streamed from disk, a few at once; answers how many. */
export async function copyFilesIn(
  store: Pick<FileStore, 'put'>,
  folder: string,
  lanes = RESTORE_LANES,
): Promise<number> {
  const keys = await readdir(folder).catch(() => [] as string[]);
  const put = async (key: string) => {
    const file = path.join(folder, key);
    await store.put(key, { path: file, size: (await stat(file)).size });
  };
  valuesOrFirstFailure(await settleInLanes(keys, lanes, put));
  return keys.length;
}
