import type { MailKind } from '@visadesk/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { newObjectId } from '../lib/object-id.ts';

/** A transaction or the database itself. */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export type OutboxRow = typeof outbox.$inferSelect;

export type NewMail = {
  recipient: string;
  fromName: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
  kind: MailKind;
  applicationId?: string | null;
  /** Not sent at all after this (a one-time code that has expired by then). */
  expiresAt?: Date | null;
  /** `textBody` is sealed (mail/sealed-bodies.ts); made by the outbox's `sealed`, never by hand. */
  isSealed?: boolean;
};

/** Writes a mail to send; inside the transaction of the change that causes it. */
export async function queueMail(tx: Executor, mail: NewMail): Promise<string> {
  const id = newObjectId();
  await tx.insert(outbox).values({ id, ...mail });
  return id;
}

/**
 * Writes a mail already claimed by `claim`, for a request that sends it itself (the test mail): it
 * is being handed to the mail server from the start, so it cannot be cancelled.
 */
export async function insertClaimedMail(db: Db, mail: NewMail, claim: string, leaseMs: number) {
  const id = newObjectId();
  await db.insert(outbox).values({
    id,
    ...mail,
    state: 'sending',
    claim,
    attempts: 1,
    leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    sendStartedAt: sql`now()`,
  });
  return id;
}

/**
 * Takes up to `batch` mails that are due, or whose sender's lease ran out, for this node: each is
 * marked 'sending' under `claim` until the lease ends, and counted as an attempt. SKIP LOCKED lets
 * nodes claiming at the same moment take different rows instead of waiting for each other; a row
 * another node has just claimed no longer matches when its lock is granted (PostgreSQL checks the
 * condition again on the row as committed), so no two nodes hold one row.
 */
export async function claimDueMails(db: Db, claim: string, batch: number, leaseMs: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.state, 'queued'), sql`${outbox.nextAttemptAt} <= now()`),
        and(eq(outbox.state, 'sending'), sql`${outbox.leaseUntil} < now()`),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      state: 'sending',
      claim,
      leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      sendStartedAt: null,
      attempts: sql`${outbox.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  // RETURNING keeps no order: the oldest due first, as they were chosen.
  return rows.sort(
    (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id.localeCompare(b.id),
  );
}

/** The row as long as this node still holds it (its lease may have gone to another node). */
const held = (id: string, claim: string) =>
  and(eq(outbox.id, id), eq(outbox.state, 'sending'), eq(outbox.claim, claim));
const released = { claim: null, leaseUntil: null, sendStartedAt: null, updatedAt: sql`now()` } as const;
/** Done with, a sealed body is emptied: the secret it carried is of no use to anyone now. */
const doneWith = {
  ...released,
  textBody: sql`case when ${outbox.isSealed} then '' else ${outbox.textBody} end`,
} as const;

/**
 * The node that holds the row is about to hand it to the mail server: from here on it can no longer
 * be cancelled. False when it no longer holds it (an admin cancelled it, or the lease went to
 * another node): then it must not be sent. This and `cancelMail` are each one statement on the
 * row: PostgreSQL locks the row for the first and checks the second's condition again on the row
 * as the first left it, so exactly one of them wins.
 */
export async function startSending(db: Db, id: string, claim: string): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ sendStartedAt: sql`now()`, updatedAt: sql`now()` })
    .where(held(id, claim))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** Still waiting: queued, or held by a node that has not begun handing it to the mail server. */
const isWaiting = or(
  eq(outbox.state, 'queued'),
  and(eq(outbox.state, 'sending'), sql`${outbox.sendStartedAt} is null`),
);

/**
 * An admin's cancel: a mail still waiting (above) is marked cancelled and never sent (a sealed
 * body is emptied, as once done with); undefined when it is not waiting (sent, failed, cancelled,
 * or being handed to the mail server now: `startSending` won).
 */
export async function cancelMail(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ ...doneWith, state: 'cancelled' })
    .where(and(eq(outbox.id, id), isWaiting))
    .returning();
  return row;
}

export async function markSent(db: Db, id: string, claim: string, answer: string) {
  await db
    .update(outbox)
    .set({ ...doneWith, state: 'sent', lastAnswer: answer, sentAt: sql`now()` })
    .where(held(id, claim));
}

export async function markFailed(db: Db, id: string, claim: string, answer: string) {
  await db
    .update(outbox)
    .set({ ...doneWith, state: 'failed', lastAnswer: answer })
    .where(held(id, claim));
}

/**
 * Back to the queue, due after `delayMs`. `answer` null: handed back unsent by a node that stops,
 * which keeps the last answer and does not count the claim as an attempt.
 */
export async function markRetry(db: Db, id: string, claim: string, answer: string | null, delayMs: number) {
  await db
    .update(outbox)
    .set({
      ...released,
      state: 'queued',
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
      ...(answer === null ? { attempts: sql`${outbox.attempts} - 1` } : { lastAnswer: answer }),
    })
    .where(held(id, claim));
}

/** A page of the outbox, newest first (ids are time-ordered). */
export async function listOutbox(db: Db, page: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(outbox),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function getMail(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/**
 * A sent, failed or cancelled mail queued again, due now, with its attempts counted afresh;
 * undefined when it is still queued or being sent (resending it would send it twice), or sealed
 * (its body, a one-time code, was emptied once done with).
 */
export async function requeueMail(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ ...released, state: 'queued', attempts: 0, nextAttemptAt: sql`now()`, sentAt: null })
    .where(
      and(
        eq(outbox.id, id),
        inArray(outbox.state, ['sent', 'failed', 'cancelled']),
        eq(outbox.isSealed, false),
      ),
    )
    .returning();
  return row;
}
