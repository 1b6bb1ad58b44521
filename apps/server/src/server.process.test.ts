import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, APPLICATION_API, type Application } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm, startServer } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { withCopies } from './files/sized-keys.ts';
import { signInOverHttp } from './test/http-sign-in.ts';
import { killDuringWrites } from './test/kill-during-writes.ts';
import { filesInStorage } from './test/stored-files.ts';

// These start the real server on the embedded database in a temporary DATA_DIR; they belong to the
// api-pglite project only (PostgreSQL's own durability is not ours to prove).
const admin = { email: 'owner@example.test', password: 'owner-password-1' };

const signIn = (url: string) => signInOverHttp(url, admin);

async function listEmails(url: string, token: string): Promise<string[]> {
  const res = await fetch(`${url}${API.users.list}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { email: string }[]).map((u) => u.email);
}

/** Adds a user over HTTP as the admin whose token this is (201 when the write is acknowledged). */
const addUser = (url: string, token: string, user: { name: string; email: string; password: string }) =>
  fetch(`${url}${API.users.create}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });

// Each test starts the real server two times; a fresh embedded database takes seconds to create,
// more while other suites share the CPU.
const env = () => ({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-proc-')),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});

describe('the server process on the embedded database', { timeout: 90_000 }, () => {
  it('refuses STORAGE=s3 without S3_BUCKET at start, naming the variable', async () => {
    expect(process.env.S3_BUCKET).toBeUndefined(); // the server inherits this environment
    await expect(startServer({ ...env(), STORAGE: 's3' })).rejects.toThrow(
      /server exited with 1:[\s\S]*S3_BUCKET: is required with STORAGE=s3/,
    );
  });

  it('prints a generated first-admin password once, and it signs in', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-proc-'));
    const first = await startServer({ DATA_DIR: dataDir });
    const password = first.output().match(/password: (\S+)/)?.[1] as string;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(first.output()).toContain('e-mail:   admin@visadesk.local');
    const [passport, nationality, dob] = ['PH4107919', 'Philippines', '1976-02-02'];
    expect(first.output()).toContain(
      `passport ${passport}, nationality ${nationality}, date of birth ${dob}`,
    );
    expect(first.output()).not.toContain('started without');
    const res = await fetch(`${first.url}${API.users.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@visadesk.local', password }),
    });
    expect(res.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Started by hand without the launch environment, the server says what it is missing.
    const second = await startServer({ DATA_DIR: dataDir, MALLOC_ARENA_MAX: '' });
    expect(second.output()).not.toContain('password:');
    expect(second.output()).toContain('started without the environment npm start sets');
    expect(second.output()).toContain('"missing":["MALLOC_ARENA_MAX=1"]');
    second.child.kill('SIGTERM');
    await second.exited;
  });

  it('closes cleanly on SIGINT and reopens with its data', async () => {
    const e = env();
    const first = await startServer(e);
    const token = await signIn(first.url);
    await addUser(first.url, token, {
      name: 'Kept User',
      email: 'kept@example.test',
      password: 'kept-password',
    });
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    const second = await startServer(e);
    expect(await listEmails(second.url, await signIn(second.url))).toContain('kept@example.test');
    second.child.kill('SIGINT');
    await second.exited;
  });

  it('reopens intact after a kill -9 during writes, keeping every acknowledged write', async () => {
    const e = env();
    const first = await startServer(e);
    const token = await signIn(first.url);
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 80 }, (_, i) =>
      addUser(first.url, token, {
        name: `Crash User ${i}`,
        email: `crash${i}@example.test`,
        password: 'crash-password',
      })
        .then((res) => {
          if (res.status === 201) acknowledged.push(`crash${i}@example.test`);
        })
        .catch(() => undefined),
    );
    // Kill once some writes have been acknowledged and others are still in flight.
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    await Promise.all(writes);
    await first.exited;
    expect(acknowledged.length).toBeLessThan(80);

    const second = await startServer(e);
    const emails = await listEmails(second.url, await signIn(second.url));
    for (const email of acknowledged) expect(emails).toContain(email);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

describe('files after crashes', { timeout: 240_000 }, () => {
  const uploadForm = async (i: number) => {
    const form = multipartForm(applicantFields({ surname: `Crash${'x'.repeat(i % 5)}` }), {
      image: { data: await jpeg(600, 800) },
    });
    return form;
  };

  /** The file names every application's photo and thumbnail URL point at, over every page. */
  async function referencedFiles(url: string, token: string): Promise<string[]> {
    const names: string[] = [];
    for (let page = 1; ; page += 1) {
      const res = await fetch(`${url}${APPLICATION_API.list}?page=${page}&limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { applications: Application[]; totalPages: number };
      // Each photo with its sized copies (the list names the photo and its thumbnail).
      for (const { image } of body.applications)
        if (image) names.push(...withCopies([image.replace(/^\/api\/files\//, '').replace(/\?.*$/, '')]));
      if (page >= body.totalPages) return names.sort();
    }
  }

  it('keeps no file that no record references after three kill -9s during a burst of uploads', async () => {
    const e = { ...env(), SEED_DEMO: '0' };
    for (let round = 0; round < 3; round += 1) {
      const server = await startServer(e);
      const token = await signIn(server.url);
      // Eight clients upload without pause; killed once some uploads are stored.
      const { cut } = await killDuringWrites(server, {
        clients: 8,
        killAfter: 3,
        write: async (lane, i) =>
          fetch(`${server.url}${APPLICATION_API.create}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: await uploadForm(lane + i),
          }),
      });
      expect(cut).toBeGreaterThan(0);
    }
    const last = await startServer(e);
    const referenced = await referencedFiles(last.url, await signIn(last.url));
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
    expect(referenced.length).toBeGreaterThanOrEqual(4 * 3 * 3);
    expect(filesInStorage(e.DATA_DIR)).toEqual(referenced);
  });
});
