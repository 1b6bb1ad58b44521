import { randomUUID } from 'node:crypto';
import { INVITATION_MESSAGES, MESSAGES, type User } from '@visadesk/contract';
import type { InvalidationBus } from '../cluster/invalidation-bus.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest } from '../lib/app-error.ts';
import { refuseBreachedPassword } from './breached-passwords.ts';
import type { NewBrowserMail } from './new-browser-mail.ts';
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
import { noteSignInBrowser } from './sign-in-browser.ts';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens.ts';
import type { UserReader } from './user-reader.ts';
import {
  endUserSessions,
  isOwnLiveSession,
  NO_CLIENT,
  openUserSession,
  type SignInClient,
  type SignInMethod,
  touchUserSession,
} from './user-sessions.repository.ts';

/**
 * Two tabs refreshing at the same moment both present the same token; the second one inside this
 * window is told no without treating it as theft (its retry carries the new cookie).
 */
const REUSE_GRACE_MS = 10_000;

/** `browserId`: the browser cookie's value to set, for a sign-in from a browser (sign-in-browser.ts). */
export type Session = { token: string; refreshToken: string; user: User; browserId?: string };

/** What the session functions share: the tokens' table, the users, and the live-session cache. */
type Sessions = {
  db: Db;
  users: UserReader;
  accessTokens: AccessTokens;
  refreshTtlMs: number;
  cache: ReturnType<typeof createSessionCache>;
  /** The mail at a sign-in from a new browser; none where the server sends no mail (some tests). */
  newBrowserMail?: NewBrowserMail;
};

const sessionEnded = () => new AppError('UNAUTHENTICATED', MESSAGES.auth.refreshInvalid);

/**
 * A refused password step. The client is told the same for both reasons (checkPassword); the
 * audit log keeps which it was, and whose account a wrong password was tried on.
 */
export class SignInRefused extends AppError {
  constructor(
    readonly reason: 'unknownUser' | 'wrongPassword',
    readonly user?: User,
  ) {
    super('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials);
  }
}

/** Sessions over the refresh tokens in `db`; users are read through `users`. */
export function createAuthService(
  db: Db,
  users: UserReader,
  accessTokens: AccessTokens,
  refreshTtlDays: number,
  bus?: InvalidationBus,
  newBrowserMail?: NewBrowserMail,
) {
  const sessions: Sessions = {
    db,
    users,
    accessTokens,
    refreshTtlMs: refreshTtlDays * 86_400_000,
    cache: createSessionCache(db, bus),
    newBrowserMail,
  };

  return {
    /** Same answer for an unknown e-mail and a wrong password, in about the same time. */
    login: async (email: string, password: string, client = NO_CLIENT): Promise<Session> =>
      open(sessions, await checkPassword(sessions, email, password), 'password', client),

    /**
     * The password step alone, for a sign-in that may need a second step before its session: the
     * user, or the same refusal as `login`'s.
     */
    checkPassword: (email: string, password: string): Promise<User> =>
      checkPassword(sessions, email, password),

    /**
     * The password a user chose, from an invitation or at a change a sign-in required: refused
     * when breached or (`notCurrent`) when it is the one they were given; then `spend` (the
     * ticket that allowed it), and only if that succeeds the password is set, so of two requests
     * racing with one ticket only the one that spends it sets its password. Null when the ticket
     * was spent meanwhile, or the user is gone.
     */
    choosePassword: (user: User, password: string, rule: ChosenPasswordRule): Promise<User | null> =>
      choosePassword(users, user, password, rule),

    /** Rotates a refresh token; a second use of a spent token revokes its whole family. */
    refresh: (presented: string | undefined): Promise<Session> => refresh(sessions, presented),

    /**
     * Ends every session of a user (a changed role, a password set by someone else), or every
     * one but `keepSessionId` (the user's own password change, "sign out of other devices").
     * Answers how many ended.
     */
    async endSessions(userId: string, keepSessionId?: string): Promise<number> {
      const at = new Date();
      const ended = await revokeUserSessions(db, userId, at, keepSessionId);
      await endUserSessions(db, ended, at);
      sessions.cache.forgetAll();
      return ended.length;
    },

    /**
     * Ends one of the user's own live sessions (the Profile's sessions list); false for a session
     * that is not the user's, or has already ended, so another user's reads as not found.
     */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const at = new Date();
      if (!(await isOwnLiveSession(db, userId, sessionId, at))) return false;
      await endFamily(sessions, sessionId, at);
      return true;
    },

    /** For the guard: an access token counts only while its session does. */
    isSessionLive: (sessionId: string): Promise<boolean> => sessions.cache.get(sessionId),

    /** A session without a password check: test factories (and shell tools) sign users in with it. */
    startSession: (user: User, client = NO_CLIENT, method: SignInMethod = 'password'): Promise<Session> =>
      open(sessions, user, method, client),

    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const row = await findRefreshToken(db, hashRefreshToken(presented));
      if (row) await endFamily(sessions, row.familyId, new Date());
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** How a chosen password is taken: whether it must differ from the current one, what it spends. */
export type ChosenPasswordRule = { notCurrent: boolean; spend: () => Promise<boolean> };

async function choosePassword(users: UserReader, user: User, password: string, rule: ChosenPasswordRule) {
  await refuseBreachedPassword(password);
  if (rule.notCurrent) {
    const found = await users.findForLogin(user.email);
    if (found && (await verifyPassword(password, found.passwordHash)))
      throw badRequest(INVITATION_MESSAGES.samePassword, 'password');
  }
  const passwordHash = await hashPassword(password);
  if (!(await rule.spend())) return null;
  return (await users.setChosenPassword(user._id, passwordHash)) ?? null;
}

/** A new refresh token in `familyId` (one sign-in's chain of tokens) and an access token beside it. */
async function issue(sessions: Sessions, user: User, familyId: string): Promise<Session> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(sessions.db, {
    userId: user._id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(Date.now() + sessions.refreshTtlMs),
  });
  const token = await sessions.accessTokens.sign({ userId: user._id, role: user.role, sessionId: familyId });
  return { token, refreshToken, user };
}

/** A new session (refresh-token family) for `user`, listed among the user's sessions. */
async function open(sessions: Sessions, user: User, method: SignInMethod, client: SignInClient) {
  const familyId = randomUUID();
  const browserId = await noteSignInBrowser(sessions.db, sessions.newBrowserMail, {
    user,
    client,
    at: new Date(),
  });
  await openUserSession(sessions.db, { familyId, userId: user._id, method, client });
  return { ...(await issue(sessions, user, familyId)), browserId };
}

/** Every way a session ends goes through here, so its access tokens stop at once too. */
async function endFamily(sessions: Sessions, familyId: string, at: Date) {
  await revokeFamily(sessions.db, familyId, at);
  await endUserSessions(sessions.db, [familyId], at);
  sessions.cache.forgetAll();
}

async function checkPassword(sessions: Sessions, email: string, password: string): Promise<User> {
  const found = await sessions.users.findForLogin(email.trim().toLowerCase());
  const ok = await verifyPassword(password, found?.passwordHash ?? (await getDummyHash()));
  if (!found) throw new SignInRefused('unknownUser');
  const { passwordHash, ...user } = found;
  if (!ok) throw new SignInRefused('wrongPassword', user);
  // The one moment the password is known: a hash made with older parameters is made again.
  if (!isCurrentHash(passwordHash))
    await sessions.users.upgradePasswordHash(user._id, passwordHash, await hashPassword(password));
  return user;
}

async function refresh(sessions: Sessions, presented: string | undefined): Promise<Session> {
  const { db } = sessions;
  if (!presented) throw sessionEnded();
  const row = await findRefreshToken(db, hashRefreshToken(presented));
  const now = new Date();
  if (!row || row.revokedAt || row.expiresAt <= now) throw sessionEnded();
  if (row.usedAt || !(await markRefreshTokenUsed(db, row.id, now))) {
    const usedAt = row.usedAt ?? now;
    if (now.getTime() - usedAt.getTime() > REUSE_GRACE_MS) await endFamily(sessions, row.familyId, now);
    throw sessionEnded();
  }
  const user = await sessions.users.get(row.userId);
  if (!user) throw sessionEnded();
  const next = await issue(sessions, user, row.familyId);
  await touchUserSession(db, row.familyId, now);
  // Sessions ended between this token's check and the new one's insert (a password change
  // racing a refresh) must not leave the new token alive.
  if (await isFamilyRevoked(db, row.familyId)) {
    await endFamily(sessions, row.familyId, new Date());
    throw sessionEnded();
  }
  return next;
}
