import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_API } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { applicantFields, jpeg, multipartForm } from './harness/application-fixtures.ts';
import { startServer } from './harness/server-process.ts';
import { signInOverHttp } from './test/http-sign-in.ts';

const admin = { email: 'owner@example.test', password: 'owner-password-1' };

/** A whole multipart body as bytes, with its content type. */
async function multipartBytes(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

/** Whether a new connection to the server is refused. */
const refusesConnections = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => false,
    () => true,
  );

describe('the server process on SIGTERM', { timeout: 90_000 }, () => {
  it('stops taking connections, finishes the upload in flight, answers it with Connection: close, and exits 0', async () => {
    const server = await startServer({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-drain-')),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: '0',
    });
    const token = await signInOverHttp(server.url, admin);
    const { bytes, type } = await multipartBytes(
      multipartForm(applicantFields(), { image: { data: await jpeg(600, 800) } }),
    );

    // Half the upload is sent; then the node is told to stop.
    const request = http.request(`${server.url}${APPLICATION_API.create}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': bytes.length },
    });
    const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      });
      request.on('error', reject);
    });
    request.write(bytes.subarray(0, bytes.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');

    // New connections are refused while the upload is still open...
    const until = Date.now() + 5_000;
    let refused = await refusesConnections(server.url);
    while (!refused && Date.now() < until) refused = await refusesConnections(server.url);
    expect(refused).toBe(true);

    // ...and the upload, once its second half arrives, is stored and answered.
    request.end(bytes.subarray(bytes.length / 2));
    const { status, connection, body } = await answer;
    expect(status, body).toBe(201);
    expect(connection).toBe('close');
    expect(await server.exited).toBe(0);
  });

  it('closes cleanly even when the signal comes the moment the server says it is running', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-drain-'));
    const codes: (number | null)[] = [];
    // A supervisor may stop the server as soon as it sees the banner: the listener must be there.
    for (let i = 0; i < 3; i++) {
      const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
      server.child.kill('SIGTERM');
      codes.push(await server.exited);
    }
    expect(codes).toEqual([0, 0, 0]);
  });
});
