import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userSessions } from '../db/schema.ts';

/** How a sign-in was completed, as the sessions list and the audit log name it. */
export type SignInMethod = (typeof userSessions.$inferInsert)['method'];

/** Where a sign-in came from: the request's user agent and client address (behind TRUST_PROXY). */
export type SignInClient = { userAgent: string | null; address: string | null };

/** A sign-in from the server's own tools (test factories, the shell), not from a browser. */
export const NO_CLIENT: SignInClient = { userAgent: null, address: null };

/** The sessions list's row for a new refresh-token family, named by the family's id. */
export function openUserSession(
  db: Db,
  session: { familyId: string; userId: string; method: SignInMethod; client: SignInClient },
) {
  const { familyId, userId, method, client } = session;
  return db.insert(userSessions).values({
    id: familyId,
    userId,
    method,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    clientAddress: client.address,
  });
}

/** A refresh: the session was seen now. */
export function touchUserSession(db: Db, familyId: string, at: Date) {
  return db.update(userSessions).set({ lastSeenAt: at }).where(eq(userSessions.id, familyId));
}

/** The sessions of these refresh-token families ended at `at` (signed out, or ended elsewhere). */
export function endUserSessions(db: Db, familyIds: string[], at: Date) {
  if (familyIds.length === 0) return Promise.resolve();
  return db
    .update(userSessions)
    .set({ endedAt: at })
    .where(and(inArray(userSessions.id, familyIds), isNull(userSessions.endedAt)));
}
