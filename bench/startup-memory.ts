/**
 * `npm run bench:startup-memory [-- --seconds S --requests N]`
 *
 * The server's resident memory from a fresh start, as `npm start` runs it (the production bundle,
 * the launch environment, the embedded database on a new DATA_DIR with its demo content): sampled
 * every 100 ms from the process's start for S seconds (default 60), then after N requests (default
 * 400: sign-in, lists, an application, the enquiry), then again from a second start on the same
 * data. Loopback only; it stops by itself. `SEED_DEMO=0` in its environment starts without the demo
 * content, to tell its share.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, APPLICATION_API } from '@visadesk/contract';
import { buildServer, startServer } from '@visadesk/test-harness';
import { benchOptions } from './bench-options.ts';

const args = benchOptions({ seconds: 60, requests: 400 });
const SECONDS = args.seconds;
const REQUESTS = args.requests;
const BUNDLE = buildServer();
const ADMIN = { email: 'memory@example.test', password: 'memory-password-1' };

const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) /
  1024;
const rssMb = (pid: number) => statusMb(pid, 'VmRSS');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the process every 100 ms until `until` resolves: the peak, and the last sample. */
async function sample(pid: number, until: Promise<unknown>) {
  let peak = 0;
  let last = 0;
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done) {
    try {
      last = rssMb(pid);
      peak = Math.max(peak, last);
    } catch {
      break;
    }
    await sleep(100);
  }
  return { peak: Math.round(peak), last: Math.round(last) };
}

async function traffic(url: string) {
  const login = await fetch(`${url}${API.users.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = await fetch(`${url}${APPLICATION_API.list}?page=1&limit=10`, { headers: auth });
  const first = ((await list.json()) as { applications: { _id: string }[] }).applications[0];
  const paths = [
    `${APPLICATION_API.list}?page=1&limit=10`,
    `${APPLICATION_API.list}?page=1&limit=10&search=ali`,
    first ? APPLICATION_API.get(first._id) : API.users.list,
    API.users.list,
    '/api/health',
  ];
  for (let i = 0; i < REQUESTS; i += 1) {
    const res = await fetch(`${url}${paths[i % paths.length]}`, { headers: auth });
    if (res.status !== 200) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
    await res.arrayBuffer();
  }
}

/** Starts the bundle, samples it over the first seconds, then over the requests. */
async function measure(dataDir: string) {
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...(process.env.SEED_DEMO ? { SEED_DEMO: process.env.SEED_DEMO } : {}),
  };
  let starting: Promise<{ peak: number; last: number }> | undefined;
  let ready!: () => void;
  const listening = new Promise<void>((resolve) => {
    ready = resolve;
  });
  // Sampled from the child's first moment: creating and migrating the database comes before it listens.
  const server = await startServer(env, BUNDLE, (child) => {
    starting = sample(
      child.pid as number,
      listening.then(() => sleep(SECONDS * 1000)),
    );
  });
  ready();
  const pid = server.child.pid as number;
  const idle = (await starting) as { peak: number; last: number };
  const served = await sample(pid, traffic(server.url));
  // The kernel's own high-water mark: a peak shorter than the 100 ms between samples is in it too.
  const highWater = Math.round(statusMb(pid, 'VmHWM'));
  server.child.kill('SIGTERM');
  await server.exited;
  return { idle, served, highWater };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-memory-'));
try {
  const fresh = await measure(dataDir);
  const again = await measure(dataDir);
  const line = (name: string, r: typeof fresh) =>
    `${name}: peak ${r.idle.peak} MB over the first ${SECONDS} s (at ${SECONDS} s: ${r.idle.last} MB); ` +
    `peak ${r.served.peak} MB over ${REQUESTS} requests (after: ${r.served.last} MB); ` +
    `highest resident memory of the process (VmHWM) ${r.highWater} MB`;
  console.log(line('fresh start', fresh));
  console.log(line('second start', again));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
