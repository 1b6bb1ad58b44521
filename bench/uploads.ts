/**
 * `npm run bench:uploads [-- --storage disk|s3 --documents 12 --mb 5 --rounds 3]`
 *
 * Uploads N documents of about M MB each (default twelve of just under 5 MB, the spec's limit) to
 * one application on loopback, the way the back office does: all in one request (the spec's
 * documents route), then one request per document. Prints the time of each round and the server's
 * resident memory before, at its peak and after, so "the server's memory stays flat" is a figure.
 * `--storage s3` stores into an S3-compatible server (s3rver) on loopback.
 * Starts the production bundle on a fresh DATA_DIR, as `npm start` does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, APPLICATION_API, CATALOGUE_API, DOCUMENT_SLOTS, FILE_LIMITS } from '@visadesk/contract';
import {
  applicantFields,
  buildServer,
  jpeg,
  multipartForm,
  startS3Server,
  startServer,
} from '@visadesk/test-harness';
import sharp from 'sharp';
import { benchOptions } from './bench-options.ts';

const args = benchOptions({ storage: 'disk', documents: 12, mb: 5, rounds: 3 });
const DOCUMENTS = Math.min(args.documents, DOCUMENT_SLOTS.length);
const TARGET_BYTES = Math.min(args.mb * 1024 * 1024, FILE_LIMITS.document) - 64 * 1024;
const ROUNDS = args.rounds;
const BUNDLE = buildServer();
const ADMIN = { email: 'uploads@example.test', password: 'uploads-password-1' };

/** A process's CPU time so far (user and system), in ms, from /proc. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name; in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** This process's CPU time so far in ms: the upload client and, with --storage s3, s3rver. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const rssMb = (pid: number) =>
  Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);

/** A photo-like JPEG (noise does not compress) of just under `bytes`, different for each `seed`. */
async function documentOf(bytes: number, seed: number): Promise<Buffer> {
  let side = 3200;
  for (;;) {
    const image = await sharp({
      create: { width: side, height: side, channels: 3, background: { r: 90 + seed, g: 120, b: 160 } },
    })
      .composite([
        {
          input: {
            create: {
              width: side,
              height: side,
              channels: 3,
              background: '#000',
              noise: { type: 'gaussian', mean: 128, sigma: 40 },
            },
          },
          blend: 'overlay',
        },
      ])
      .jpeg({ quality: 92 })
      .toBuffer();
    if (image.length <= bytes) return image;
    side = Math.floor(side * Math.sqrt(bytes / image.length) * 0.98);
  }
}

const s3 = args.storage === 's3' ? await startS3Server() : undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-uploads-'));
const server = await startServer(
  { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: '0', ...s3?.env },
  BUNDLE,
);
try {
  const pid = server.child.pid as number;
  const login = await fetch(`${server.url}${API.users.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const fields = applicantFields();
  // The application's salary is text as chosen; its job title is a designation already.
  for (const [resource, name] of [
    ['companies', fields.company],
    ['designations', fields.jobTitle],
  ] as const) {
    await fetch(`${server.url}${CATALOGUE_API[resource].create}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  }
  const created = await fetch(`${server.url}${APPLICATION_API.create}`, {
    method: 'POST',
    headers: auth,
    body: multipartForm(fields, { image: { data: await jpeg() } }),
  });
  if (created.status !== 201) throw new Error(`add application: ${created.status} ${await created.text()}`);
  const application = (await created.json()) as { _id: string };
  const documents = await Promise.all(
    Array.from({ length: DOCUMENTS }, (_, i) => documentOf(TARGET_BYTES, i)),
  );
  const totalMb = documents.reduce((sum, d) => sum + d.length, 0) / 1024 / 1024;

  const send = async (slots: number[]) => {
    const body = new FormData();
    for (const i of slots)
      body.append(
        DOCUMENT_SLOTS[i]?.key as string,
        new Blob([documents[i] as Buffer], { type: 'image/jpeg' }),
        `doc${i}.jpg`,
      );
    const response = await fetch(`${server.url}${APPLICATION_API.documents(application._id)}`, {
      method: 'PUT',
      headers: auth,
      body,
    });
    if (response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
  };
  const indexes = documents.map((_, i) => i);
  const shapes: [string, () => Promise<void>][] = [
    ['one request', () => send(indexes)],
    [
      'one request per document',
      async () => {
        for (const i of indexes) await send([i]);
      },
    ],
    [
      'one request per document, two at a time (as the screens send them)',
      async () => {
        let next = 0;
        const lane = async () => {
          while (next < indexes.length) await send([next++]);
        };
        await Promise.all([lane(), lane()]);
      },
    ],
  ];

  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  console.log(
    `${DOCUMENTS} documents, ${totalMb.toFixed(1)} MB in all, ${args.storage} storage, ${ROUNDS} rounds each:`,
  );
  for (const [name, run] of shapes) {
    const times: number[] = [];
    // Both on the same cores: the server's CPU, and this process's (client, and s3rver for S3).
    const cpu = { server: 0, own: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const [serverBefore, ownBefore] = [cpuMs(pid), ownCpuMs()];
      const started = performance.now();
      await run();
      times.push(Math.round(performance.now() - started));
      cpu.server += cpuMs(pid) - serverBefore;
      cpu.own += ownCpuMs() - ownBefore;
    }
    const perRound = (ms: number) => `${(ms / ROUNDS / 1000).toFixed(2)} s`;
    console.log(`  ${name}: ${times.join(', ')} ms (best ${Math.min(...times)} ms)`);
    console.log(
      `    CPU a round: server ${perRound(cpu.server)}, this process ${perRound(cpu.own)} (${args.storage === 's3' ? 'client and s3rver' : 'client'})`,
    );
  }
  clearInterval(sampler);
  console.log(
    `  server memory: ${before} MB before, peak ${peak} MB (+${peak - before}), ${rssMb(pid)} MB after`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  await s3?.close();
}
