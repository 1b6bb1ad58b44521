import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';
import { newObjectId } from '../lib/object-id.ts';

export function insertRefreshToken(
  db: Db,
  row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  return db.insert(refreshTokens).values({ id: newObjectId(), ...row });
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used; false when another request used it first. */
export async function markRefreshTokenUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export function revokeFamily(db: Db, familyId: string, at: Date) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** True while the family (a session) has a token that is neither revoked nor expired. */
export async function isFamilyLive(db: Db, familyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** True once any token of the family was revoked (a logout, or sessions ended by a change). */
export async function isFamilyRevoked(db: Db, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Ends the sessions (refresh-token families) of a user, all of them or all but `exceptFamilyId`;
 * answers the families that were live.
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  at: Date,
  exceptFamilyId?: string,
): Promise<string[]> {
  const mine = eq(refreshTokens.userId, userId);
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        exceptFamilyId ? and(mine, ne(refreshTokens.familyId, exceptFamilyId)) : mine,
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

/** Revoked rows are kept this long, so a late replay of one still reads as a revoked session. */
export const REVOKED_KEPT_MS = 86_400_000;

/**
 * Housekeeping: deletes up to `batch` tokens that can no longer be used (expired, or revoked over
 * a day ago); answers how many went. A spent but unexpired token stays: presenting it again is
 * how a stolen token is recognised (auth.service.ts).
 */
export async function deleteStaleRefreshTokens(db: Db, now: Date, batch = 1000): Promise<number> {
  const stale = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      or(
        lt(refreshTokens.expiresAt, now),
        lt(refreshTokens.revokedAt, new Date(now.getTime() - REVOKED_KEPT_MS)),
      ),
    )
    .limit(batch);
  const rows = await db
    .delete(refreshTokens)
    .where(inArray(refreshTokens.id, stale))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
