import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, recoveryCodes, totpFactors } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';

/** A user's one-time-code factor, confirmed (`enabledAt`) or waiting for its first code. */
export async function findTotpFactor(db: Db, userId: string) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A new secret waiting for its first code; replaces one that was never confirmed, never a confirmed one. */
export async function saveTotpSecret(db: Db, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed, lastStep: null, createdAt: sql`now()` },
      where: isNull(totpFactors.enabledAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

/**
 * Takes time step `step` for the user, once: true only when it is later than every step taken
 * before, in one statement, so the same code sent twice at once passes once. `confirming` is the
 * first code of an enrolment, which also turns the factor on.
 */
export async function acceptStep(db: Db, userId: string, step: number, confirming = false) {
  const rows = await db
    .update(totpFactors)
    .set(confirming ? { lastStep: step, enabledAt: sql`now()` } : { lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        confirming ? isNull(totpFactors.enabledAt) : isNotNull(totpFactors.enabledAt),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

/** Replaces the user's recovery codes by these hashes. */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(hashes.map((codeHash) => ({ id: newObjectId(), userId, codeHash })));
  });
}

/** Spends one unused recovery code of the user's, once; false when none has this hash. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** What a user has as a second factor: a confirmed code, passkeys, unused recovery codes. */
export async function secondFactorsOf(db: Db, userId: string) {
  const [[totp], [keys], [codes]] = await Promise.all([
    db
      .select({ enabledAt: totpFactors.enabledAt })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt))),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return {
    totpEnabledAt: totp?.enabledAt ?? null,
    passkeys: keys?.n ?? 0,
    recoveryCodesLeft: codes?.n ?? 0,
  };
}
export type SecondFactors = Awaited<ReturnType<typeof secondFactorsOf>>;

/** Removes the user's code factor and recovery codes (turned off by the user). */
export async function deleteTotp(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** Removes every second factor of the user, passkeys too (an admin's reset). */
export async function deleteAllSecondFactors(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  });
}
