import { and, eq, isNull, lt, or } from 'drizzle-orm';
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

/** Housekeeping: drop tokens that can no longer be used. */
export function deleteStaleRefreshTokens(db: Db, now: Date) {
  return db
    .delete(refreshTokens)
    .where(
      or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, new Date(now.getTime() - 86_400_000))),
    );
}
