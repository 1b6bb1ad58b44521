/**
 * `npm run bench:scan [-- --photos 300 --seed 1]`
 *
 * The passport scan (POST readPassportScan) on the built server, over a corpus of synthetic phone
 * photos of data pages (bench/scan-corpus.ts): how many documents have every field right, how many
 * fields are wrong but flagged (left out and named in `unverified`), how many are wrong and not
 * flagged (must be 0), the time of a scan (p50, p95, and the photos of 11 megapixels or more), the
 * server's memory above its idle while reading, and the public enquiry's p99 meanwhile. Targets:
 * 97% of documents right, 0 unflagged, a 12-megapixel photo in at most 3 s, +200 MB at most.
 * Writes bench/results/<time>-scan.txt.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  icaoCountryCode,
  PASSPORT_SCAN_FIELDS,
  PASSPORT_SCAN_PATH,
  type PassportScan,
  type PassportScanField,
} from '@visadesk/contract';
import { buildServer, multipartForm, type PassportPhoto, startServer } from '@visadesk/test-harness';
import { benchToken, createBenchDatabase } from './bench-database.ts';
import { benchOptions } from './bench-options.ts';
import { scanCorpus } from './scan-corpus.ts';
import { benchEnquiryPath, expectEnquiryMatch } from './seed.ts';

const args = benchOptions({ photos: 300, seed: 1 });
const APPLICATIONS = 1000;
const lines: string[] = [`# npm run bench:scan -- --photos ${args.photos} --seed ${args.seed}`];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};
const rssMb = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** What the form should show for each field: the zone's own values (names as printed, truncated). */
function expected(photo: PassportPhoto): Record<PassportScanField, string | undefined> {
  const [surname = '', given = ''] = photo.mrz[0].slice(5).split(/<<(.*)/s);
  const words = (text: string) => text.replace(/<+$/, '').replace(/</g, ' ');
  const { holder } = photo;
  return {
    surname: words(surname),
    // A surname that fills the name field leaves no given names: none to fill.
    givenN: words(given) || undefined,
    passport: holder.passport,
    currentN: icaoCountryCode(holder.nationality),
    dob: holder.dob,
    sex: holder.sex === 'M' ? 'Male' : holder.sex === 'F' ? 'Female' : undefined,
    passportExpiry: holder.expiry,
  };
}

type Outcome = 'right' | 'flagged' | 'unflagged';
/** Right: the value filled, or a value with no place in the form (none) left out and named. */
function outcome(want: string | undefined, scan: PassportScan, field: PassportScanField): Outcome {
  const got = scan.fields[field];
  const named = scan.unverified.includes(field);
  if (want === undefined) return got === undefined && named ? 'right' : 'unflagged';
  if (got === want) return 'right';
  return got === undefined && named ? 'flagged' : 'unflagged';
}

/** The public enquiry asked one after another until `stop`, its latencies. */
function probeEnquiry(base: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}${benchEnquiryPath(1 + Math.floor(Math.random() * APPLICATIONS))}`)).text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await done;
    return latencies;
  };
}

const { photos, folder } = await scanCorpus(args.seed, args.photos, say);
say(`# corpus: ${photos.length} photos in ${folder}`);
const bundle = buildServer();
const { env, remove } = await createBenchDatabase('pglite', APPLICATIONS);
const server = await startServer(
  { ...env, LOG_LEVEL: 'warn', SEED_DEMO: '0', RATE_LIMIT_ENQUIRY_MAX: '1000000' },
  bundle,
);
const pid = server.child.pid as number;
try {
  const token = await benchToken(server.url);
  await expectEnquiryMatch(server.url, 1);
  const quiet = probeEnquiry(server.url);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const quietLatencies = await quiet();
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const busy = probeEnquiry(server.url);
  const counts = { documentsRight: 0, right: 0, flagged: 0, unflagged: 0, refused: 0 };
  const times: number[] = [];
  const largeTimes: number[] = [];
  for (const [i, photo] of photos.entries()) {
    const started = performance.now();
    const response = await fetch(`${server.url}${PASSPORT_SCAN_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: multipartForm({}, { file: { data: photo.jpeg, name: `photo-${i}.jpg` } }),
    });
    const body = (await response.json()) as PassportScan & { message?: string };
    const ms = performance.now() - started;
    times.push(ms);
    if (photo.conditions.megapixels >= 11) largeTimes.push(ms);
    if (!response.ok) {
      counts.refused += 1;
      counts.flagged += PASSPORT_SCAN_FIELDS.length;
      say(`# photo ${i} (seed ${args.seed + i}): ${response.status} ${body.message}`);
      continue;
    }
    const want = expected(photo);
    const results = PASSPORT_SCAN_FIELDS.map((field) => [field, outcome(want[field], body, field)] as const);
    for (const [, result] of results) counts[result] += 1;
    if (results.every(([, result]) => result === 'right')) counts.documentsRight += 1;
    for (const [field, result] of results.filter(([, r]) => r !== 'right'))
      say(
        `# photo ${i} (seed ${args.seed + i}) ${field}: ${result}, want ${want[field]}, got ${body.fields[field]}`,
      );
  }
  clearInterval(sampler);
  const busyLatencies = await busy();
  const n = photos.length;
  const fields = n * PASSPORT_SCAN_FIELDS.length;
  say('');
  say('| measure | figure |');
  say('| --- | --- |');
  say(
    `| documents with every field right | ${counts.documentsRight} of ${n} (${((100 * counts.documentsRight) / n).toFixed(1)}%) |`,
  );
  say(`| fields right | ${counts.right} of ${fields} |`);
  say(
    `| fields wrong but flagged (left out, named) | ${counts.flagged}${counts.refused ? ` (${counts.refused} photos refused)` : ''} |`,
  );
  say(`| fields wrong and not flagged | ${counts.unflagged} |`);
  say(
    `| time a scan, p50 / p95 | ${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)} ms |`,
  );
  say(
    `| time a scan of 11-12 megapixels, p50 / max (${largeTimes.length} photos) | ${percentile(largeTimes, 0.5).toFixed(0)} / ${Math.max(...largeTimes).toFixed(0)} ms |`,
  );
  say(
    `| server memory (RSS): idle, peak while reading | ${idle.toFixed(0)} MB, ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)}) |`,
  );
  say(
    `| enquiry p99: quiet / while scanning | ${percentile(quietLatencies, 0.99).toFixed(1)} / ${percentile(busyLatencies, 0.99).toFixed(1)} ms (${busyLatencies.length} asked) |`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await remove();
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(path.join(import.meta.dirname, 'results', `${stamp}-scan.txt`), `${lines.join('\n')}\n`);
