import { mkdtempSync } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_API } from '@visadesk/contract';
import {
  applicantFields,
  jpeg,
  multipartForm,
  type ServerProcess,
  startServer,
} from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { signInOverHttp } from './test/http-sign-in.ts';
import { notPrivate } from './test/private-modes.ts';

const admin = { email: 'owner@example.test', password: 'owner-password-1' };
const TIGHTENED = /made (\d+) entries of DATA_DIR private/;

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** An application with a photo: the database, files/ and spool/ all get written. */
async function addApplication(url: string) {
  const token = await signInOverHttp(url, admin);
  const created = await fetch(`${url}${APPLICATION_API.create}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: multipartForm(applicantFields(), { image: { data: await jpeg(300, 400) } }),
  });
  expect(created.status).toBe(201);
}

/** What a DATA_DIR made by an older version looks like: everything open to every local user. */
async function loosen(entry: string): Promise<number> {
  const stats = await lstat(entry);
  if (stats.isSymbolicLink()) return 0;
  await chmod(entry, stats.isDirectory() ? 0o755 : 0o666);
  let count = 1;
  if (stats.isDirectory())
    for (const name of await readdir(entry)) count += await loosen(path.join(entry, name));
  return count;
}

/** A DATA_DIR not made yet, and the environment of a server with its first admin on it. */
function newDataDir(more: Record<string, string> = {}) {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'visadesk-private-')), 'data');
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: '0',
    ...more,
  };
  return { dataDir, env };
}

describe('DATA_DIR belongs to the server user alone', { timeout: 180_000 }, () => {
  it('a new DATA_DIR and everything in it, database included, is 0700 for folders and 0600 for files', async () => {
    const { dataDir, env } = newDataDir();
    const server = await startServer(env);
    await addApplication(server.url);
    // While it serves (the control socket, the lock, the files PGlite wrote at start) ...
    const serving = await notPrivate(dataDir);
    expect(serving.wrong).toEqual([]);
    await stop(server);
    // ... and once stopped, with everything the database wrote on its way out.
    const stopped = await notPrivate(dataDir);
    expect(stopped.wrong).toEqual([]);
    expect(stopped.read).toBeGreaterThan(1000);
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['db', 'files', 'secrets', 'spool']));
  });

  it('a DATA_DIR made before is made private at start, said once in the log, and not again', async () => {
    const { dataDir, env } = newDataDir({ LOG_LEVEL: 'info' });
    const first = await startServer(env);
    await addApplication(first.url);
    await stop(first);
    const loosened = await loosen(dataDir);

    const second = await startServer(env);
    await stop(second);
    const said = second.output().match(new RegExp(TIGHTENED, 'g')) ?? [];
    expect(said).toHaveLength(1);
    expect(Number(second.output().match(TIGHTENED)?.[1])).toBeGreaterThanOrEqual(loosened);
    expect((await notPrivate(dataDir)).wrong).toEqual([]);

    const third = await startServer(env);
    await stop(third);
    expect(third.output()).not.toMatch(TIGHTENED);
  });
});
