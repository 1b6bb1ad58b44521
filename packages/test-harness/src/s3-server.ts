import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const S3_TEST_BUCKET = 'visadesk-test';

/** An S3-compatible server with its buckets, and the environment that points the app at one. */
export async function startS3Server(buckets: string[] = [S3_TEST_BUCKET]) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'visadesk-s3-'));
  // s3rver: an S3-compatible HTTP server on local files (tests only; no MinIO package exists here).
  // Loaded here, not with the harness: most test files never start one.
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const envFor = (bucket: string) => ({
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: '1',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  return {
    endpoint,
    directory,
    envFor,
    env: envFor(buckets[0] ?? S3_TEST_BUCKET),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
