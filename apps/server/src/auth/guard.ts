import { MESSAGES, type Role, type User } from '@visadesk/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { AuthService } from './auth.service.ts';
import type { AccessTokens } from './tokens.ts';
import type { UserCache } from './user-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions: sign-in, refresh, sign-out (auth routes), ending a user's sessions (users). */
    authService: AuthService;
    /** The signed-in users as the guard reads them; the users module invalidates its entries. */
    userCache: UserCache;
    /** An onRequest hook: 401 without a valid token, 403 unless the user has one of `roles`. */
    guard: (...roles: Role[]) => onRequestAsyncHookHandler;
    /**
     * For routes the public may also read: a request without an Authorization header passes as
     * the public (no `currentUser`); one with a header is checked like `guard()`, so a bad or
     * expired token is a 401 rather than a silent downgrade to the public view.
     */
    guardOrPublic: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    currentUser?: User;
    /** The session (refresh-token family) the access token was issued in, when it names one. */
    sessionId?: string;
  }
}

/** The signed-in user of a guarded route. */
export function requireUser(request: FastifyRequest): User {
  if (!request.currentUser) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.unauthenticated);
  return request.currentUser;
}

export type GuardOptions = { tokens: AccessTokens; authService: AuthService; userCache: UserCache };

/**
 * Runs on onRequest, before the body is read, so an anonymous upload is refused without being
 * received. The user is re-read (through a five-second cache, auth/user-cache.ts): a deleted user
 * or a changed role takes effect at once rather than when the token expires. So does an ended
 * session: the token names its session (`sid`), which must still be live (auth/session-cache.ts).
 * The sessions and the user cache it checks against are the app's (`authService`, `userCache`),
 * for the routes that sign in and change users; the access tokens stay the guard's own.
 */
export const guardPlugin = fp<GuardOptions>(
  async (app: FastifyInstance, { tokens, authService, userCache }) => {
    app.decorate('authService', authService);
    app.decorate('userCache', userCache);
    app.decorateRequest('currentUser', undefined);
    app.decorateRequest('sessionId', undefined);
    app.decorate('guard', (...roles: Role[]): onRequestAsyncHookHandler => {
      return async (request) => {
        const header = request.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
        const claims = token ? await tokens.verify(token) : null;
        if (!claims?.sessionId) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.unauthenticated);
        const [user, isLive] = await Promise.all([
          userCache.get(claims.userId),
          authService.isSessionLive(claims.sessionId),
        ]);
        if (!user || !isLive) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.sessionExpired);
        if (roles.length > 0 && !roles.includes(user.role))
          throw new AppError('FORBIDDEN', MESSAGES.auth.forbidden);
        request.currentUser = user;
        request.sessionId = claims.sessionId;
      };
    });
    const anyUser = app.guard();
    const guardOrPublic: onRequestAsyncHookHandler = async function (request, reply) {
      if (request.headers.authorization !== undefined) await anyUser.call(this, request, reply);
    };
    app.decorate('guardOrPublic', guardOrPublic);
  },
  { name: 'guard' },
);
