import http from 'node:http';
import net from 'node:net';
import { APPLICATION_API } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { filesInStorage, filesRecordsReference } from '../test/stored-files.ts';
import { createTestApp, type TestApp, testConfig, useTestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

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
function connect(localAddress = '127.0.0.1', to = port) {
  const socket = net.connect({ port: to, host: '127.0.0.1', localAddress });
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
  // Its own server: an idle time-out long enough to tell the cap's closing from the time-out's.
  let office: TestApp;
  let officePort: number;
  beforeAll(async () => {
    office = await createTestApp({ REQUEST_IDLE_TIMEOUT_S: '8', MAX_CONNECTIONS_PER_ADDRESS: '4' });
    await office.app.listen({ port: 0, host: '127.0.0.1' });
    officePort = (office.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => office?.close());

  /** Health checks on `sockets` kept-alive connections from 127.0.0.1 until `done`; their outcomes. */
  async function keptAliveTraffic(sockets: number, done: () => boolean) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
    const outcomes: string[] = [];
    const get = () =>
      new Promise<string>((resolve) => {
        const request = http.get(`http://127.0.0.1:${officePort}/api/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.statusCode)));
        });
        request.on('error', (error) => resolve(error.message));
      });
    await Promise.all(
      Array.from({ length: sockets }, async () => {
        while (!done()) {
          outcomes.push(await get());
          await sleep(20);
        }
      }),
    );
    agent.destroy();
    return outcomes;
  }

  it('closes stalled requests past the cap before the idle time-out, serving busy connections meanwhile', async () => {
    let isDone = false;
    // Six kept-alive connections from the address, already over the cap of four, all served.
    const traffic = keptAliveTraffic(6, () => isDone);
    await sleep(300);
    const started = Date.now();
    const stalled = Array.from({ length: 7 }, () => connect('127.0.0.1', officePort));
    await Promise.all(stalled.map((c) => c.connected));
    for (const c of stalled) c.socket.write('POST /api/users/login HTTP/1.1\r\n');
    const closedAt: number[] = [];
    for (const c of stalled) void c.closed.then(() => closedAt.push(Date.now() - started));
    await expect.poll(() => closedAt.length, { timeout: 6_000 }).toBe(3);
    // Four stalled requests are the cap: a new connection is closed as it arrives.
    const newcomer = connect('127.0.0.1', officePort);
    expect(await newcomer.closed).toBe('');
    await sleep(1_000);
    expect(closedAt).toHaveLength(3);
    expect(Math.max(...closedAt)).toBeLessThan(6_000);
    // Another address is served meanwhile.
    const other = connect('127.0.0.2', officePort);
    other.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await other.closed).toMatch(/^HTTP\/1\.1 200 /);
    isDone = true;
    const outcomes = await traffic;
    expect(outcomes.filter((outcome) => outcome !== '200')).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(50);
    for (const c of stalled) c.socket.destroy();
    await Promise.all(stalled.map((c) => c.closed));
    const again = connect('127.0.0.1', officePort);
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await again.closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  /** The warnings logged while the app answers requests carrying `headers`. */
  async function warnings(env: Record<string, string>, headers: Record<string, string>[]) {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'warn', ...env }), {
      database,
      logStream: { isTTY: false, write: (line: string) => lines.push(line) },
    });
    try {
      for (const h of headers) await app.inject({ url: '/api/health', headers: h });
    } finally {
      await app.close();
      await database.close();
    }
    return lines
      .map((line) => JSON.parse(line) as { msg: string })
      .filter((line) => /TRUST_PROXY/.test(line.msg));
  }

  it('says once in the log that a proxy seems to be in front, and what to set', async () => {
    const logged = await warnings({}, [
      {},
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '1.2.3.4' },
    ]);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.msg).toMatch(/X-Forwarded-For but TRUST_PROXY is off/);
    expect(logged[0]?.msg).toMatch(/set TRUST_PROXY=1, or TRUST_PROXY to the proxies' addresses/);
    expect(await warnings({ TRUST_PROXY: '1' }, [{ 'x-forwarded-for': '203.0.113.7' }])).toEqual([]);
  });
});
