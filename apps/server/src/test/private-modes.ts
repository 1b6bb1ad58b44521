import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every entry under `root`, `root` included, whose permissions are not its owner's alone (folders
 * 0700, everything else 0600; symbolic links have no mode of their own), and how many entries
 * were read, so a test can tell an empty walk from a private tree.
 */
export async function notPrivate(root: string): Promise<{ read: number; wrong: string[] }> {
  const wrong: string[] = [];
  let read = 0;
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    read += 1;
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o7777;
    const expected = stats.isDirectory() ? 0o700 : 0o600;
    if (mode !== expected)
      wrong.push(`${path.relative(root, entry) || '.'} ${mode.toString(8)} (want ${expected.toString(8)})`);
    if (stats.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(root);
  return { read, wrong };
}
