import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore } from './file-store.ts';

const KEY = /^[a-z0-9-]{8,80}$/;
const TEMPORARY = '.tmp';

/** Files on local disk under `root`, fanned out by the key's first two characters. */
export function createDiskStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid file key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const temp = `${target}.${randomBytes(4).toString('hex')}${TEMPORARY}`;
      if (!Buffer.isBuffer(data)) await copyFile(data.path, temp);
      const handle = await open(temp, Buffer.isBuffer(data) ? 'w' : 'r+', 0o600);
      try {
        if (Buffer.isBuffer(data)) await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    },
    async open(key) {
      const target = pathOf(key);
      try {
        await stat(target);
      } catch {
        return null;
      }
      return createReadStream(target) as Readable;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeTemporaryFiles() {
      let removed = 0;
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          if (!name.endsWith(TEMPORARY)) continue;
          await rm(path.join(root, folder.name, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
