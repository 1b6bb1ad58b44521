import { randomUUID } from 'node:crypto';
import { MESSAGES, type User } from '@visadesk/contract';
import type { InvalidationBus } from '../cluster/invalidation-bus.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { getDummyHash, hashPassword, isCurrentHash, verifyPassword } from './passwords.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  isFamilyRevoked,
  markRefreshTokenUsed,
  revokeFamily,
  revokeUserSessions,
} from './refresh-tokens.repository.ts';
import { createSessionCache } from './session-cache.ts';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens.ts';
import type { UserReader } from './user-reader.ts';

/**
 * Two tabs refreshing at the same moment both present the same token; the second one inside this
 * window is told no without treating it as theft (its retry carries the new cookie).
 */
const REUSE_GRACE_MS = 10_000;

export type Session = { token: string; refreshToken: string; user: User };

/** Sessions over the refresh tokens in `db`; users are read through `users`. */
export function createAuthService(
  db: Db,
  users: UserReader,
  accessTokens: AccessTokens,
  refreshTtlDays: number,
  bus?: InvalidationBus,
) {
  const refreshTtlMs = refreshTtlDays * 86_400_000;
  const sessionEnded = () => new AppError('UNAUTHENTICATED', MESSAGES.auth.refreshInvalid);
  const sessions = createSessionCache(db, bus);
  /** Every way a session ends goes through here, so its access tokens stop at once too. */
  async function endFamily(familyId: string, at: Date) {
    await revokeFamily(db, familyId, at);
    sessions.forgetAll();
  }

  async function issue(user: User, familyId: string): Promise<Session> {
    const refreshToken = newRefreshToken();
    await insertRefreshToken(db, {
      userId: user._id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(Date.now() + refreshTtlMs),
    });
    const token = await accessTokens.sign({ userId: user._id, role: user.role, sessionId: familyId });
    return { token, refreshToken, user };
  }

  return {
    /** Same answer for an unknown e-mail and a wrong password, in about the same time. */
    async login(email: string, password: string): Promise<Session> {
      const found = await users.findForLogin(email.trim().toLowerCase());
      const ok = await verifyPassword(password, found?.passwordHash ?? (await getDummyHash()));
      if (!found || !ok) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials);
      const { passwordHash, ...user } = found;
      // The one moment the password is known: a hash made with older parameters is made again.
      if (!isCurrentHash(passwordHash))
        await users.upgradePasswordHash(user._id, passwordHash, await hashPassword(password));
      return issue(user, randomUUID());
    },

    /** Rotates a refresh token; a second use of a spent token revokes its whole family. */
    async refresh(presented: string | undefined): Promise<Session> {
      if (!presented) throw sessionEnded();
      const row = await findRefreshToken(db, hashRefreshToken(presented));
      const now = new Date();
      if (!row || row.revokedAt || row.expiresAt <= now) throw sessionEnded();
      if (row.usedAt || !(await markRefreshTokenUsed(db, row.id, now))) {
        const usedAt = row.usedAt ?? now;
        if (now.getTime() - usedAt.getTime() > REUSE_GRACE_MS) await endFamily(row.familyId, now);
        throw sessionEnded();
      }
      const user = await users.get(row.userId);
      if (!user) throw sessionEnded();
      const next = await issue(user, row.familyId);
      // Sessions ended between this token's check and the new one's insert (a password change
      // racing a refresh) must not leave the new token alive.
      if (await isFamilyRevoked(db, row.familyId)) {
        await endFamily(row.familyId, new Date());
        throw sessionEnded();
      }
      return next;
    },

    /**
     * Ends every session of a user (a changed role, a password set by someone else), or every
     * one but `keepSessionId` (the user's own password change, "sign out of other devices").
     * Answers how many ended.
     */
    async endSessions(userId: string, keepSessionId?: string): Promise<number> {
      const ended = await revokeUserSessions(db, userId, new Date(), keepSessionId);
      sessions.forgetAll();
      return ended;
    },

    /** For the guard: an access token counts only while its session does. */
    isSessionLive: (sessionId: string): Promise<boolean> => sessions.get(sessionId),

    /** A session without a password check: test factories (and shell tools) sign users in with it. */
    startSession: (user: User): Promise<Session> => issue(user, randomUUID()),

    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const row = await findRefreshToken(db, hashRefreshToken(presented));
      if (row) await endFamily(row.familyId, new Date());
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
