import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_API, type Application } from '@visadesk/contract';
import { startServer } from '@visadesk/test-harness';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_ENQUIRY } from '../../seed/demo-applications.ts';
import { signInOverHttp } from '../../test/http-sign-in.ts';

// The lookup log is written in batches (lookup-log.ts): what a stop or a crash may cost it.
const admin = { email: 'owner@example.test', password: 'owner-password-1' };
const DEMO = {
  search: DEMO_ENQUIRY.passport,
  search1: DEMO_ENQUIRY.nationality,
  search2: DEMO_ENQUIRY.dob,
};
const LOOKUPS = 40;

const env = () => ({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-lookups-')),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  RATE_LIMIT_ENQUIRY_MAX: '10000',
});

/** A first start on a fresh DATA_DIR, killed after the test if it is still running. */
async function firstStart(e: ReturnType<typeof env>) {
  const server = await startServer(e);
  onTestFinished(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

const enquiryOf = (url: string) =>
  fetch(`${url}${APPLICATION_API.enquiry}?${new URLSearchParams(DEMO)}`).then(
    (res) => res.json() as Promise<{ applications: unknown[] }>,
  );

/**
 * Once a first start has seeded the demo applicant (in the background), enquires for it LOOKUPS
 * times, all at once; each must find it.
 */
async function enquire(url: string) {
  await expect
    .poll(async () => (await enquiryOf(url)).applications.length, { timeout: 60_000, interval: 250 })
    .toBe(1);
  const answers = await Promise.all(Array.from({ length: LOOKUPS }, () => enquiryOf(url)));
  for (const answer of answers) expect(answer.applications).toHaveLength(1);
}

/** The demo application's enquiries as its history lists them, on a server started afresh. */
async function loggedEnquiries(e: ReturnType<typeof env>): Promise<number> {
  const server = await startServer(e);
  try {
    const headers = { authorization: `Bearer ${await signInOverHttp(server.url, admin)}` };
    const list = await fetch(`${server.url}${APPLICATION_API.list}?search=${DEMO.search}`, { headers });
    const [demo] = ((await list.json()) as { applications: Application[] }).applications;
    const history = await fetch(`${server.url}${APPLICATION_API.history(demo?._id ?? '')}`, { headers });
    const { lookups } = (await history.json()) as { lookups: { kind: string }[] };
    return lookups.filter((lookup) => lookup.kind === 'enquiry').length;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

// Three starts each, the first seeding the demo content: a minute or more on loaded cores.
describe('the lookup log across a stop', { timeout: 180_000 }, () => {
  it('keeps every lookup answered before a SIGTERM, however recent', async () => {
    const e = env();
    const server = await firstStart(e);
    await enquire(server.url);
    // At once: the last batch is still waiting for its 200 ms.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // With the poll's enquiry that found it.
    expect(await loggedEnquiries(e)).toBe(LOOKUPS + 1);
  });

  it('keeps the lookups older than its 200 ms window through a kill -9', async () => {
    const e = env();
    const server = await firstStart(e);
    await enquire(server.url);
    await new Promise((resolve) => setTimeout(resolve, 600));
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await loggedEnquiries(e)).toBe(LOOKUPS + 1);
  });
});
