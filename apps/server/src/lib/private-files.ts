import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The mask the server and its commands run under: whatever they or a library create (spool
 * files, the disk store's folders, a dump pg_dump writes, the lock file) comes out its owner's
 * alone. A mask rather than a mode at each creation because much of it is created by code that
 * takes no mode (sharp, pg_dump, mkdtemp's parents, libraries to come) and a mask covers them
 * all; copies are the exception (a copy keeps its source's mode), so those are made private
 * explicitly with `makePrivate`.
 */
export const PRIVATE_UMASK = 0o077;

const FOLDER = 0o700;
const FILE = 0o600;

/**
 * Makes `root` and everything under it its owner's alone (folders 0700, anything else 0600) and
 * answers how many entries it had to change. Symbolic links are left as they are (a link has no
 * mode of its own and its target may be anywhere); an entry removed while the walk runs is
 * skipped.
 */
export async function makePrivate(root: string): Promise<number> {
  let changed = 0;
  const visit = async (entry: string) => {
    let stats: Awaited<ReturnType<typeof lstat>>;
    try {
      stats = await lstat(entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? FOLDER : FILE;
    if ((stats.mode & 0o7777) !== wanted) {
      await chmod(entry, wanted).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      changed += 1;
    }
    if (!stats.isDirectory()) return;
    const names = await readdir(entry).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names) await visit(path.join(entry, name));
  };
  await visit(root);
  return changed;
}
