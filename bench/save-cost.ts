/**
 * `npm run bench:save-cost [-- --applications N --saves S --concurrency C --rounds R --db pglite|postgres|both]`
 *
 * What the record history costs a save: the same seeded database twice, one copy without the
 * history trigger (migration 0030's `applications_version`), a server on each, and the same edits
 * (PUT updateApplication, the whole form, one field changed every time) against each in turn,
 * alternately, round after round, so that other load on the machine falls on both alike. Prints
 * saves/s, the mean and p99 time of a save, and (on PGlite, whose database runs inside the server's
 * process) the server's CPU time per save, with and without the history. Results go to
 * bench/results/<time>-save-cost-<engine>.txt.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_FIELD_LABELS } from '@visadesk/contract';
import { type DatabaseTarget, openDatabase } from '@visadesk/server';
import { buildServer, type ServerProcess, startServer } from '@visadesk/test-harness';
import { sql } from 'drizzle-orm';
import {
  BENCH_ADMIN,
  type BenchEngine,
  benchEngines,
  createBenchDatabase,
  onServer,
} from './bench-database.ts';
import { benchOptions } from './bench-options.ts';

const args = benchOptions({
  applications: 10_000,
  saves: 400,
  concurrency: 4,
  rounds: 3,
  db: undefined,
});
const bundle = buildServer();
const SERVER_ENV = { LOG_LEVEL: 'warn', SEED_DEMO: '0', RATE_LIMIT_LOGIN_MAX: '1000000' };
/** The edit form's fields: every one the contract names (an edit sends them all). */
const FORM_FIELDS = Object.keys(APPLICATION_FIELD_LABELS);

/** CPU time (ms) the process `pid` has used, all its threads together. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A copy of the seeded database with the history trigger dropped: the save as it was before. */
async function copyWithoutHistory(target: DatabaseTarget, env: Record<string, string>) {
  let copy: DatabaseTarget;
  let remove: () => Promise<void>;
  const copyEnv = { ...env };
  if (target.kind === 'pglite') {
    const dataDir = `${env.DATA_DIR}-without-history`;
    cpSync(env.DATA_DIR as string, dataDir, { recursive: true });
    copy = { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
    copyEnv.DATA_DIR = dataDir;
    remove = async () => rmSync(dataDir, { recursive: true, force: true });
  } else if (target.kind === 'postgres') {
    const url = new URL(target.url);
    const name = `${url.pathname.slice(1)}_without_history`;
    await onServer(`create database ${name} template ${url.pathname.slice(1)}`);
    url.pathname = `/${name}`;
    copy = { kind: 'postgres', url: url.toString() };
    copyEnv.DATABASE_URL = copy.url;
    remove = () => onServer(`drop database if exists ${name} with (force)`);
  } else throw new Error('the save bench needs a database on disk or a server');
  const database = await openDatabase(copy);
  await database.db.execute(sql`drop trigger applications_version on applications`);
  await database.close();
  return { env: copyEnv, remove };
}

type Side = { label: string; server: ServerProcess; auth: Record<string, string>; forms: FormFields[] };
type FormFields = { id: string; fields: Record<string, string> };

async function prepare(label: string, server: ServerProcess): Promise<Side> {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = await fetch(`${server.url}/api/application/fetchApplication?limit=64`, { headers: auth });
  if (!list.ok) throw new Error(`bench list: ${list.status} ${await list.text()}`);
  const rows = ((await list.json()) as { applications: Record<string, string>[] }).applications;
  const forms = rows.map((row) => ({
    id: row._id as string,
    fields: Object.fromEntries(FORM_FIELDS.map((field) => [field, String(row[field] ?? '')])),
  }));
  return { label, server, auth, forms };
}

/** `count` saves, `concurrency` at a time, each a real change (the surname alternates). */
async function saves(side: Side, count: number, concurrency: number, round: number) {
  const times: number[] = [];
  let next = 0;
  const cpuBefore = cpuMs(side.server.child.pid as number);
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const form = side.forms[n % side.forms.length] as FormFields;
      const body = new FormData();
      for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
      body.set('surname', `${form.fields.surname} ${(round * count + n) % 2 === 0 ? 'A' : 'B'}`.slice(0, 30));
      const t0 = performance.now();
      const res = await fetch(`${side.server.url}/api/application/updateApplication/${form.id}`, {
        method: 'PUT',
        headers: side.auth,
        body,
      });
      if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    perSecond: count / seconds,
    meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
    p99Ms: times[Math.floor(times.length * 0.99)] as number,
    cpuMsPerSave: (cpuMs(side.server.child.pid as number) - cpuBefore) / count,
  };
}

async function benchEngine(engine: BenchEngine): Promise<string[]> {
  const seeded = await createBenchDatabase(engine, args.applications);
  const without = await copyWithoutHistory(seeded.target, seeded.env);
  const sides = [
    await prepare('with history', await startServer({ ...SERVER_ENV, ...seeded.env }, bundle)),
    await prepare('without history', await startServer({ ...SERVER_ENV, ...without.env }, bundle)),
  ];
  const lines = [
    `${engine}, ${args.applications.toLocaleString()} applications, ${args.saves} saves a round, ${args.concurrency} at a time, ${args.rounds} rounds`,
  ];
  const totals = new Map(sides.map((side) => [side.label, [] as Awaited<ReturnType<typeof saves>>[]]));
  try {
    for (const side of sides) await saves(side, 100, args.concurrency, 0); // warm-up, not counted
    for (let round = 1; round <= args.rounds; round += 1) {
      for (const side of round % 2 === 0 ? [...sides].reverse() : sides) {
        const result = await saves(side, args.saves, args.concurrency, round);
        totals.get(side.label)?.push(result);
        lines.push(
          `  round ${round} ${side.label.padEnd(16)} ${result.perSecond.toFixed(0).padStart(5)} saves/s  mean ${result.meanMs.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(1)} ms  CPU ${result.cpuMsPerSave.toFixed(2)} ms/save`,
        );
        console.log(lines.at(-1));
      }
    }
  } finally {
    for (const side of sides) {
      side.server.child.kill('SIGTERM');
      await side.server.exited;
    }
    await seeded.remove();
    await without.remove();
  }
  const mean = (label: string, pick: (r: Awaited<ReturnType<typeof saves>>) => number) => {
    const runs = totals.get(label) ?? [];
    return runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  };
  for (const [name, pick] of [
    ['mean time of a save', (r: Awaited<ReturnType<typeof saves>>) => r.meanMs],
    ['server CPU per save', (r: Awaited<ReturnType<typeof saves>>) => r.cpuMsPerSave],
  ] as const) {
    const withHistory = mean('with history', pick);
    const without = mean('without history', pick);
    lines.push(
      `  ${name}: ${withHistory.toFixed(2)} ms with history, ${without.toFixed(2)} ms without: ${((withHistory / without - 1) * 100).toFixed(1)}% more`,
    );
    console.log(lines.at(-1));
  }
  return lines;
}

for (const engine of benchEngines(args.db)) {
  const lines = await benchEngine(engine);
  const file = path.join(
    import.meta.dirname,
    'results',
    `${new Date().toISOString().replace(/[:.]/g, '-')}-save-cost-${engine}.txt`,
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`written: ${path.relative(process.cwd(), file)}`);
}
