/**
 * `npm run bench:request-cost [-- --applications N --duration S --db pglite|postgres|both --bundle PATH --profile]`
 *
 * Where a request's time goes, for the health check (the ceiling) and the public enquiry: requests/s,
 * p99 and the share of the ceiling, and the CPU time each request costs the server's main thread,
 * its embedded database's thread, its other threads (V8's compilers and collector) and the load
 * generator, read from /proc before and after each run. CPU time per request moves far less with
 * other load on the machine than requests/s do. `--bundle` runs another build of the server (say a
 * worktree's apps/server/dist/main.mjs) so two versions compare in one session, alternately;
 * `--profile` also writes a CPU profile of each server thread during the enquiry to
 * bench/results/profiles/ (open them in Chrome's DevTools, Performance panel).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, startServer } from '@visadesk/test-harness';
import autocannon from 'autocannon';
import { benchEngines, createBenchDatabase } from './bench-database.ts';
import { benchOptions } from './bench-options.ts';
import { benchEnquiryPath, expectEnquiryMatch } from './seed.ts';

const args = benchOptions({
  applications: 100_000,
  duration: 8,
  warmup: 3,
  connections: 32,
  rounds: 2,
  db: undefined,
  bundle: undefined,
  profile: false,
});
const bundles = [buildServer(), ...(args.bundle ? [path.resolve(args.bundle)] : [])];
const PROFILES = path.join(import.meta.dirname, 'results', 'profiles');
const TICK_US = 10_000; // /proc counts CPU time in clock ticks of 10 ms

/** CPU ticks of each thread of `pid`, by thread id. */
function threadTicks(pid: number): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks.set(tid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

/** µs of CPU per request: the main thread, the busiest other one (the database's), the rest. */
function costPerRequest(
  pid: number,
  before: Map<string, number>,
  after: Map<string, number>,
  requests: number,
) {
  const used = [...after].map(
    ([tid, ticks]) => [tid, ((ticks - (before.get(tid) ?? 0)) * TICK_US) / requests] as const,
  );
  const main = used.find(([tid]) => tid === String(pid))?.[1] ?? 0;
  const others = used
    .filter(([tid]) => tid !== String(pid))
    .map(([, us]) => us)
    .sort((a, b) => b - a);
  const [database = 0, ...rest] = others;
  return { main, database, other: rest.reduce((sum, us) => sum + us, 0) };
}

/** Asks the server's threads to stop profiling, and waits until both have written their profile. */
async function profilesWritten(label: string) {
  writeFileSync(path.join(PROFILES, `${label}.stop`), '');
  const written = () => readdirSync(PROFILES).filter((f) => f.startsWith(`${label}-thread`)).length;
  for (let waited = 0; written() < 2 && waited < 30_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const marker of ['start', 'stop']) rmSync(path.join(PROFILES, `${label}.${marker}`));
}

const random = (n: number) => 1 + Math.floor(Math.random() * n);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Drives `paths` at the server; with `profiled`, its threads profile the measured run. */
async function drive(url: string, pid: number, profiled: string | undefined, paths: () => string) {
  const options = {
    url,
    connections: args.connections,
    requests: [{ method: 'GET' as const, setupRequest: (req: object) => ({ ...req, path: paths() }) }],
  };
  await autocannon({ ...options, duration: args.warmup });
  if (profiled) writeFileSync(path.join(PROFILES, `${profiled}.start`), '');
  const [before, cpuBefore] = [threadTicks(pid), process.cpuUsage()];
  const result = await autocannon({ ...options, duration: args.duration });
  const [after, load] = [threadTicks(pid), process.cpuUsage(cpuBefore)];
  if (profiled) await profilesWritten(profiled);
  const requests = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...costPerRequest(pid, before, after, requests),
    loadGenerator: (load.user + load.system) / requests,
  };
}

async function measure(engine: string, bundle: string, env: Record<string, string>, round: number) {
  // The checkout the bundle was built in names the version: main, or a worktree's folder.
  const label = `${engine}-${path.basename(path.resolve(bundle, '../../../..'))}-round${round}`;
  const profiling: Record<string, string> = args.profile
    ? {
        NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'cpu-profile-preload.mjs')}`,
        PROFILE_DIR: PROFILES,
        PROFILE_LABEL: label,
      }
    : {};
  const server = await startServer(
    { ...env, LOG_LEVEL: 'warn', SEED_DEMO: '0', RATE_LIMIT_ENQUIRY_MAX: '1000000', ...profiling },
    bundle,
  );
  const pid = server.child.pid as number;
  const health = await drive(server.url, pid, undefined, () => '/api/health');
  await expectEnquiryMatch(server.url, random(args.applications));
  const enquiry = await drive(server.url, pid, args.profile ? label : undefined, () =>
    benchEnquiryPath(random(args.applications)),
  );
  server.child.kill('SIGTERM');
  await server.exited;
  for (const [scenario, row] of [
    ['health', health],
    ['enquiry', enquiry],
  ] as const)
    console.log(
      `${label} ${scenario.padEnd(8)} ${String(row.rps).padStart(6)} req/s  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}  CPU µs/request: main ${round1(row.main)}, database ${round1(row.database)}, other threads ${round1(row.other)}, load generator ${round1(row.loadGenerator)}`,
    );
  console.log(`${label} enquiry/ceiling ${(enquiry.rps / health.rps).toFixed(3)}`);
}

if (args.profile) mkdirSync(PROFILES, { recursive: true });
for (const engine of benchEngines(args.db)) {
  const { env, remove } = await createBenchDatabase(engine, args.applications);
  // Alternately, so a change in the machine's speed falls on both versions.
  for (let round = 1; round <= args.rounds; round++)
    for (const bundle of bundles) await measure(engine, bundle, env, round);
  await remove();
}
