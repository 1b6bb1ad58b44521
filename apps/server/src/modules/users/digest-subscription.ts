import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Whether the user gets the daily digest of what falls due (mail/deadline-digest.ts). */
export async function getDigestSubscription(db: Db, userId: string) {
  const [row] = await db.select({ enabled: users.digestEnabled }).from(users).where(eq(users.id, userId));
  return { enabled: row?.enabled ?? false };
}

/** Turns the user's daily digest on or off; answers it as saved. */
export async function setDigestSubscription(db: Db, userId: string, enabled: boolean) {
  await db.update(users).set({ digestEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, userId));
  return { enabled };
}
