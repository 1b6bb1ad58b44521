import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API, APPLICATION_API } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm, startServer } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { signInOverHttp } from './test/http-sign-in.ts';

const admin = { email: 'owner@example.test', password: 'owner-password-1' };

/** A whole multipart body as bytes, with its content type. */
async function multipartBytes(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

/** Whether a new TCP connection to the server is accepted. */
const accepts = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A kept-alive connection, as a balancer holds one: one request at a time, written raw. */
async function keptConnection(url: string) {
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let closedAt: number | undefined;
  socket.once('close', () => {
    closedAt = Date.now();
  });
  return {
    closedAt: () => closedAt,
    /** Sends one request and reads its whole answer (a Content-Length body). */
    send(method: string, target: string, body = '') {
      return new Promise<{ status: number; connection: string; at: number }>((resolve, reject) => {
        let received = '';
        const onData = (chunk: Buffer) => {
          received += chunk.toString('latin1');
          const end = received.indexOf('\r\n\r\n');
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received)?.[1] ?? Number.NaN);
          if (end < 0 || received.length < end + 4 + length) return;
          socket.off('data', onData);
          resolve({
            status: Number(received.slice(9, 12)),
            connection: /\r\nconnection: *([^\r]*)/i.exec(received)?.[1] ?? '',
            at: Date.now(),
          });
        };
        socket.on('data', onData);
        socket.once('error', reject);
        socket.write(
          `${method} ${target} HTTP/1.1\r\nHost: node\r\ncontent-type: application/json\r\n` +
            `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
    },
  };
}

/** A node on a fresh embedded database, with an admin to sign in as. */
const startNode = (env: Record<string, string> = {}) =>
  startServer({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-drain-')),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: '0',
    ...env,
  });

/** Signs in and opens a new application's upload (a form with a photo), nothing sent yet. */
async function openUpload(url: string) {
  const token = await signInOverHttp(url, admin);
  const { bytes, type } = await multipartBytes(
    multipartForm(applicantFields(), { image: { data: await jpeg(600, 800) } }),
  );
  const request = http.request(`${url}${APPLICATION_API.create}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': bytes.length },
  });
  return { request, bytes };
}

/** Waits up to `ms` for the server to refuse new connections; whether it did. */
async function refusesWithin(url: string, ms: number) {
  const until = Date.now() + ms;
  while ((await accepts(url)) && Date.now() < until);
  return !(await accepts(url));
}

describe('the server process on SIGTERM', { timeout: 90_000 }, () => {
  it('stops taking connections, finishes the upload in flight, answers it with Connection: close, and exits 0', async () => {
    const server = await startNode();
    const { request, bytes } = await openUpload(server.url);

    // Half the upload is sent; then the node is told to stop.
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
    expect(await refusesWithin(server.url, 5_000)).toBe(true);

    // ...and the upload, once its second half arrives, is stored and answered.
    request.end(bytes.subarray(bytes.length / 2));
    const { status, connection, body } = await answer;
    expect(status, body).toBe(201);
    expect(connection).toBe('close');
    expect(await server.exited).toBe(0);
  });

  it('gives up on a request that is still arriving after ten seconds, says so, and exits 1', async () => {
    const server = await startNode();
    const { request, bytes } = await openUpload(server.url);
    request.on('error', () => undefined);
    // Half an upload, whose rest never comes (a client that stalls, under the 30 s idle time-out).
    request.write(bytes.subarray(0, bytes.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(9_500);
    expect(server.output()).toMatch(
      /stopping with requests still unanswered.*"unfinished":1|"unfinished":1.*stopping with requests still unanswered/,
    );
    request.destroy();
  });

  it('behind a proxy, closes a kept-alive connection only after its next answer or once the proxy has let it go', async () => {
    // nginx keeps idle connections to a node (the upstream's keepalive_timeout, 2 s here) and may
    // send a request on one at any moment; a sent POST that meets a closing connection is a 502.
    const server = await startNode({ PROXY_KEEPALIVE_S: '2' });
    const busy = await keptConnection(server.url);
    const idle = await keptConnection(server.url);
    expect((await busy.send('GET', '/api/health')).connection).toBe('keep-alive');
    const { at: idleFrom } = await idle.send('GET', '/api/health');
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    // New connections are refused at once: a proxy retries those on another node, POST or not.
    expect(await refusesWithin(server.url, 2_000)).toBe(true);

    // A second on, a sign-in sent on a kept connection is served, and closes that connection.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() - signalled)));
    expect(idle.closedAt()).toBeUndefined();
    const signIn = await busy.send('POST', API.users.login, JSON.stringify(admin));
    expect(signIn).toMatchObject({ status: 200, connection: 'close' });

    // The idle one is closed only after the proxy's 2 s and a margin, and then the node exits.
    expect(await server.exited).toBe(0);
    expect(busy.closedAt()).toBeDefined();
    expect((idle.closedAt() ?? 0) - idleFrom).toBeGreaterThanOrEqual(2_900);
    expect((idle.closedAt() ?? 0) - idleFrom).toBeLessThan(6_000);
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
