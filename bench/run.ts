/**
 * `npm run bench [-- --applications N --duration S --warmup S --connections C --db pglite|postgres|both]`
 *
 * Seeds a fresh database (default 100,000 applications), starts the real server on it, drives it
 * with autocannon (each scenario after a warm-up at the same load, not counted) and prints requests/s, p50, p99 and errors per scenario, the server's peak
 * memory, the gzip size of the JS and CSS each public route loads, and Lighthouse scores for the
 * public routes. Results are written as JSON
 * under bench/results/.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from '../apps/server/src/test/server-process.ts';
import { BENCH_ADMIN, type BenchEngine, benchEngines, createBenchDatabase } from './bench-database.ts';
import { runLighthouse } from './lighthouse.ts';
import { measurePublicAssets } from './public-assets.ts';
import { benchApplicant } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    db: { type: 'string' },
    'web-only': { type: 'boolean', default: false },
  },
});
const COUNT = Number(args.applications);
const DURATION = Number(args.duration);
// V8 compiles hot JavaScript and PGlite's WebAssembly in tiers; the figures are for warm code.
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const engines = benchEngines(args.db);
// The production bundle, built fresh so the figures are those of `npm start`.
const SERVER_BUNDLE = path.resolve(import.meta.dirname, '../apps/server/dist/main.mjs');
execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../apps/server/build.mjs')], {
  stdio: 'inherit',
});

type Row = { scenario: string; rps: number; p50: number; p99: number; errors: number; peakMemoryMb: number };

/** The server's resident memory, sampled every 100 ms: the peak so far, and per scenario. */
function peakMemory(pid: number) {
  let peak = 0;
  let scenarioPeak = 0;
  const timer = setInterval(() => {
    try {
      const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
      scenarioPeak = Math.max(scenarioPeak, kb / 1024);
    } catch {}
  }, 100);
  return {
    /** The peak since the last call. */
    takeScenarioPeak: () => {
      const value = Math.round(scenarioPeak);
      scenarioPeak = 0;
      return value;
    },
    stop: () => {
      clearInterval(timer);
      return Math.round(peak);
    },
  };
}

async function drive(
  memory: ReturnType<typeof peakMemory>,
  base: string,
  scenario: string,
  paths: () => string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Row> {
  const options = {
    url: base,
    connections: CONNECTIONS,
    requests: [
      {
        method: (init.method ?? 'GET') as 'GET',
        headers: init.headers,
        body: init.body,
        setupRequest: (req: object) => ({ ...req, path: paths() }),
      },
    ],
  };
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: DURATION });
  const row = {
    scenario,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    peakMemoryMb: memory.takeScenarioPeak(),
  };
  console.log(
    `  ${scenario.padEnd(34)} ${String(row.rps).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}  RSS ${row.peakMemoryMb} MB`,
  );
  return row;
}

const random = (n: number) => 1 + Math.floor(Math.random() * n);

async function benchEngine(engine: BenchEngine) {
  const { env, remove } = await createBenchDatabase(engine, COUNT);
  const server = await startServer(
    {
      ...env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      RATE_LIMIT_LOGIN_MAX: '1000000',
      RATE_LIMIT_ENQUIRY_MAX: '1000000',
    },
    SERVER_BUNDLE,
  );
  const memory = peakMemory(server.child.pid as number);
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (
    await fetch(`${server.url}/api/application/fetchApplication?limit=100`, { headers: auth })
  ).json()) as { applications: { _id: string }[] };
  const ids = list.applications.map((a) => a._id);

  console.log(
    `\n${engine} (${COUNT.toLocaleString()} applications, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up)`,
  );
  const rows: Row[] = [];
  rows.push(await drive(memory, server.url, 'ceiling: GET /api/health', () => '/api/health'));
  rows.push(
    await drive(memory, server.url, 'enquiry (exact match)', () => {
      const a = benchApplicant(random(COUNT));
      return `/api/application/fetchApplicationEnquiry?limit=10&search=${a.passport}&search1=${a.nationality}&search2=${a.dob}`;
    }),
  );
  rows.push(
    await drive(
      memory,
      server.url,
      'list page (10, newest first)',
      () => `/api/application/fetchApplication?page=${random(50)}&limit=10`,
      { headers: auth },
    ),
  );
  /** A search of the list's first page; `term` picks what staff type for a random applicant. */
  const listSearch = (scenario: string, term: (a: ReturnType<typeof benchApplicant>) => string) =>
    drive(
      memory,
      server.url,
      scenario,
      () =>
        `/api/application/fetchApplication?page=1&limit=10&search=${encodeURIComponent(term(benchApplicant(random(COUNT))))}`,
      { headers: auth },
    );
  // six characters from the middle of an existing passport, as staff type part of one
  rows.push(await listSearch('list search (passport fragment)', (a) => a.passport.slice(2, 8)));
  // the first request of a search typed from the start: no trigram, a passport prefix
  rows.push(await listSearch('list search (first two characters)', (a) => a.passport.slice(0, 2)));
  rows.push(await listSearch('list search (full name)', (a) => `${a.surname} ${a.givenN}`.toLowerCase()));
  rows.push(
    await drive(
      memory,
      server.url,
      'one application',
      () => `/api/application/fetchApplication/${ids[random(ids.length) - 1]}`,
      { headers: auth },
    ),
  );
  rows.push(
    await drive(memory, server.url, 'login (scrypt)', () => '/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    }),
  );
  const peakMb = memory.stop();
  // scrypt is memory-hard by design (32 MiB per hash in flight), so logins are reported apart.
  const servingMb = Math.max(
    ...rows.filter((r) => !r.scenario.startsWith('login')).map((r) => r.peakMemoryMb),
  );
  console.log(`  server peak memory (RSS): ${servingMb} MB serving reads, ${peakMb} MB overall`);
  server.child.kill('SIGTERM');
  await server.exited;
  await remove();
  return {
    engine,
    applications: COUNT,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    peakMemoryMb: peakMb,
    servingPeakMemoryMb: servingMb,
    scenarios: rows,
  };
}

const results = [];
// --web-only skips the load runs: public asset sizes and Lighthouse only.
if (!args['web-only']) for (const engine of engines) results.push(await benchEngine(engine));
const assets = await measurePublicAssets();
const scores = await runLighthouse(SERVER_BUNDLE);
console.log('\nLighthouse (mobile): performance / accessibility / best practices / SEO');
for (const row of scores)
  console.log(
    `  ${row.route.padEnd(12)} ${row.performance} / ${row.accessibility} / ${row['best-practices']} / ${row.seo}`,
  );
console.log('\npublic routes, gzip (JS / CSS):');
for (const route of assets)
  console.log(
    `  ${route.route.padEnd(12)} ${(route.jsBytes / 1024).toFixed(1)} kB / ${(route.cssBytes / 1024).toFixed(1)} kB`,
  );
const file = path.resolve(
  import.meta.dirname,
  'results',
  `${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, results, assets, lighthouse: scores }, null, 2)}\n`,
);
console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
