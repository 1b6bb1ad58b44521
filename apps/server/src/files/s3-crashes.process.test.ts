import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { APPLICATION_API, type Application } from '@visadesk/contract';
import {
  applicantFields,
  jpeg,
  multipartForm,
  type ServerProcess,
  startS3Server,
  startServer,
} from '@visadesk/test-harness';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openFileJournal } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';
import { signInOverHttp } from '../test/http-sign-in.ts';
import { killDuringWrites } from '../test/kill-during-writes.ts';
import { filesRecordsReference } from '../test/stored-files.ts';

// The file journal's promise on the several-nodes engines: a node killed while
// uploads are in flight leaves neither an object in the bucket that no record uses, nor a record
// pointing at a missing object. The server.process.test.ts twin proves it for the embedded default.
// Needs PostgreSQL (TEST_DATABASE_URL); vitest.config.ts says loudly when it is not set.
const admin = { email: 'owner@example.test', password: 'owner-password-1' };

const signIn = (url: string) => signInOverHttp(url, admin);

/** Every key in the bucket (s3rver answers at most 1,000 a page). */
async function objectsInBucket(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys.sort();
}

describe.runIf(process.env.TEST_DATABASE_URL)('files on S3 after crashes', { timeout: 180_000 }, () => {
  it('keeps no orphan object and no missing one after three kill -9s during uploads on PostgreSQL and S3', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const user = new URL(serverUrl).username || process.env.PGUSER || os.userInfo().username;
    const superuser = new pg.Client({ connectionString: serverUrl, user });
    await superuser.connect();
    const name = `visadesk_crash_${randomBytes(4).toString('hex')}`;
    await superuser.query(`CREATE DATABASE ${name}`);
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${name}`;
    const s3 = await startS3Server();
    const bucket = s3.env.S3_BUCKET;
    const s3Client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-s3-crash-')),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: '0',
    };
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl.toString() });
    /** The journal's keys in one state (files/file-journal.ts). */
    const journal = async (state: 'pending' | 'deleting' | 'attached' | 'retained') =>
      (
        await database.db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(eq(storedFiles.state, state))
          .orderBy(storedFiles.key)
      ).map((row) => row.key);
    let server: ServerProcess | undefined;
    try {
      const photo = await jpeg(300, 400);
      const document = await jpeg(400, 560);
      for (let round = 0; round < 3; round += 1) {
        server = await startServer(env);
        const { url } = server;
        const authorization = `Bearer ${await signIn(url)}`;
        // Applications of this round, whose documents the uploads below replace again and again
        // (each replacement retains the file it replaces for the record's history).
        const ids: string[] = [];
        for (let i = 0; i < 2; i += 1) {
          const res = await fetch(`${url}${APPLICATION_API.create}`, {
            method: 'POST',
            headers: { authorization },
            body: multipartForm(applicantFields(), { image: { data: photo } }),
          });
          ids.push(((await res.json()) as Application)._id);
        }
        // Four clients without pause, half creating applications with a photo and half replacing a
        // document, so stages, attaches and releases are in flight when the kill comes.
        const { cut } = await killDuringWrites(server, {
          clients: 4,
          killAfter: 4,
          write: (lane, i) =>
            lane % 2 === 0
              ? fetch(`${url}${APPLICATION_API.create}`, {
                  method: 'POST',
                  headers: { authorization },
                  body: multipartForm(applicantFields(), { image: { data: photo } }),
                })
              : fetch(
                  `${url}${APPLICATION_API.document(ids[i % 2] ?? '', i % 3 === 0 ? 'file1' : 'file2')}`,
                  {
                    method: 'PUT',
                    headers: { authorization },
                    body: multipartForm({}, { file: { data: document } }),
                  },
                ),
        });
        expect(cut).toBeGreaterThan(0);
      }

      // A node starting on a shared database clears released files, but leaves files staged in
      // the last hour: another node may be about to attach them. So what is in the
      // bucket now is what records use, plus staged files the journal still lists.
      server = await startServer(env);
      server.child.kill('SIGTERM');
      await server.exited;
      const referenced = await filesRecordsReference(database.db);
      expect(referenced.length).toBeGreaterThanOrEqual(2 * 3 * 3);
      const stored = await objectsInBucket(s3Client, bucket);
      const pending = await journal('pending');
      expect(await journal('deleting')).toEqual([]);
      expect([...(await journal('attached')), ...(await journal('retained'))].sort()).toEqual(referenced);
      expect(referenced.filter((key) => !stored.includes(key))).toEqual([]);
      expect(stored.filter((key) => !referenced.includes(key) && !pending.includes(key))).toEqual([]);

      // An hour later those staged files are stale for every node: the hourly sweep any node runs
      // (main.ts; here this process's journal over the same database and bucket) removes them,
      // and the bucket holds exactly what the records use.
      await database.db.execute(
        sql`update stored_files set created_at = created_at - interval '2 hours' where state = 'pending'`,
      );
      const files = await openFileJournal(database.db, loadConfig({ ...process.env, ...env }), {
        isShared: true,
      });
      expect(await files.sweep()).toBe(pending.length);
      expect(await journal('pending')).toEqual([]);
      expect(await objectsInBucket(s3Client, bucket)).toEqual(await filesRecordsReference(database.db));
    } finally {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await server?.exited;
      await database.close();
      s3Client.destroy();
      await s3.close();
      await superuser.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await superuser.end();
    }
  });
});
