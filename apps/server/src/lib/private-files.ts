import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The mask the server and its commands run under: whatever they or a library create (spool
 * files, the disk store's folders, a dump pg_dump writes, the lock file) comes out its owner's
 * alone. A mask rather than a mode at each creation because much of it is created by code that
 * takes no mode (sharp, pg_dump, mkdtemp's parents, libraries to come) and a mask covers them
 * all; copies are the exception (a copy keeps its source's mode), so those are made private
 * explicitly here.
 */
export const PRIVATE_UMASK = 0o077;

/** The mode an entry must have (folders 0700, anything else 0600); null for a symbolic link, which has none of its own. */
function privateMode(stats: Stats): number | null {
  if (stats.isSymbolicLink()) return null;
  return stats.isDirectory() ? 0o700 : 0o600;
}

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Makes `root` and everything under it its owner's alone and answers how many entries it had to
 * change; an entry removed while the walk runs is skipped. For a process that serves meanwhile
 * (a backup taken by the running server): it never blocks the event loop.
 */
export async function makePrivate(root: string): Promise<number> {
  let changed = 0;
  const visit = async (entry: string) => {
    const stats = await lstat(entry).catch((error) => (isGone(error) ? null : Promise.reject(error)));
    const wanted = stats && privateMode(stats);
    if (!stats || wanted === null) return;
    if ((stats.mode & 0o7777) !== wanted) {
      await chmod(entry, wanted).catch((error) => (isGone(error) ? undefined : Promise.reject(error)));
      changed += 1;
    }
    if (!stats.isDirectory()) return;
    const names = await readdir(entry).catch((error) => (isGone(error) ? [] : Promise.reject(error)));
    for (const name of names) await visit(path.join(entry, name));
  };
  await visit(root);
  return changed;
}

/**
 * The same, synchronously: at start, before anything is served, where it is 5-7 times faster
 * (100,000 entries already private: 0.45-0.8 s against 2.6-4.4 s here).
 */
export function makePrivateSync(root: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const stats = lstatSync(entry, { throwIfNoEntry: false });
    const wanted = stats && privateMode(stats);
    if (!stats || wanted === null || wanted === undefined) return;
    if ((stats.mode & 0o7777) !== wanted) {
      chmodSync(entry, wanted);
      changed += 1;
    }
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return changed;
}
