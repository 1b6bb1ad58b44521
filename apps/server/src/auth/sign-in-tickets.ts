import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTickets } from '../db/schema.ts';
import { newObjectId } from '../lib/object-id.ts';

/** What a ticket is for: the half-signed-in step, a required enrolment, a WebAuthn challenge... */
export type TicketKind = (typeof authTickets.$inferInsert)['kind'];

/** Long enough to find the phone and type a code; short enough that a stolen ticket soon dies. */
export const TICKET_TTL_MS = 5 * 60_000;
/** Wrong answers a ticket takes: the fifth ends it, so guessing a 6-digit code needs a new password step. */
export const TICKET_MAX_FAILURES = 5;

/** A live ticket as the routes see it: whose it is and what it carries. */
export type Ticket = { id: string; userId: string | null; data: unknown; attempts: number };

/** Only the hash is stored: a copy of the table (a backup) signs no one in. */
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

const ticketColumns = {
  id: authTickets.id,
  userId: authTickets.userId,
  data: authTickets.data,
  attempts: authTickets.attempts,
};

/** Unused, unexpired (by the database's clock, the one `expires_at` was set by) and not worn out. */
const live = (presented: string, kind: TicketKind) =>
  and(
    eq(authTickets.tokenHash, hashTicket(presented)),
    eq(authTickets.kind, kind),
    isNull(authTickets.usedAt),
    sql`${authTickets.expiresAt} > now()`,
    lt(authTickets.attempts, TICKET_MAX_FAILURES),
  );

/**
 * A new ticket of `kind` for `userId`, carrying `data` (a WebAuthn challenge, say); answers the
 * ticket's text (32 random bytes, base64url), which is given to the client and never stored.
 */
export async function issueTicket(
  db: Db,
  ticket: { kind: TicketKind; userId: string | null; data?: unknown; ttlMs?: number },
): Promise<string> {
  const text = randomBytes(32).toString('base64url');
  const ttlMs = ticket.ttlMs ?? TICKET_TTL_MS;
  await db.insert(authTickets).values({
    id: newObjectId(),
    tokenHash: hashTicket(text),
    kind: ticket.kind,
    userId: ticket.userId,
    data: ticket.data ?? null,
    expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'`,
  });
  return text;
}

/** The live ticket of `kind` presented, or null (unknown, another kind, used, expired, worn out). */
export async function readTicket(db: Db, kind: TicketKind, presented: string): Promise<Ticket | null> {
  const [row] = await db.select(ticketColumns).from(authTickets).where(live(presented, kind));
  return row ?? null;
}

/**
 * Counts one wrong answer against a live ticket; answers whether the ticket is still usable after
 * it (false once this was its last allowed failure, or it was used or expired meanwhile).
 */
export async function countTicketFailure(db: Db, kind: TicketKind, presented: string): Promise<boolean> {
  const [row] = await db
    .update(authTickets)
    .set({ attempts: sql`${authTickets.attempts} + 1` })
    .where(live(presented, kind))
    .returning({ attempts: authTickets.attempts });
  return row !== undefined && row.attempts < TICKET_MAX_FAILURES;
}

/**
 * Uses the ticket: one statement that both checks and spends it, so two requests racing with the
 * same ticket cannot both get through. Null when it was not live (or the other request won).
 */
export async function consumeTicket(db: Db, kind: TicketKind, presented: string): Promise<Ticket | null> {
  const [row] = await db
    .update(authTickets)
    .set({ usedAt: sql`now()` })
    .where(live(presented, kind))
    .returning(ticketColumns);
  return row ?? null;
}

/** Ends every live ticket of a user (their second factors were reset, they were signed out). */
export function endUserTickets(db: Db, userId: string) {
  return db
    .update(authTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTickets.userId, userId), isNull(authTickets.usedAt)));
}
