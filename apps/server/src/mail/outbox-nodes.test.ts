import { APPLICATION_API } from '@visadesk/contract';
import { eventually, startSmtpCapture } from '@visadesk/test-harness';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { postApplication } from '../test/application-fixtures.ts';
import { numberedMail, statusMailsOn } from '../test/numbered-mail.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import {
  cancelMail,
  claimDueMails,
  insertClaimedMail,
  queueMail,
  startSending,
} from './outbox.repository.ts';

const FAST = { pollMs: 50, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 10_000, batch: 2 };
const isPostgres = process.env.TEST_DB === 'postgres';

describe('the outbox with several nodes', () => {
  // Two nodes: two Fastify apps, each with its own connection pool and outbox worker, on one
  // PostgreSQL database (PGlite is one process's database: it has no second node).
  it.runIf(isPostgres)('sends each mail exactly once when two nodes share the database', async () => {
    const smtp = await startSmtpCapture();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'no-reply@visadesk.test',
      PUBLIC_URL: 'https://visas.example.org',
    };
    const t = await createTestApp(env, { outboxTiming: FAST });
    const url = t.database.url;
    if (!url) throw new Error('the PostgreSQL test database has no URL');
    const second = await openDatabase({ kind: 'postgres', url });
    let b: FastifyInstance | undefined;
    try {
      b = await buildApp(testConfig({ ...env, JWT_SECRET: t.app.config.jwtSecret ?? '' }), {
        database: second,
        logger: false,
        outboxTiming: FAST,
      });
      await b.ready();
      const nodeB = b;
      const approver = await t.createUser('approver');
      const admin = await t.createUser('admin');
      const on = await statusMailsOn(t, admin);
      expect(on.statusCode).toBe(200);
      const applications = [];
      for (let i = 0; i < 12; i++) applications.push(await postApplication(t, approver.auth));
      // Status changes on both nodes at once, so both workers are woken and claim together.
      await Promise.all(
        applications.map((application, i) =>
          (i % 2 ? nodeB : t.app).inject({
            method: 'PUT',
            url: APPLICATION_API.approve(application._id),
            headers: approver.auth,
          }),
        ),
      );
      await eventually(() => smtp.received.length >= applications.length);
      // Both nodes stopped: each worker has finished the mail it was sending, so a duplicate, were
      // there one, has arrived.
      await nodeB.close();
      await t.app.close();
      const recipients = smtp.received.flatMap((mail) => mail.to).sort();
      expect(recipients).toEqual(applications.map((a) => a.email).sort());
      const rows = await t.db.select().from(outbox);
      expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await b?.close();
      await second.close();
      await t.close();
      await smtp.close();
    }
  });

  it.runIf(isPostgres)('never lets two nodes claiming at once hold the same mail', async () => {
    const first = await openTestDatabase();
    const second = first.url ? await openDatabase({ kind: 'postgres', url: first.url }) : undefined;
    try {
      if (!second) throw new Error('the PostgreSQL test database has no URL');
      for (let n = 0; n < 300; n++) await queueMail(first.db, numberedMail(n));
      // Eight claimers a node, each taking batches of three until nothing is left.
      const claimed: string[] = [];
      const claimer = async (db: typeof first.db, name: string) => {
        for (;;) {
          const rows = await claimDueMails(db, name, 3, 60_000);
          if (rows.length === 0) return;
          claimed.push(...rows.map((row) => row.id));
        }
      };
      await Promise.all(
        Array.from({ length: 16 }, (_, i) => claimer(i % 2 ? second.db : first.db, `node-${i}`)),
      );
      expect(claimed).toHaveLength(300);
      expect(new Set(claimed).size).toBe(300);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it.runIf(isPostgres)(
    'lets either an admin cancel or the node holding a mail start sending it, never both',
    async () => {
      const first = await openTestDatabase();
      const second = first.url ? await openDatabase({ kind: 'postgres', url: first.url }) : undefined;
      try {
        if (!second) throw new Error('the PostgreSQL test database has no URL');
        for (let n = 0; n < 200; n++) await queueMail(first.db, numberedMail(n));
        const claimed = await claimDueMails(first.db, 'node-a', 200, 60_000);
        expect(claimed).toHaveLength(200);
        // For each mail the sending node (one connection) and an admin's cancel (another) at once.
        const outcomes = await Promise.all(
          claimed.map(async ({ id }) => {
            const [started, cancelled] = await Promise.all([
              startSending(first.db, id, 'node-a'),
              cancelMail(second.db, id),
            ]);
            return { id, started, cancelled: cancelled !== undefined };
          }),
        );
        for (const outcome of outcomes) expect(outcome.started).not.toBe(outcome.cancelled);
        const rows = await first.db.select().from(outbox);
        const stateOf = new Map(rows.map((row) => [row.id, row]));
        for (const { id, started } of outcomes) {
          const row = stateOf.get(id);
          if (started) expect(row).toMatchObject({ state: 'sending', claim: 'node-a' });
          else expect(row).toMatchObject({ state: 'cancelled', claim: null, sendStartedAt: null });
        }
      } finally {
        await second?.close();
        await first.close();
      }
    },
  );

  it('sends a mail whose node died while sending it, once its lease has run out', async () => {
    const smtp = await startSmtpCapture();
    const t = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@visadesk.test' },
      { outboxTiming: FAST },
    );
    try {
      // Another node claimed it for 300 ms and was never heard of again.
      const mail = { recipient: 'stranded@example.test', fromName: 'VisaDesk', subject: 'Stranded' };
      await insertClaimedMail(t.db, { ...mail, textBody: 'Hello', kind: 'status' }, 'dead-node', 300);
      const [claimed] = await t.db.select().from(outbox);
      await eventually(() => smtp.received.length === 1);
      expect(smtp.received[0]?.to).toEqual(['stranded@example.test']);
      await eventually(async () => (await t.db.select().from(outbox))[0]?.state === 'sent');
      const [row] = await t.db.select().from(outbox);
      expect(row?.attempts).toBe(2);
      // Within the lease the live node left it alone: sent after the lease (both times the database's).
      expect(row?.sentAt?.getTime()).toBeGreaterThanOrEqual(claimed?.leaseUntil?.getTime() ?? Infinity);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
