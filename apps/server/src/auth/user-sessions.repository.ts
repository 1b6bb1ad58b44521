import { createHash } from 'node:crypto';
import { and, desc, eq, exists, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { knownBrowsers, refreshTokens, userSessions } from '../db/schema.ts';

/** How a sign-in was completed, as the sessions list and the audit log name it. */
export type SignInMethod = (typeof userSessions.$inferInsert)['method'];

/**
 * Where a sign-in came from: the request's user agent and client address (behind TRUST_PROXY), and
 * the browser's own id (the `vd_browser` cookie, null when it sent none) to tell a new browser.
 */
export type SignInClient = { userAgent: string | null; address: string | null; browserId?: string | null };

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

/** A session still going: not ended, and its refresh-token family neither revoked nor expired. */
const isLive = (now: Date) =>
  and(
    isNull(userSessions.endedAt),
    exists(
      sql`(select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${userSessions.id}
        and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > ${now})`,
    ),
  );

/** The user's live sessions, newest sign-in first. */
export function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), isLive(now)))
    .orderBy(desc(userSessions.signedInAt));
}

/** Whether `sessionId` is one of the user's live sessions: never another user's. */
export async function isOwnLiveSession(db: Db, userId: string, sessionId: string, now: Date) {
  const [row] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isLive(now)));
  return row !== undefined;
}

/** Only the browser id's SHA-256 is kept: the table read alone cannot pose as a known browser. */
export const browserHashOf = (browserId: string) => createHash('sha256').update(browserId).digest('hex');

/**
 * Records a sign-in from `browserHash` and answers what the user's browsers were before it: none at
 * all (a first sign-in, nothing to compare with), this one among them, or only others (a new
 * browser). In the sign-in's transaction, so two sign-ins at once cannot both find it new.
 */
export async function noteBrowser(
  tx: Pick<Db, 'select' | 'insert'>,
  userId: string,
  browserHash: string,
  at: Date,
): Promise<'first' | 'known' | 'new'> {
  const [row] = await tx
    .insert(knownBrowsers)
    .values({ userId, browserHash, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [knownBrowsers.userId, knownBrowsers.browserHash],
      set: { lastSeenAt: at },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row?.inserted) return 'known';
  const [other] = await tx
    .select({ hash: knownBrowsers.browserHash })
    .from(knownBrowsers)
    .where(and(eq(knownBrowsers.userId, userId), ne(knownBrowsers.browserHash, browserHash)))
    .limit(1);
  return other ? 'new' : 'first';
}
