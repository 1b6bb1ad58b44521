/**
 * `npm run bench:stalled-bodies [-- --connections N --addresses A --path P --body-kb K]`
 *
 * An unauthenticated client opens N connections (default 1,000) that each announce a body of K KB
 * (default 1,024), send all of it but the last kilobyte, and stall. Meanwhile another client keeps
 * asking for /api/health and signing in. Prints the server's resident memory before, at its peak
 * and after, how many stalled connections the server closed and when the last one went, and how
 * the ordinary requests fared. The connections come from A loopback source addresses (default 1:
 * 127.0.0.1; with A > 1, 127.0.1.1 onwards), the ordinary client from 127.0.0.2. Starts the
 * production bundle on a fresh DATA_DIR as `npm start` does; loopback only, and it stops by itself
 * after 120 s at most.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API } from '@visadesk/contract';
import { buildServer, startServer } from '@visadesk/test-harness';
import { benchOptions } from './bench-options.ts';

const args = benchOptions({ connections: 1000, addresses: 1, path: API.users.login, 'body-kb': 1024 });
const CONNECTIONS = args.connections;
const ADDRESSES = args.addresses;
const BODY = args['body-kb'] * 1024;
const LIMIT_MS = 120_000;
const BUNDLE = buildServer();
const ADMIN = { email: 'stall@example.test', password: 'stall-password-1' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) =>
  Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
const sourceAddress = (i: number) =>
  ADDRESSES <= 1
    ? '127.0.0.1'
    : `127.0.${1 + Math.floor((i % ADDRESSES) / 250)}.${1 + ((i % ADDRESSES) % 250)}`;

/** One connection that sends all but the last kilobyte of its body, then nothing. */
function stall(port: number, i: number, started: number) {
  return new Promise<{ closedAfterMs: number; answered: string }>((resolve) => {
    let answered = '';
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: sourceAddress(i) });
    socket.on('connect', () => {
      socket.write(
        `POST ${args.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${BODY}\r\n\r\n`,
      );
      socket.write(`{"email":"${'a'.repeat(BODY - 1024 - 10)}`);
    });
    socket.on('data', (chunk) => {
      answered ||= chunk.toString().split('\r\n')[0] ?? '';
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, answered }));
    setTimeout(() => socket.destroy(), LIMIT_MS).unref();
  });
}

/** One request from the ordinary client's own address: its status, or 0 when it failed. */
function request(url: string, method: string, body?: string) {
  return new Promise<number>((resolve) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: '127.0.0.2',
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end(body);
  });
}

/** Ordinary traffic from another address until `done`: health checks and sign-ins. */
async function ordinary(url: string, done: () => boolean) {
  const results = { ok: 0, failed: 0, slowestMs: 0 };
  while (!done()) {
    for (const send of [
      () => request(`${url}/api/health`, 'GET'),
      () => request(`${url}${API.users.login}`, 'POST', JSON.stringify(ADMIN)),
    ]) {
      const started = Date.now();
      if ((await send()) === 200) results.ok += 1;
      else results.failed += 1;
      results.slowestMs = Math.max(results.slowestMs, Date.now() - started);
    }
    await sleep(250);
  }
  return results;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-stall-'));
const server = await startServer(
  {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    // Sign-ins by the ordinary client must not hit the login limit during the run.
    RATE_LIMIT_LOGIN_MAX: '100000',
  },
  BUNDLE,
);
try {
  const pid = server.child.pid as number;
  const port = Number(new URL(server.url).port);
  await sleep(3000);
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const started = Date.now();
  let finished = false;
  const traffic = ordinary(server.url, () => finished);
  const stalls = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => stall(port, i, started)));
  finished = true;
  const served = await traffic;
  clearInterval(sampler);
  const after = rssMb(pid);
  const closedByServer = stalls.filter((s) => s.closedAfterMs < LIMIT_MS);
  const answers = new Map<string, number>();
  for (const s of stalls) {
    const line = s.answered || '(closed without an answer)';
    answers.set(line, (answers.get(line) ?? 0) + 1);
  }
  console.log(
    `${CONNECTIONS} stalled ${BODY / 1024} KB bodies to ${args.path} from ${ADDRESSES} address(es):\n` +
      `  server memory: ${before} MB before, peak ${peak} MB (+${peak - before}), ${after} MB after\n` +
      `  closed by the server: ${closedByServer.length}, the last after ${Math.max(...stalls.map((s) => s.closedAfterMs))} ms\n` +
      `  answers: ${[...answers].map(([line, n]) => `${n} x ${line}`).join('; ')}\n` +
      `  ordinary requests meanwhile: ${served.ok} ok, ${served.failed} failed, slowest ${served.slowestMs} ms`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
