/**
 * `npm run bench [-- --applications N --duration S --warmup S --connections C --db pglite|postgres|both]`
 * `npm run bench -- --cluster [...]`: one node against two behind nginx on PostgreSQL, S3 and Redis
 *
 * Seeds a fresh database (default 100,000 applications), starts the real server on it, drives it
 * with autocannon (each scenario after a warm-up at the same load, not counted) and prints requests/s, p50, p99 and errors per scenario, the server's peak
 * memory, the gzip size of the JS and CSS each public route loads, and Lighthouse scores for the
 * public routes. Results are written as JSON
 * under bench/results/.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, startCluster, startServer } from '@visadesk/test-harness';
import autocannon from 'autocannon';
import { BENCH_ADMIN, type BenchEngine, benchEngines, createBenchDatabase } from './bench-database.ts';
import { benchOptions } from './bench-options.ts';
import { runLighthouse } from './lighthouse.ts';
import { measurePublicAssets } from './public-assets.ts';
import { benchApplicant, benchEnquiryPath, expectEnquiryMatch } from './seed.ts';

const args = benchOptions({
  applications: 100_000,
  duration: 10,
  warmup: 3,
  connections: 32,
  db: undefined,
  'web-only': false,
  cluster: false,
});
const COUNT = args.applications;
const DURATION = args.duration;
// V8 compiles hot JavaScript and PGlite's WebAssembly in tiers; the figures are for warm code.
const WARMUP = args.warmup;
const CONNECTIONS = args.connections;
const engines = benchEngines(args.db);
// The production bundle, built fresh so the figures are those of `npm start`.
const SERVER_BUNDLE = buildServer();

type Row = { scenario: string; rps: number; p50: number; p99: number; errors: number; peakMemoryMb: number };

/** The servers' resident memory (summed), sampled every 100 ms: the peak so far, and per scenario. */
function peakMemory(pids: number[]) {
  let peak = 0;
  let scenarioPeak = 0;
  const rss = (pid: number) => {
    try {
      return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  const timer = setInterval(() => {
    const mb = pids.reduce((sum, pid) => sum + rss(pid), 0);
    peak = Math.max(peak, mb);
    scenarioPeak = Math.max(scenarioPeak, mb);
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

/** The bench's servers: limits out of the way (the load comes from one address). */
const BENCH_SERVER_ENV = {
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  RATE_LIMIT_LOGIN_MAX: '1000000',
  RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000000',
  RATE_LIMIT_ENQUIRY_MAX: '1000000',
};

async function benchEngine(engine: BenchEngine) {
  const { env, remove } = await createBenchDatabase(engine, COUNT);
  const server = await startServer({ ...env, ...BENCH_SERVER_ENV }, SERVER_BUNDLE);
  const memory = peakMemory([server.child.pid as number]);
  console.log(
    `\n${engine} (${COUNT.toLocaleString()} applications, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up)`,
  );
  const rows = await scenarios(server.url, memory);
  const { peakMb, servingMb } = memoryFigures(memory, rows);
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

function memoryFigures(memory: ReturnType<typeof peakMemory>, rows: Row[]) {
  const peakMb = memory.stop();
  // scrypt is memory-hard by design (32 MiB per hash in flight), so logins are reported apart.
  const servingMb = Math.max(
    ...rows.filter((r) => !r.scenario.startsWith('login')).map((r) => r.peakMemoryMb),
  );
  console.log(`  server peak memory (RSS): ${servingMb} MB serving reads, ${peakMb} MB overall`);
  return { peakMb, servingMb };
}

/** Every scenario against one address (a server, or the balancer in front of several). */
async function scenarios(base: string, memory: ReturnType<typeof peakMemory>): Promise<Row[]> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`bench sign-in: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const listed = await fetch(`${base}/api/application/fetchApplication?limit=100`, { headers: auth });
  if (!listed.ok) throw new Error(`bench list: ${listed.status} ${await listed.text()}`);
  const list = (await listed.json()) as { applications: { _id: string }[] };
  const ids = list.applications.map((a) => a._id);
  const rows: Row[] = [];
  rows.push(await drive(memory, base, 'ceiling: GET /api/health', () => '/api/health'));
  await expectEnquiryMatch(base, random(COUNT));
  rows.push(await drive(memory, base, 'enquiry (exact match)', () => benchEnquiryPath(random(COUNT))));
  rows.push(
    await drive(
      memory,
      base,
      'list page (10, newest first)',
      () => `/api/application/fetchApplication?page=${random(50)}&limit=10`,
      { headers: auth },
    ),
  );
  /** A search of the list's first page; `term` picks what staff type for a random applicant. */
  const listSearch = (scenario: string, term: (a: ReturnType<typeof benchApplicant>) => string) =>
    drive(
      memory,
      base,
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
      base,
      'one application',
      () => `/api/application/fetchApplication/${ids[random(ids.length) - 1]}`,
      { headers: auth },
    ),
  );
  rows.push(
    await drive(memory, base, 'login (scrypt)', () => '/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    }),
  );
  return rows;
}

/**
 * `--cluster`: one node on PostgreSQL against two nodes behind nginx on PostgreSQL, S3 (s3rver)
 * and Redis, on one seeded database. On these 2 cores the point is what the cluster's parts cost
 * per request, not scaling: the ratio is printed per scenario.
 */
async function benchCluster() {
  const { target, remove } = await createBenchDatabase('postgres', COUNT);
  if (target.kind !== 'postgres') throw new Error('the cluster bench runs on PostgreSQL');
  const runs: { label: string; rows: Row[]; peakMb: number }[] = [];
  for (const nodes of [1, 2]) {
    // One node: PostgreSQL only, served directly. Two: behind nginx, with S3 and Redis.
    const cluster =
      nodes === 2
        ? await startCluster({ nodes, databaseUrl: target.url, entry: SERVER_BUNDLE, env: BENCH_SERVER_ENV })
        : undefined;
    const single = cluster
      ? undefined
      : await startServer(
          {
            ...BENCH_SERVER_ENV,
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-bench-node-')),
            DATABASE_URL: target.url,
          },
          SERVER_BUNDLE,
        );
    const label = cluster ? 'two nodes behind nginx (PostgreSQL, S3, Redis)' : 'one node (PostgreSQL)';
    const pids = cluster
      ? cluster.nodes.map((node) => node.server.child.pid as number)
      : [single?.child.pid as number];
    const memory = peakMemory(pids);
    console.log(`\n${label}, ${COUNT.toLocaleString()} applications, ${CONNECTIONS} connections`);
    const rows = await scenarios(cluster?.url ?? (single?.url as string), memory);
    runs.push({ label, rows, peakMb: memoryFigures(memory, rows).peakMb });
    if (cluster) await cluster.stop();
    if (single) {
      single.child.kill('SIGTERM');
      await single.exited;
    }
  }
  await remove();
  const [one, two] = runs as [(typeof runs)[0], (typeof runs)[0]];
  console.log('\ncluster / one node, requests per second (p99):');
  for (const row of one.rows) {
    const other = two.rows.find((r) => r.scenario === row.scenario);
    if (!other) continue;
    console.log(
      `  ${row.scenario.padEnd(34)} ${(other.rps / row.rps).toFixed(2)}x  (${row.rps} -> ${other.rps} req/s, p99 ${row.p99} -> ${other.p99} ms)`,
    );
  }
  return { engine: 'cluster', applications: COUNT, connections: CONNECTIONS, runs };
}

const results = [];
// --web-only skips the load runs: public asset sizes and Lighthouse only.
if (args.cluster) results.push(await benchCluster());
else if (!args['web-only']) for (const engine of engines) results.push(await benchEngine(engine));
// The public pages do not change with the deployment: measured in the single-server runs only.
const assets = args.cluster ? [] : await measurePublicAssets();
const scores = args.cluster ? [] : await runLighthouse(SERVER_BUNDLE);
if (!args.cluster) {
  console.log(
    '\nLighthouse (mobile, median of 3): performance / accessibility / best practices / SEO, LCP, CLS (runs)',
  );
  for (const row of scores)
    console.log(
      `  ${row.route.padEnd(12)} ${row.performance} / ${row.accessibility} / ${row['best-practices']} / ${row.seo}, ${row.lcpMs} ms, ${row.cls.toFixed(3)} (${row.runs.join(', ')})`,
    );
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log('\npublic routes, gzip (HTML / JS / CSS):');
  for (const route of assets)
    console.log(
      `  ${route.route.padEnd(12)} ${kB(route.htmlBytes)} / ${kB(route.jsBytes)} / ${kB(route.cssBytes)}`,
    );
}
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
