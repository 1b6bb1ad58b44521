/**
 * `npm run bench:password-hash [-- --burst N]`
 *
 * What a password hash costs, in two parts, written to
 * bench/results/<time>-password-hash.txt:
 * - scrypt itself, for the earlier parameters (N=2^14 r=8 p=5, N=2^15 r=8 p=1) and today's
 *   (N=2^17 r=8 p=1): one hash's time (median of 5), and a burst of N at once (default 32) in a
 *   fresh process, both two at a time (the server's bound) and all at once (libuv's four threads):
 *   each hash's wait p50/p99 and the process's peak resident memory;
 * - the built server: N sign-ins sent at once, their p50/p99 and the server's peak resident memory.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@visadesk/contract';
import { buildServer, startServer } from '@visadesk/test-harness';
import { benchOptions } from './bench-options.ts';

type Params = { N: number; r: number; p: number };
const PARAMS: Record<string, Params> = {
  'N=2^14 r=8 p=5 (before)': { N: 1 << 14, r: 8, p: 5 },
  'N=2^15 r=8 p=1 (older)': { N: 1 << 15, r: 8, p: 1 },
  'N=2^17 r=8 p=1 (now)': { N: 1 << 17, r: 8, p: 1 },
};
const MAXMEM = 129 * 1024 * 1024;

const hwmMb = (pid: number | 'self') =>
  Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024);
const rssMb = (pid: number | 'self') =>
  Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
const hash = (params: Params) =>
  new Promise<void>((resolve, reject) =>
    scrypt('a password', randomBytes(16), 64, { ...params, maxmem: MAXMEM }, (e) =>
      e ? reject(e) : resolve(),
    ),
  );
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
const spread = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${Math.round(percentile(sorted, 0.5))} ms, p99 ${Math.round(percentile(sorted, 0.99))} ms`;
};

/** N hashes started at once, `atOnce` running at a time; each one's time from the start. */
async function burst(params: Params, count: number, atOnce: number) {
  const start = performance.now();
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await hash(params);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return times;
}

/** In a fresh process, so its peak memory is the burst's own. */
function burstInChild(name: string, count: number, atOnce: number): string {
  const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, BURST: JSON.stringify({ name, count, atOnce }) },
    encoding: 'utf8',
  });
  return out.trim();
}

if (process.env.BURST) {
  const { name, count, atOnce } = JSON.parse(process.env.BURST) as {
    name: string;
    count: number;
    atOnce: number;
  };
  const before = rssMb('self');
  const times = await burst(PARAMS[name] as Params, count, atOnce);
  console.log(`${spread(times)}, resident ${before} MB before, peak ${hwmMb('self')} MB`);
  process.exit(0);
}

const { burst: COUNT } = benchOptions({ burst: 32 });
const lines: string[] = [`password-hash bench, ${os.cpus().length} cores, Node ${process.version}`, ''];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

say('scrypt, one hash (median of 5):');
for (const [name, params] of Object.entries(PARAMS)) {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    await hash(params);
    times.push(performance.now() - start);
  }
  say(`  ${name}: ${Math.round(times.sort((a, b) => a - b)[2] as number)} ms`);
}
say(`scrypt, ${COUNT} hashes at once, time to each one's end:`);
for (const name of Object.keys(PARAMS).filter((n) => !n.includes('older'))) {
  say(`  ${name}, 2 at a time: ${burstInChild(name, COUNT, 2)}`);
  say(`  ${name}, 4 at a time: ${burstInChild(name, COUNT, 4)}`);
}

const ADMIN = { email: 'hash-bench@example.test', password: 'hash-bench-password-1' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-hash-'));
try {
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // The burst is one address and one e-mail: the sign-in limits would refuse most of it.
      RATE_LIMIT_LOGIN_MAX: '100000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '100000',
    },
    buildServer(),
  );
  const pid = server.child.pid as number;
  const signIn = async () => {
    const start = performance.now();
    const res = await fetch(`${server.url}${API.users.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - start;
  };
  await signIn();
  const idle = rssMb(pid);
  const alone = await signIn();
  const times = await Promise.all(Array.from({ length: COUNT }, signIn));
  say(`built server: one sign-in ${Math.round(alone)} ms; ${COUNT} at once: ${spread(times)};`);
  say(`  resident ${idle} MB before, highest (VmHWM) ${hwmMb(pid)} MB`);
  server.child.kill('SIGTERM');
  await server.exited;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const results = path.join(import.meta.dirname, 'results');
mkdirSync(results, { recursive: true });
const file = path.join(results, `${new Date().toISOString().replace(/[:.]/g, '-')}-password-hash.txt`);
writeFileSync(file, `${lines.join('\n')}\n`);
console.log(`written to ${path.relative(process.cwd(), file)}`);
