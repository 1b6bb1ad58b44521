import { MESSAGES } from '@visadesk/contract';
import { eventually, startSmtpCapture } from '@visadesk/test-harness';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
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

describe('the outbox worker retrying', () => {
  it('gives a mail up after its last temporary refusal, saying why, and tries it no more', async () => {
    const smtp = await startSmtpCapture();
    const database = await openTestDatabase();
    const worker = startOutboxWorker(
      database.db,
      createMailSender(smtp.url, { address: 'a@b.test' }),
      createBodySeal(Buffer.alloc(32, 1)),
      silent,
      { maxAttempts: 3, retryBaseMs: 10, retryMaxMs: 10, pollMs: 20 },
    );
    try {
      const refusal = { code: 451, text: 'Try again later' };
      smtp.answerNext(refusal, refusal, refusal, refusal);
      await queueMail(database.db, numberedMail(1));
      worker.wake();
      const row = async () => (await database.db.select().from(outbox))[0];
      await eventually(async () => (await row())?.state === 'failed', 5_000);
      expect(await row()).toMatchObject({
        state: 'failed',
        attempts: 3,
        lastAnswer: MESSAGES.mail.gaveUp(3, '451 Try again later'),
      });
      // Failed is final: the polls that follow send nothing more.
      await worker.run();
      expect(smtp.attempts()).toBe(3);
      expect(smtp.received).toEqual([]);
    } finally {
      await worker.stop();
      await database.close();
      await smtp.close();
    }
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
