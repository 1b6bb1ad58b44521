import net from 'node:net';
import { APPLICATION_API } from '@visadesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantFields, jpeg, multipartForm } from '../harness/application-fixtures.ts';
import { filesInStorage, filesRecordsReference } from '../test/stored-files.ts';
import { useTestApp } from '../test/test-app.ts';

// A real listening server (time-outs and connections do not exist under inject), with short
// time-outs: a connection quiet for 2 s is closed, a request must arrive whole within 6 s.
const t = useTestApp({
  REQUEST_IDLE_TIMEOUT_S: '2',
  REQUEST_TIMEOUT_S: '6',
  MAX_CONNECTIONS_PER_ADDRESS: '4',
});
let port: number;
let auth: Record<string, string>;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  auth = (await t.createUser('staff')).auth;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection from `localAddress`: what the server answered, and when it closed. */
function connect(localAddress = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, closed, connected, answer: () => answer };
}

/** The multipart upload of a new application, as bytes with its headers. */
async function upload() {
  const request = new Request('http://x', {
    method: 'POST',
    body: multipartForm(applicantFields(), { image: { data: await jpeg(600, 600) } }),
  });
  const body = Buffer.from(await request.arrayBuffer());
  const head =
    `POST ${APPLICATION_API.create} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
    `Authorization: ${auth.authorization}\r\nContent-Type: ${request.headers.get('content-type')}\r\n` +
    `Content-Length: ${body.length}\r\n\r\n`;
  return { head, body };
}

describe('a stalled or trickled request', () => {
  it('closes a connection whose body stops arriving, and nothing is stored', async () => {
    const { head, body } = await upload();
    const stalled = connect();
    stalled.socket.write(head);
    stalled.socket.write(body.subarray(0, body.length >> 1));
    // No more bytes: the server closes the connection without an answer.
    expect(await stalled.closed).toBe('');
    // The half upload in the spool goes once the request's handler has seen the body end.
    const referenced = await filesRecordsReference(t.db);
    await expect.poll(() => filesInStorage(t.app.config.dataDir)).toEqual(referenced);
  });

  it('serves an upload on a slow link that keeps sending, longer in all than the idle time-out', async () => {
    const { head, body } = await upload();
    const slow = connect();
    await slow.connected;
    slow.socket.write(head);
    // Twelve pieces 250 ms apart: 3 s in all, never 2 s quiet.
    const piece = Math.ceil(body.length / 12);
    for (let offset = 0; offset < body.length; offset += piece) {
      await sleep(250);
      slow.socket.write(body.subarray(offset, offset + piece));
    }
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('answers 408 to a body trickled past the request time-out', async () => {
    const { head, body } = await upload();
    const trickle = connect();
    await trickle.connected;
    trickle.socket.write(head);
    let offset = 0;
    while (!trickle.socket.destroyed && offset < body.length) {
      trickle.socket.write(body.subarray(offset, offset + 64));
      offset += 64;
      await sleep(300);
    }
    expect(await trickle.closed).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('a large JSON body', () => {
  it('is refused with 413 from its announced length, before any of it is read', async () => {
    const big = connect();
    big.socket.write(
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${1024 * 1024}\r\n\r\n{"email":"`,
    );
    // Answered from the length alone: the client then stalls and is closed when idle.
    expect(await big.closed).toMatch(/^HTTP\/1\.1 413 /);
  });
});

describe('connections per client address', () => {
  it('closes connections past the cap as they arrive, and serves another address meanwhile', async () => {
    const held = Array.from({ length: 4 }, () => connect());
    await Promise.all(held.map((c) => c.connected));
    // Each sends a request's first line and keeps the connection busy.
    for (const c of held) c.socket.write('POST /api/users/login HTTP/1.1\r\n');
    const fifth = connect();
    expect(await fifth.closed).toBe('');
    const other = connect('127.0.0.2');
    other.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await other.closed).toMatch(/^HTTP\/1\.1 200 /);
    for (const c of held) c.socket.destroy();
    await Promise.all(held.map((c) => c.closed));
    const again = connect();
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await again.closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});
