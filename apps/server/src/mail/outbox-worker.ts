import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@visadesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { MailSender } from './mail-sender.ts';
import {
  claimDueMails,
  markFailed,
  markRetry,
  markSent,
  type OutboxRow,
  startSending,
} from './outbox.repository.ts';
import type { BodySeal } from './sealed-bodies.ts';

export const OUTBOX_TIMING = {
  /** How often a node looks for due mails (another node's, or retries); a new mail wakes it at once. */
  pollMs: 5_000,
  /** Mails claimed per statement. */
  batch: 10,
  /**
   * How long a claim holds: more than one delivery can take (mail/mail-sender.ts bounds it near
   * 50 s), so a live node never loses a row it is sending; a node that died mid-send leaves the row
   * to the others this long after.
   */
  leaseMs: 120_000,
  /** The first retry's delay; each further one doubles, up to `retryMaxMs`. */
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  /** Temporary refusals before a mail is given up (about a day with the delays above). */
  maxAttempts: 30,
};
export type OutboxTiming = typeof OUTBOX_TIMING;

/** The delay before attempt `attempts + 1`: base, 2 x base, 4 x base, ... at most `max`. */
export const retryDelay = (attempts: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the outbox's mails, on every node: each pass claims due rows (outbox.repository.ts), sends
 * them one by one and records the answer. Accepted: sent. Refused for good (5xx): failed, and the
 * next mail goes on. Refused for now (4xx, no connection): queued again after an exponential delay.
 * Passes never overlap; `wake` starts one at once (a mail was just queued); `stop` waits for the
 * mail in flight and hands the rest of the claimed batch back, so a draining node keeps nothing.
 *
 * `sender` is the mail server, or how to find the current one: asked at each pass, so a mail server
 * an admin sets on any node is used by every node from its next poll; none, and nothing is claimed.
 * A row an admin cancelled after it was claimed is skipped (startSending).
 */
export function startOutboxWorker(
  db: Db,
  sender: MailSender | (() => Promise<MailSender | undefined>),
  seal: BodySeal,
  log: FastifyBaseLogger,
  timing: Partial<OutboxTiming> = {},
) {
  const t = { ...OUTBOX_TIMING, ...timing };
  const delivery: Delivery = { db, seal, log, claim: randomBytes(12).toString('hex'), timing: t };
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      // A mail queued while a pass runs may have been written after its claim: one more pass.
      again = true;
      return running;
    }
    running = pass(delivery, sender, () => stopped)
      .catch((err) => log.warn({ err }, 'outbox pass failed'))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  void run();
  const timer = setInterval(() => void run(), t.pollMs);
  timer.unref();

  return {
    /** Looks for due mails now (after a commit that queued one). */
    wake: () => void run(),
    /** Runs a pass (or joins the one running); for tests and the shutdown. */
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      // A sender handed in is this worker's to close; one found at each pass belongs to its finder.
      if (typeof sender !== 'function') sender.close();
    },
  };
}
export type OutboxWorker = ReturnType<typeof startOutboxWorker>;

/** What a pass needs: where the mails are, how to open a sealed body, and this worker's claim. */
type Delivery = {
  db: Db;
  seal: BodySeal;
  log: FastifyBaseLogger;
  /** This worker's mark on the rows it claims, so it records answers only on rows it still holds. */
  claim: string;
  timing: OutboxTiming;
};

/** Claims and delivers due mails, batch after batch, until none is left or the worker stops. */
async function pass(
  delivery: Delivery,
  sender: MailSender | (() => Promise<MailSender | undefined>),
  isStopped: () => boolean,
) {
  const { db, claim, timing } = delivery;
  const through = typeof sender === 'function' ? await sender() : sender;
  if (!through) return;
  while (!isStopped()) {
    const rows = await claimDueMails(db, claim, timing.batch, timing.leaseMs);
    for (const [i, row] of rows.entries()) {
      if (isStopped()) {
        // Handed back, due now, for another node (or the next start): not an attempt.
        for (const left of rows.slice(i)) await markRetry(db, left.id, claim, null, 0);
        return;
      }
      await deliver(delivery, row, through);
    }
    if (rows.length < timing.batch) return;
  }
}

/** Sends one claimed mail and records its answer: sent, failed, or queued again after a delay. */
async function deliver({ db, seal, log, claim, timing }: Delivery, row: OutboxRow, through: MailSender) {
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    await markFailed(db, row.id, claim, MESSAGES.mail.expired);
    return;
  }
  const textBody = row.isSealed ? seal.open(row.textBody) : row.textBody;
  if (textBody === undefined) {
    log.warn({ mail: row.id }, 'sealed mail unreadable: the server secret has changed');
    await markFailed(db, row.id, claim, MESSAGES.mail.unsealable);
    return;
  }
  // Cancelled since it was claimed (or its lease lost): not sent.
  if (!(await startSending(db, row.id, claim))) return;
  const outcome = await through.send({ ...row, textBody });
  if (outcome.kind === 'accepted') {
    await markSent(db, row.id, claim, outcome.answer);
  } else if (outcome.kind === 'permanent') {
    log.warn({ mail: row.id, answer: outcome.answer }, 'mail refused for good');
    await markFailed(db, row.id, claim, outcome.answer);
  } else if (row.attempts >= timing.maxAttempts) {
    log.warn({ mail: row.id, answer: outcome.answer }, 'mail given up');
    await markFailed(db, row.id, claim, MESSAGES.mail.gaveUp(row.attempts, outcome.answer));
  } else {
    const delay = retryDelay(row.attempts, timing.retryBaseMs, timing.retryMaxMs);
    log.info({ mail: row.id, answer: outcome.answer, retryInMs: delay }, 'mail deferred');
    await markRetry(db, row.id, claim, outcome.answer, delay);
  }
}
