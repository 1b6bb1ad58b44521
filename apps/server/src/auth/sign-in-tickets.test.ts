import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTickets } from '../db/schema.ts';
import { useTestApp } from '../test/test-app.ts';
import {
  consumeTicket,
  countTicketFailure,
  endUserTickets,
  issueTicket,
  readTicket,
  TICKET_MAX_FAILURES,
} from './sign-in-tickets.ts';

const t = useTestApp();

/** A fresh user's new sign-in ticket. */
async function newTicket(data?: unknown) {
  const { user } = await t.createUser('staff');
  const ticket = await issueTicket(t.db, { kind: 'sign-in', userId: user._id, data });
  return { user, ticket };
}

describe('sign-in tickets', () => {
  it('stores only a hash and reads back its user and data', async () => {
    const { user, ticket } = await newTicket({ challenge: 'abc' });
    expect(Buffer.from(ticket, 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(authTickets).where(eq(authTickets.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ticket);
    const expiresInMs = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresInMs).toBeGreaterThan(4 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect(await readTicket(t.db, 'sign-in', ticket)).toMatchObject({
      userId: user._id,
      data: { challenge: 'abc' },
      attempts: 0,
    });
  });

  it('refuses another kind, an unknown ticket and a used one', async () => {
    const { user, ticket } = await newTicket();
    expect(await readTicket(t.db, 'enrol', ticket)).toBeNull();
    expect(await consumeTicket(t.db, 'enrol', ticket)).toBeNull();
    expect(await readTicket(t.db, 'sign-in', `${ticket}x`)).toBeNull();
    expect((await consumeTicket(t.db, 'sign-in', ticket))?.userId).toBe(user._id);
    expect(await consumeTicket(t.db, 'sign-in', ticket)).toBeNull();
    expect(await readTicket(t.db, 'sign-in', ticket)).toBeNull();
  });

  it('lets only one of two racing requests use a ticket', async () => {
    const { ticket } = await newTicket();
    const both = await Promise.all([
      consumeTicket(t.db, 'sign-in', ticket),
      consumeTicket(t.db, 'sign-in', ticket),
    ]);
    expect(both.filter((row) => row !== null)).toHaveLength(1);
  });

  it('refuses an expired ticket', async () => {
    const { user, ticket } = await newTicket();
    await t.db
      .update(authTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTickets.userId, user._id));
    expect(await readTicket(t.db, 'sign-in', ticket)).toBeNull();
    expect(await countTicketFailure(t.db, 'sign-in', ticket)).toBe(false);
    expect(await consumeTicket(t.db, 'sign-in', ticket)).toBeNull();
  });

  it('ends a ticket at its fifth wrong answer', async () => {
    const { ticket } = await newTicket();
    for (let failure = 1; failure < TICKET_MAX_FAILURES; failure++) {
      expect(await countTicketFailure(t.db, 'sign-in', ticket)).toBe(true);
      expect((await readTicket(t.db, 'sign-in', ticket))?.attempts).toBe(failure);
    }
    expect(await countTicketFailure(t.db, 'sign-in', ticket)).toBe(false);
    expect(await readTicket(t.db, 'sign-in', ticket)).toBeNull();
    expect(await consumeTicket(t.db, 'sign-in', ticket)).toBeNull();
  });

  it("ends every live ticket of one user, not another's", async () => {
    const first = await newTicket();
    const enrol = await issueTicket(t.db, { kind: 'enrol', userId: first.user._id });
    const other = await newTicket();
    await endUserTickets(t.db, first.user._id);
    expect(await readTicket(t.db, 'sign-in', first.ticket)).toBeNull();
    expect(await readTicket(t.db, 'enrol', enrol)).toBeNull();
    expect(await readTicket(t.db, 'sign-in', other.ticket)).not.toBeNull();
  });
});
