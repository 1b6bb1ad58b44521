import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { cp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '@visadesk/test-harness';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLaunchEnv } from '../../launch-env.mjs';
import { openDatabase } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import { notPrivate } from '../test/private-modes.ts';

const run = promisify(execFile);
const temp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `visadesk-${name}-`));

function command(script: 'backup-command' | 'restore-command', args: string[], dataDir: string) {
  const file = path.resolve(import.meta.dirname, `${script}.ts`);
  return run(process.execPath, ['--import', 'tsx', file, ...args], {
    env: withLaunchEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  });
}

/** The applications as the database code reads them from DATA_DIR (the server stopped). */
async function applicationsIn(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }, () => {});
  try {
    return await database.db
      .select({
        id: applications.id,
        status: applications.isStatus,
        passport: applications.passport,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .orderBy(asc(applications.id));
  } finally {
    await database.close();
  }
}

/** Every file under `dir` with its content's hash: the same digest means the same data, byte for byte. */
async function digest(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return out;
}

describe('backups are private, and a restore never destroys', { timeout: 300_000 }, () => {
  const dataDir = temp('restore-current');
  const backups = temp('restore-backups');
  const backup = path.join(backups, 'good');
  let current: Awaited<ReturnType<typeof applicationsIn>>;
  /** The demo's applications: 30 today. */
  let seeded = 0;

  beforeAll(async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@example.test',
      ADMIN_PASSWORD: 'owner-password-1',
      LOG_LEVEL: 'info',
    });
    const deadline = Date.now() + 120_000;
    while (!server.output().includes('demo applications created') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const running = await command('backup-command', [backup], dataDir);
    seeded = Number(running.stdout.match(/by the running server: (\d+) applications/)?.[1]);
    expect(seeded).toBeGreaterThanOrEqual(20);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    current = await applicationsIn(dataDir);
    expect(current).toHaveLength(seeded);
  }, 240_000);
  afterAll(async () => {
    for (const dir of [dataDir, backups]) await rm(dir, { recursive: true, force: true });
  });

  it("a backup, through the running server or taken directly, is its owner's alone: every folder 0700, every file 0600", async () => {
    const direct = path.join(backups, 'direct');
    expect((await command('backup-command', [direct], dataDir)).stdout).toContain(`${seeded} applications`);
    for (const folder of [backup, direct]) {
      const modes = await notPrivate(folder);
      expect(modes.wrong).toEqual([]);
      expect(modes.read).toBeGreaterThan(1000);
    }
  });

  /** A copy of the good backup with one thing wrong. */
  async function damaged(name: string, damage: (dir: string) => Promise<void>) {
    const dir = path.join(backups, name);
    await cp(backup, dir, { recursive: true });
    await damage(dir);
    return dir;
  }

  /** The restore fails saying `reason`, and DATA_DIR is byte for byte as it was, unlocked, serving the same applications. */
  async function refusedAndUntouched(dir: string, reason: RegExp) {
    const before = await digest(dataDir);
    const failed = await command('restore-command', [dir, '--replace'], dataDir).then(
      () => null,
      (error: Error & { stderr: string }) => error.stderr,
    );
    expect(failed).toMatch(reason);
    expect(failed).toContain(`the current database is still at ${path.join(dataDir, 'db')}, as it was`);
    expect(await digest(dataDir)).toEqual(before);
    expect(await readdir(dataDir)).not.toContain('db.lock');
    expect(await applicationsIn(dataDir)).toEqual(current);
  }

  it('refuses a backup missing its db/ folder, and leaves the current data as it was', async () => {
    const dir = await damaged('no-db', (d) => rm(path.join(d, 'db'), { recursive: true }));
    await refusedAndUntouched(dir, /damaged or incomplete[\s\S]*db\/ is missing/);
  });

  it('refuses a backup with a truncated WAL segment, and leaves the current data as it was', async () => {
    let segment = '';
    const dir = await damaged('short-wal', async (d) => {
      const wal = path.join(d, 'db', 'pg_wal');
      segment = (await readdir(wal)).find((name) => /^[0-9A-F]{24}$/.test(name)) as string;
      await truncate(path.join(wal, segment), 8192);
    });
    await refusedAndUntouched(
      dir,
      new RegExp(`db/pg_wal/${segment} is 8192 bytes where the manifest says \\d+`),
    );
  });

  it('refuses a backup with one byte of one file flipped, and leaves the current data as it was', async () => {
    let key = '';
    const dir = await damaged('flipped', async (d) => {
      key = (await readdir(path.join(d, 'files')))[0] as string;
      const file = path.join(d, 'files', key);
      const bytes = await readFile(file);
      const at = bytes.length >> 1;
      bytes[at] = (bytes[at] as number) ^ 0x01;
      await writeFile(file, bytes);
    });
    await refusedAndUntouched(dir, new RegExp(`files/${key} does not have the content it was written with`));
  });

  it('refuses a backup whose manifest was edited (counts of 9999), counting its database itself', async () => {
    const dir = await damaged('edited', async (d) => {
      const file = path.join(d, 'manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8'));
      await writeFile(file, JSON.stringify({ ...manifest, applications: 9999, users: 9999, files: 9999 }));
    });
    await refusedAndUntouched(
      dir,
      new RegExp(
        `the manifest says 9999 applications, 9999 users, 9999 files but its database holds ${seeded} applications, \\d+ users, \\d+ files`,
      ),
    );
  });

  it('checks a backup made before checksums (format 1) by opening its copy: a truncated WAL segment is refused', async () => {
    const dir = await damaged('format-1', async (d) => {
      const file = path.join(d, 'manifest.json');
      const { contents: _, ...manifest } = JSON.parse(await readFile(file, 'utf8'));
      await writeFile(file, JSON.stringify({ ...manifest, format: 1 }));
      const wal = path.join(d, 'db', 'pg_wal');
      const segment = (await readdir(wal)).find((name) => /^[0-9A-F]{24}$/.test(name)) as string;
      await truncate(path.join(wal, segment), 8192);
    });
    await refusedAndUntouched(dir, /the backup's database does not open/);
  });

  it('restores a sound backup over the current data, counting the restored copy, the old database kept aside', async () => {
    const restored = await command('restore-command', [backup, '--replace'], dataDir);
    expect(restored.stdout).toMatch(
      new RegExp(`${seeded} applications, \\d+ users, \\d+ files \\(counted in the restored copy\\)`),
    );
    expect(restored.stdout).toMatch(/The database it replaced is kept at .*db\.before-restore-/);
    expect(await applicationsIn(dataDir)).toEqual(current);
    expect((await readdir(dataDir)).filter((name) => name.includes('restoring'))).toEqual([]);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});
