import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskStore } from '../files/disk-store.ts';
import type { FileStore } from '../files/file-store.ts';
import { copyFilesIn, RESTORE_LANES } from './backup-files.ts';

const folders: string[] = [];
const temp = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'visadesk-backup-files-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('copyFilesIn (restore)', () => {
  it('puts every file of the backup, several at once but never more than its lanes', async () => {
    const backup = temp();
    const files = new Map(
      Array.from({ length: 40 }, () => [
        randomBytes(16).toString('hex'),
        randomBytes(20_000 + Math.floor(Math.random() * 50_000)),
      ]),
    );
    for (const [key, data] of files) writeFileSync(path.join(backup, key), data);
    const disk = createDiskStore(temp());
    // The real disk store, watched: how many puts are running at each moment.
    let running = 0;
    let most = 0;
    const store: Pick<FileStore, 'put'> = {
      async put(key, data) {
        running += 1;
        most = Math.max(most, running);
        try {
          await disk.put(key, data);
        } finally {
          running -= 1;
        }
      },
    };

    expect(await copyFilesIn(store, backup)).toBe(files.size);

    for (const [key, data] of files) {
      const stored = await disk.open(key);
      expect(stored && (await buffer(stored)).equals(data)).toBe(true);
    }
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(RESTORE_LANES);
  });

  it('restores nothing, and fails nothing, from a backup without files', async () => {
    expect(await copyFilesIn(createDiskStore(temp()), path.join(temp(), 'files'))).toBe(0);
  });
});
