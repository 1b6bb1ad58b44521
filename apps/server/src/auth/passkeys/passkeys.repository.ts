import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, users } from '../../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;

/** A user's passkeys, oldest first (the order they were added in). */
export function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** Stores a new passkey; false when its credential id is registered already (by anyone). */
export async function insertPasskey(db: Db, passkey: NewPasskey): Promise<boolean> {
  const rows = await db
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing({ target: passkeys.id })
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Renames one of `userId`'s passkeys; false when they have none with this id. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Removes one of `userId`'s passkeys; answers its name, undefined when they have none with this id. */
export async function removePasskey(db: Db, userId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row?.name;
}

/** The passkey with credential id `id`, only while its user exists and is not disabled. */
export async function findSignInPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select({ passkey: passkeys })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.id, id), isNull(users.disabledAt)));
  return row?.passkey;
}

/**
 * Records a use: the authenticator's new counter and when. Only while the stored counter is still
 * `from`, so two sign-ins racing with one signed answer cannot both count; false when it moved.
 */
export async function recordPasskeyUse(db: Db, id: string, from: number, to: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: to, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, from)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}
