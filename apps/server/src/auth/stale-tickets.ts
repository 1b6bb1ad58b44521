import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';

/** A ticket used or expired this long ago goes: long enough to read a recent refusal in the rows. */
export const TICKET_KEPT_MS = 86_400_000;

/**
 * Housekeeping: deletes up to `batch` one-time tickets (sign-in steps, enrolments, WebAuthn
 * challenges, invitations) that expired or were used over a day ago; answers how many went. Each
 * anonymous passkey sign-in asks for one, so nothing else would bound the table.
 */
export async function deleteStaleTickets(db: Db, now: Date, batch = 1000): Promise<number> {
  const before = new Date(now.getTime() - TICKET_KEPT_MS).toISOString();
  return rowsOf(
    await db.execute(sql`
      delete from auth_tickets where id in (
        select id from auth_tickets
        where expires_at < ${before}::timestamptz or used_at < ${before}::timestamptz
        limit ${batch} for update skip locked)
      returning id`),
  ).length;
}
