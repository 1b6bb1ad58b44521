import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';

/**
 * Sets a user's password from the shell (an admin locked out has no other way in) and ends every
 * session of that user: their refresh tokens are deleted in the same transaction. False when no
 * user has that e-mail.
 */
export async function resetPassword(db: Db, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, user.id));
    return true;
  });
}
