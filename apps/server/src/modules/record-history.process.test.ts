import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_API, type Application, type RecordVersion } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm, startServer } from '@visadesk/test-harness';
import { describe, expect, it, onTestFinished } from 'vitest';
import { signInOverHttp } from '../test/http-sign-in.ts';
import { killDuringWrites } from '../test/kill-during-writes.ts';

// A save and its version are one transaction (migration 0030's trigger): a kill -9 in the middle of
// saves leaves every record and its history agreeing. The embedded database's durability is ours;
// a PostgreSQL server's is its own, so this runs in the api-pglite project.
const admin = { email: 'owner@example.test', password: 'owner-password-1' };
const LANES = 4;

const env = {
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-history-')),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SEED_DEMO: '0',
};

async function start() {
  const server = await startServer(env);
  onTestFinished(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return { server, headers: { authorization: `Bearer ${await signInOverHttp(server.url, admin)}` } };
}

/** A surname of letters only (the form takes no digits), different for every save of a lane. */
const surnameOf = (i: number) =>
  `Kill${i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] as string)}`;

describe('record history after a crash', { timeout: 180_000 }, () => {
  it('keeps every application and its versions agreeing after a kill -9 during saves', async () => {
    const first = await start();
    const created: Application[] = [];
    for (let lane = 0; lane < LANES; lane += 1) {
      const res = await fetch(`${first.server.url}${APPLICATION_API.create}`, {
        method: 'POST',
        headers: first.headers,
        body: multipartForm(applicantFields(), { image: { data: await jpeg() } }),
      });
      expect(res.status).toBe(201);
      created.push((await res.json()) as Application);
    }
    const acknowledged = new Array<number>(LANES).fill(0);
    const { cut } = await killDuringWrites(first.server, {
      clients: LANES,
      killAfter: 12,
      write: async (lane, i) => {
        const record = created[lane] as Application;
        const fields = applicantFields({
          email: record.email,
          passport: record.passport,
          nationalId: record.nationalId,
          surname: surnameOf(i),
        });
        const res = await fetch(`${first.server.url}${APPLICATION_API.update(record._id)}`, {
          method: 'PUT',
          headers: first.headers,
          body: multipartForm(fields),
        });
        if (res.ok) acknowledged[lane] = (acknowledged[lane] as number) + 1;
        return res;
      },
    });
    expect(cut).toBeGreaterThan(0);

    const again = await start();
    for (const [lane, { _id }] of created.entries()) {
      const record = (await (
        await fetch(`${again.server.url}${APPLICATION_API.get(_id)}`, { headers: again.headers })
      ).json()) as Application;
      const { versions } = (await (
        await fetch(`${again.server.url}${APPLICATION_API.versions(_id)}`, { headers: again.headers })
      ).json()) as { versions: RecordVersion[] };
      // Every acknowledged save is a version; the one the kill cut off is one too or not at all.
      const saves = versions.length - 1;
      expect(saves).toBeGreaterThanOrEqual(acknowledged[lane] as number);
      expect(saves).toBeLessThanOrEqual((acknowledged[lane] as number) + 1);
      // Each version starts where the one before it ended, and the newest ends at the record.
      const surnames = versions
        .filter((v) => v.action === 'update')
        .map((v) => v.changes.find((c) => c.field === 'surname'));
      expect(surnames[0]?.to).toBe(record.surname);
      for (let i = 0; i + 1 < surnames.length; i += 1) expect(surnames[i]?.from).toBe(surnames[i + 1]?.to);
      expect(surnames.at(-1)?.from).toBe('Okafor');
    }
    again.server.child.kill('SIGTERM');
    expect(await again.server.exited).toBe(0);
  });
});
