/**
 * `npm run bench:export [-- --applications N --db pglite|postgres|both]`
 *
 * The application list's export (GET exportApplications) at N applications (a million by
 * default): rows per second and the server's peak memory (RSS) above its idle for CSV and XLSX,
 * unfiltered and filtered (one status, a third of the rows), and the p99 of the public enquiry,
 * asked one after another while each export runs. Targets on the 2-core machine: CSV at least
 * 50,000 rows/s, XLSX at least 15,000, at most 100 MB above idle, the enquiry's p99 under 100 ms.
 * Writes bench/results/<time>-export-<engine>.txt.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, startServer } from '@visadesk/test-harness';
import { benchEngines, benchToken, createBenchDatabase } from './bench-database.ts';
import { benchOptions } from './bench-options.ts';
import { benchEnquiryPath, expectEnquiryMatch } from './seed.ts';

const args = benchOptions({ applications: 1_000_000, db: undefined });
const bundle = buildServer();
const rssMb = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
/** The server's CPU seconds so far, all its threads (the database's and compression's included). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
const SCENARIOS = [
  ['csv', ''],
  ['csv', '&status=approved'],
  ['xlsx', ''],
  ['xlsx', '&status=approved'],
] as const;

/** One export read to its end as a client would, with the memory and the enquiry watched meanwhile. */
async function runExport(base: string, pid: number, auth: Record<string, string>, query: string) {
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  let exporting = true;
  const latencies: number[] = [];
  const probe = (async () => {
    while (exporting) {
      const started = performance.now();
      await (
        await fetch(`${base}${benchEnquiryPath(1 + Math.floor(Math.random() * args.applications))}`)
      ).text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const cpuBefore = cpuSeconds(pid);
  // As a browser asks for it: compressed, brotli first.
  const response = await fetch(`${base}/api/application/exportApplications?${query}`, {
    headers: { ...auth, 'accept-encoding': 'br, gzip, deflate' },
  });
  if (!response.ok || !response.body) throw new Error(`export ${query}: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  exporting = false;
  await probe;
  clearInterval(sampler);
  return { seconds, cpu, bytes, lines, idle, peak, enquiryP99: p99(latencies), enquiries: latencies.length };
}

for (const engine of benchEngines(args.db)) {
  const { env, remove } = await createBenchDatabase(engine, args.applications);
  const server = await startServer(
    { ...env, LOG_LEVEL: 'warn', SEED_DEMO: '0', RATE_LIMIT_ENQUIRY_MAX: '1000000' },
    bundle,
  );
  const pid = server.child.pid as number;
  const lines: string[] = [`# npm run bench:export -- --applications ${args.applications} --db ${engine}`];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  try {
    const auth = { authorization: `Bearer ${await benchToken(server.url)}` };
    await expectEnquiryMatch(server.url, 1);
    // Rows are counted from the CSV (one line each after the header); XLSX writes the same rows.
    const rowsOf = new Map<string, number>();
    for (const [format, filter] of SCENARIOS) {
      const run = await runExport(server.url, pid, auth, `format=${format}${filter}`);
      if (format === 'csv') rowsOf.set(filter, run.lines - 1);
      const rows = rowsOf.get(filter) ?? 0;
      say(
        `${engine} ${format.padEnd(4)} ${(filter || 'unfiltered').padEnd(17)} ${rows} rows in ${run.seconds.toFixed(1)} s: ${Math.round(rows / run.seconds)} rows/s, server CPU ${((run.cpu / rows) * 1e6).toFixed(0)} µs a row, ${(run.bytes / 1e6).toFixed(1)} MB; RSS idle ${run.idle.toFixed(0)} MB, peak ${run.peak.toFixed(0)} MB (+${(run.peak - run.idle).toFixed(0)}); enquiry p99 ${run.enquiryP99.toFixed(1)} ms over ${run.enquiries}`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await remove();
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(
    path.join(import.meta.dirname, 'results', `${stamp}-export-${engine}.txt`),
    `${lines.join('\n')}\n`,
  );
}
