import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DamagedBackupError, describeContents, verifyContents } from './backup-contents.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A small backup: a manifest (left out of its own list), a dump, and files in two folders. */
function backup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-contents-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'db', 'pg_wal'), { recursive: true });
  mkdirSync(path.join(dir, 'files'));
  writeFileSync(path.join(dir, 'manifest.json'), '{}');
  writeFileSync(path.join(dir, 'db', 'PG_VERSION'), '18\n');
  writeFileSync(path.join(dir, 'db', 'pg_wal', '000000010000000000000001'), Buffer.alloc(64 * 1024, 7));
  for (const key of ['aa11', 'bb22', 'cc33']) writeFileSync(path.join(dir, 'files', key), `bytes of ${key}`);
  return dir;
}

const problemsOf = (dir: string, contents: Awaited<ReturnType<typeof describeContents>>) =>
  verifyContents(dir, 'manifest.json', contents).then(
    () => [],
    (error: unknown) => (error instanceof DamagedBackupError ? error.problems : [String(error)]),
  );

describe('a backup checked against its manifest', () => {
  it('lists every file but the manifest with its size and checksum, and a sound backup passes', async () => {
    const dir = backup();
    const contents = await describeContents(dir, 'manifest.json');
    expect(Object.keys(contents)).toEqual([
      'db/PG_VERSION',
      'db/pg_wal/000000010000000000000001',
      'files/aa11',
      'files/bb22',
      'files/cc33',
    ]);
    expect(contents['db/PG_VERSION']).toEqual({
      size: 3,
      sha256: createHash('sha256').update('18\n').digest('hex'),
    });
    expect(await problemsOf(dir, contents)).toEqual([]);
  });

  it('names each missing, cut, altered and added file, and a missing folder once', async () => {
    const dir = backup();
    const contents = await describeContents(dir, 'manifest.json');
    rmSync(path.join(dir, 'files', 'aa11'));
    truncateSync(path.join(dir, 'db', 'pg_wal', '000000010000000000000001'), 8192);
    writeFileSync(path.join(dir, 'files', 'bb22'), 'bytes of bb23');
    writeFileSync(path.join(dir, 'files', 'dd44'), 'planted');
    expect(await problemsOf(dir, contents)).toEqual([
      'db/pg_wal/000000010000000000000001 is 8192 bytes where the manifest says 65536',
      'files/aa11 is missing',
      'files/bb22 does not have the content it was written with (its SHA-256 differs)',
      'files/dd44 is not in the manifest (added since the backup)',
    ]);
    rmSync(path.join(dir, 'db'), { recursive: true });
    expect((await problemsOf(dir, contents))[0]).toBe('db/ is missing');
  });
});
