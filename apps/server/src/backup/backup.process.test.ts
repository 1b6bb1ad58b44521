import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API, APPLICATION_API } from '@visadesk/contract';
import {
  applicantFields,
  jpeg,
  multipartForm,
  png,
  startS3Server,
  startServer,
} from '@visadesk/test-harness';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withLaunchEnv } from '../../launch-env.mjs';
import { signInOverHttp } from '../test/http-sign-in.ts';
import { notPrivate } from '../test/private-modes.ts';

const run = promisify(execFile);
const admin = { email: 'owner@example.test', password: 'owner-password-1' };
const temp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `visadesk-${name}-`));

/** Runs `npm run backup` or `npm run restore` (their scripts) with the server's environment. */
async function command(
  script: 'backup-command' | 'restore-command',
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
) {
  const file = path.resolve(import.meta.dirname, `${script}.ts`);
  return run(process.execPath, ['--import', 'tsx', file, ...args], {
    env: withLaunchEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }),
  });
}

type Client = {
  url: string;
  get: (url: string) => Promise<Response>;
  send: (method: string, url: string, body: FormData | object) => Promise<Response>;
};

async function client(url: string): Promise<Client> {
  const authorization = `Bearer ${await signInOverHttp(url, admin)}`;
  return {
    url,
    get: (path) => fetch(`${url}${path}`, { headers: { authorization } }),
    send: (method, path, body) =>
      fetch(`${url}${path}`, {
        method,
        headers:
          body instanceof FormData
            ? { authorization }
            : { authorization, 'content-type': 'application/json' },
        body: body instanceof FormData ? body : JSON.stringify(body),
      }),
  };
}

const FILE_FIELDS = ['image', 'thumbnail', ...Array.from({ length: 12 }, (_, i) => `file${i + 1}`)];

/**
 * Everything a backup must bring back, as the API shows it: every application with its history
 * and the bytes of each of its files, and the users. Signed URLs differ between servers; the
 * files they lead to must not.
 */
async function everything(api: Client) {
  const list = (await (await api.get(`${APPLICATION_API.list}?page=1&limit=100`)).json()) as {
    applications: { _id: string }[];
  };
  const applications = [];
  for (const { _id } of list.applications) {
    const record = (await (await api.get(APPLICATION_API.get(_id))).json()) as Record<string, unknown>;
    const files: Record<string, string> = {};
    const read = async (url: string) =>
      Buffer.from(await (await fetch(`${api.url}${url}`)).arrayBuffer()).toString('base64');
    for (const field of FILE_FIELDS) {
      const url = record[field];
      if (typeof url !== 'string') continue;
      files[field] = await read(url);
      delete record[field];
    }
    // Each image's sized copies, by their bytes too: the URLs are signed by each server.
    const sizes = (record.sizes ?? {}) as Record<string, { small: string; large: string } | null>;
    for (const [field, copies] of Object.entries(sizes)) {
      if (!copies) continue;
      files[`${field}.small`] = await read(copies.small);
      files[`${field}.large`] = await read(copies.large);
    }
    delete record.sizes;
    const history = await (await api.get(APPLICATION_API.history(_id))).json();
    applications.push({ record, files, history });
  }
  const users = await (await api.get(API.users.list)).json();
  return { applications, users };
}

/**
 * `npm run backup` while users keep being added: a write lands before or after the copy, never
 * half in it.
 */
async function backupWhileWriting(
  api: Client,
  backupDir: string,
  dataDir: string,
  env: Record<string, string> = {},
) {
  let writing = true;
  const writes = (async () => {
    for (let i = 0; writing; i++)
      await api.send('POST', API.users.create, {
        name: 'During Backup',
        email: `during${i}@example.test`,
        password: 'during-password',
        role: 'staff',
      });
  })();
  try {
    return await command('backup-command', [backupDir], dataDir, env);
  } finally {
    writing = false;
    await writes;
  }
}

/** Applications with photos and documents, two status changes (history), and a user. */
async function fillWithData(api: Client) {
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await api.send(
      'POST',
      APPLICATION_API.create,
      multipartForm(applicantFields({ surname: `Backup${'x'.repeat(i)}` }), {
        image: { data: await jpeg(300 + i, 400) },
      }),
    );
    expect(created.status).toBe(201);
    ids.push(((await created.json()) as { _id: string })._id);
  }
  const [first, second] = ids as [string, string];
  expect(
    (
      await api.send(
        'PUT',
        APPLICATION_API.documents(first),
        multipartForm(
          {},
          { file1: { data: await jpeg(500, 700) }, file9: { data: await png(), type: 'image/png' } },
        ),
      )
    ).status,
  ).toBe(200);
  expect((await api.send('PUT', APPLICATION_API.approve(first), {})).status).toBe(200);
  expect((await api.send('PUT', APPLICATION_API.reject(second), {})).status).toBe(200);
  expect(
    (
      await api.send('POST', API.users.create, {
        name: 'Kept Staff',
        email: 'kept@example.test',
        password: 'kept-password',
        role: 'staff',
      })
    ).status,
  ).toBe(201);
}

describe('backup and restore of the embedded deployment', { timeout: 180_000 }, () => {
  it('a backup taken while the server works restores the same applications, users, files and history', async () => {
    const dataDir = temp('backup-source');
    const server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: '0',
    });
    const api = await client(server.url);
    await fillWithData(api);
    const before = await everything(api);

    const backupDir = path.join(temp('backup'), 'copy');
    const { stdout } = await backupWhileWriting(api, backupDir, dataDir);
    expect(stdout).toContain('by the running server');
    // Five images, each with its three sized copies.
    expect(stdout).toMatch(/3 applications, \d+ users, 20 files/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const restoredDir = temp('backup-restored');
    const restored = await command('restore-command', [backupDir], restoredDir);
    expect(restored.stdout).toContain('3 applications');
    const again = await startServer({ DATA_DIR: restoredDir });
    const after = await everything(await client(again.url));
    expect(after.applications).toEqual(before.applications);
    // The users then, plus those added while the backup ran and caught by its copy.
    const users = (list: unknown) => (list as { email: string }[]).map(({ email }) => email);
    expect(users(after.users)).toEqual(expect.arrayContaining(users(before.users)));
    expect(
      users(after.users)
        .filter((email) => !users(before.users).includes(email))
        .every((e) => e.startsWith('during')),
    ).toBe(true);

    // Restoring over a database is refused unless asked to keep the old one aside.
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    await expect(command('restore-command', [backupDir], restoredDir)).rejects.toThrow(
      /already holds a database: add --replace/,
    );
    const replaced = await command('restore-command', [backupDir, '--replace'], restoredDir);
    expect(replaced.stdout).toMatch(/The database it replaced is kept at .*db\.before-restore-/);

    // With the server stopped, the command takes the backup itself.
    const direct = await command('backup-command', [path.join(temp('backup'), 'direct')], restoredDir);
    expect(direct.stdout).not.toContain('by the running server');
    expect(direct.stdout).toMatch(/3 applications, \d+ users, 20 files/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'backup and restore of a PostgreSQL deployment on S3',
  { timeout: 180_000 },
  () => {
    it('a backup taken while a node works restores into a new database and bucket the same applications, users, files and history', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const user = new URL(serverUrl).username || process.env.PGUSER || os.userInfo().username;
      const superuser = new pg.Client({ connectionString: serverUrl, user });
      await superuser.connect();
      const databases = [
        `visadesk_b_${randomBytes(4).toString('hex')}`,
        `visadesk_r_${randomBytes(4).toString('hex')}`,
      ];
      for (const name of databases) await superuser.query(`CREATE DATABASE ${name}`);
      const urlOf = (name: string) => {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return url.toString();
      };
      const [source, target] = databases.map(urlOf) as [string, string];
      const s3 = await startS3Server(['backup-source', 'backup-target']);
      try {
        const sourceEnv = { ...s3.envFor('backup-source'), DATABASE_URL: source };
        const dataDir = temp('pg-node');
        const node = await startServer({
          ...sourceEnv,
          DATA_DIR: dataDir,
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
        });
        const api = await client(node.url);
        await fillWithData(api);
        const before = await everything(api);

        const backupDir = path.join(temp('pg-backup'), 'copy');
        const { stdout } = await backupWhileWriting(api, backupDir, dataDir, sourceEnv);
        expect(stdout).toMatch(/3 applications, \d+ users, 20 files/);
        node.child.kill('SIGTERM');
        expect(await node.exited).toBe(0);

        // The dump holds the signing keys and every record: its owner's alone.
        const modes = await notPrivate(backupDir);
        expect(modes.wrong).toEqual([]);
        expect(modes.read).toBeGreaterThan(10);

        // A damaged backup, or one whose manifest was edited, is refused before anything is
        // written: the target database stays empty.
        const targetEnv = { ...s3.envFor('backup-target'), DATABASE_URL: target };
        const flipped = path.join(temp('pg-backup'), 'flipped');
        await cp(backupDir, flipped, { recursive: true });
        const dump = await readFile(path.join(flipped, 'database.dump'));
        const at = dump.length >> 1;
        dump[at] = (dump[at] as number) ^ 0x01;
        await writeFile(path.join(flipped, 'database.dump'), dump);
        await expect(command('restore-command', [flipped], temp('pg-restore'), targetEnv)).rejects.toThrow(
          /database\.dump does not have the content it was written with/,
        );
        const edited = path.join(temp('pg-backup'), 'edited');
        await cp(backupDir, edited, { recursive: true });
        const manifest = JSON.parse(await readFile(path.join(edited, 'manifest.json'), 'utf8'));
        await writeFile(
          path.join(edited, 'manifest.json'),
          JSON.stringify({ ...manifest, applications: 9999 }),
        );
        await expect(command('restore-command', [edited], temp('pg-restore'), targetEnv)).rejects.toThrow(
          /the manifest says 9999 applications but its dump holds 3 applications/,
        );
        const inTarget = new pg.Client({ connectionString: target, user });
        await inTarget.connect();
        const tables = await inTarget.query(
          "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
        );
        await inTarget.end();
        expect(tables.rows[0].n).toBe(0);

        const restored = await command('restore-command', [backupDir], temp('pg-restore'), targetEnv);
        expect(restored.stdout).toContain('3 applications');
        // A database that is not empty is refused.
        await expect(command('restore-command', [backupDir], temp('pg-restore'), targetEnv)).rejects.toThrow(
          /not empty/,
        );

        const again = await startServer({ ...targetEnv, DATA_DIR: temp('pg-node') });
        const after = await everything(await client(again.url));
        again.child.kill('SIGTERM');
        await again.exited;
        expect(after.applications).toEqual(before.applications);
        const emails = (list: unknown) => (list as { email: string }[]).map(({ email }) => email);
        expect(emails(after.users)).toEqual(expect.arrayContaining(emails(before.users)));
      } finally {
        await s3.close();
        for (const name of databases) await superuser.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await superuser.end();
      }
    });
  },
);
