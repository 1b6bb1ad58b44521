import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { eventually, startSmtpCapture } from '../harness/smtp-capture.ts';
import { numberedMail } from '../test/numbered-mail.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createMailSender } from './mail-sender.ts';
import { queueMail } from './outbox.repository.ts';
import { retryDelay, startOutboxWorker } from './outbox-worker.ts';
import { createBodySeal } from './sealed-bodies.ts';

const silent = { info() {}, warn() {}, error() {} } as never;

describe('retryDelay', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
  });
});

describe('the outbox worker stopping', () => {
  it('finishes the mail in flight and hands the rest of its batch back unsent and uncounted', async () => {
    const smtp = await startSmtpCapture();
    const database = await openTestDatabase();
    try {
      for (const n of [1, 2, 3]) await queueMail(database.db, numberedMail(n));
      smtp.answerAfter(400);
      const worker = startOutboxWorker(
        database.db,
        createMailSender(smtp.url, { address: 'a@b.test' }),
        createBodySeal(Buffer.alloc(32, 1)),
        silent,
        {
          batch: 3,
          pollMs: 60_000,
        },
      );
      await eventually(() => smtp.attempts() === 1);
      await worker.stop();
      const rows = await database.db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.map((r) => [r.state, r.attempts, r.claim])).toEqual([
        ['sent', 1, null],
        ['queued', 0, null],
        ['queued', 0, null],
      ]);
      expect(smtp.received.map((m) => m.to)).toEqual([['person1@example.test']]);
    } finally {
      await database.close();
      await smtp.close();
    }
  });
});
