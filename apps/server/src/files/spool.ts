import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** A file on this node's own disk: an upload as it arrived, or an image as re-encoded. */
export type LocalFile = { path: string; size: number };

/**
 * Where uploads wait on this node's disk while they are checked and re-encoded, so no upload is
 * ever held whole in memory. Each piece of work gets its own
 * folder, removed when the work ends however it ends; a killed process's folders go at the next
 * start. The spool belongs to one process: DATA_DIR is one node's own (docs/operations.md).
 */
export function createSpool(root: string) {
  return {
    /** Runs `work` with a private folder for its files, and removes the folder afterwards. */
    async within<T>(work: (folder: string) => Promise<T>): Promise<T> {
      await mkdir(root, { recursive: true });
      const folder = await mkdtemp(path.join(root, 'w-'));
      try {
        return await work(folder);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },

    /** At start, before any request: removes what a killed process left; says how many folders. */
    async clear(): Promise<number> {
      const left = await readdir(root).catch(() => []);
      await rm(root, { recursive: true, force: true });
      return left.length;
    },
  };
}
export type Spool = ReturnType<typeof createSpool>;
