import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_API } from '@visadesk/contract';
import {
  applicantFields,
  jpeg,
  multipartForm,
  S3_TEST_BUCKET,
  startS3Server,
  startServer,
} from '@visadesk/test-harness';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { purgeAsAdmin } from '../test/purge-deleted.ts';
import { testConfig, useTestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createS3Store } from './s3-store.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const storeSettings = () => ({
  bucket: S3_TEST_BUCKET,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** The object keys in the bucket (s3rver keeps each object as `<key>._S3rver_object`). */
const objectsInBucket = () => {
  const dir = path.join(s3.directory, S3_TEST_BUCKET);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('._S3rver_object'))
    .map((name) => name.replace('._S3rver_object', ''))
    .sort();
};

async function readAll(stream: NodeJS.ReadableStream | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the S3 file store', () => {
  it('stores, reads back byte for byte, and removes', async () => {
    const store = createS3Store(storeSettings());
    const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    await store.put('0123456789abcdef', data);
    expect((await readAll(await store.open('0123456789abcdef')))?.equals(data)).toBe(true);
    await store.remove('0123456789abcdef');
    expect(await store.open('0123456789abcdef')).toBeNull();
    await store.remove('0123456789abcdef'); // a missing file is not an error
  });

  it('answers null for a key it never had', async () => {
    expect(await createS3Store(storeSettings()).open('ffffffffffffffff')).toBeNull();
  });

  it('stops the server at start, in one line naming the bucket, when it cannot be reached', async () => {
    const started = startServer({
      ...s3.env,
      S3_BUCKET: 'missing-bucket',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-s3-start-')),
      SEED_DEMO: '0',
    });
    await expect(started).rejects.toThrow(
      /exited with 1:\s*VisaDesk could not start: S3 bucket "missing-bucket" at http/,
    );
    // A server process starting through tsx: 5-20 s on a loaded 2-core machine.
  }, 60_000);

  it('names the bucket when it cannot be reached', async () => {
    const store = createS3Store({ ...storeSettings(), bucket: 'no-such-bucket' });
    await expect(store.check()).rejects.toThrow(
      /S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ is not reachable/,
    );
  });
});

describe('the app on S3 storage', () => {
  // The S3 server's address is known once the file's beforeAll has started it.
  const t = useTestApp(() => s3.env);

  it('keeps an application photo in the bucket, serves it, and removes it when the record is purged', async () => {
    const { auth } = await t.createUser('approver');
    const before = objectsInBucket();
    const created = await t.inject({
      method: 'POST',
      url: APPLICATION_API.create,
      headers: auth,
      payload: multipartForm(applicantFields(), {
        image: { data: await jpeg(600, 800) },
      }) as unknown as string,
    });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    // The photo and its three sized copies, in the bucket, and nothing on this node's disk.
    expect(objectsInBucket().filter((key) => !before.includes(key))).toHaveLength(4);
    expect(existsSync(path.join(t.app.config.dataDir, 'files'))).toBe(false);

    const photo = await t.inject({ method: 'GET', url: record.image });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const removed = await t.inject({
      method: 'DELETE',
      url: APPLICATION_API.remove(record._id),
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    // In Recently deleted its photo waits in the bucket; purged, it goes.
    expect(objectsInBucket().filter((key) => !before.includes(key))).toHaveLength(4);
    expect(await purgeAsAdmin(t, APPLICATION_API.purgeDeleted(record._id))).toBe(200);
    expect(objectsInBucket()).toEqual(before);
  });
});

describe('two nodes on one database and one bucket', () => {
  it('a file one node stored is served by the other, from the URL the first made', async () => {
    const database = await openTestDatabase();
    // One secret, as every node of a deployment has; each node its own data folder (testConfig
    // makes a new one), so a file kept on a node's disk would not reach the other.
    const env = { ...s3.env, JWT_SECRET: randomBytes(32).toString('hex') };
    const nodes: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const node = await buildApp(testConfig(env), { database, logger: false });
        await node.ready();
        nodes.push(node);
      }
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      expect(a.config.dataDir).not.toBe(b.config.dataDir);
      const { insertUser } = await import('../modules/users/users.repository.ts');
      const user = await insertUser(database.db, {
        name: 'Two nodes',
        email: 'two-nodes@example.test',
        role: 'staff',
        passwordHash: 'x',
      });
      const { token } = await a.authService.startSession(user);
      const created = await a.inject({
        method: 'POST',
        url: APPLICATION_API.create,
        headers: { authorization: `Bearer ${token}` },
        payload: multipartForm(applicantFields(), { image: { data: await jpeg() } }) as unknown as string,
      });
      expect(created.statusCode).toBe(201);
      const fromB = await b.inject({ method: 'GET', url: created.json().image });
      expect(fromB.statusCode).toBe(200);
      const fromA = await a.inject({ method: 'GET', url: created.json().image });
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
      expect(fromB.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    } finally {
      for (const node of nodes) await node.close();
      await database.close();
    }
  });
});
