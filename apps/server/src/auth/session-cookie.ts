import { REFRESH_COOKIE } from '@visadesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Session } from './auth.service.ts';
import { BROWSER_COOKIE, BROWSER_COOKIE_MAX_AGE_S } from './sign-in-browser.ts';
import type { SignInClient } from './user-sessions.repository.ts';

/**
 * The refresh token's cookie (set, read, cleared) and a new session's answer. Every way of signing
 * in (password, second step, passkey) answers through here, so they all set the same cookie; and
 * each passes `signInClient(request)` to the session it starts, so a new browser is told by mail.
 */
export function sessionCookie(config: Pick<Config, 'cookieSecure' | 'refreshTokenTtlDays'>) {
  const cookieOptions = {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict' as const,
    path: '/api/users',
  };
  return {
    /** The session's answer, its refresh token also set as the cookie. */
    answerSession(reply: FastifyReply, session: Session) {
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
        ...cookieOptions,
        maxAge: config.refreshTokenTtlDays * 86_400,
      });
      // The browser's id: set again at every sign-in, so a browser in use stays known for a year.
      if (session.browserId)
        reply.setCookie(BROWSER_COOKIE, session.browserId, {
          ...cookieOptions,
          maxAge: BROWSER_COOKIE_MAX_AGE_S,
        });
      return { token: session.token, refreshToken: session.refreshToken };
    },
    /** Where a sign-in comes from: user agent, address (behind TRUST_PROXY) and the browser's id. */
    signInClient: (request: FastifyRequest): SignInClient => ({
      userAgent: request.headers['user-agent'] ?? null,
      address: request.ip,
      browserId: request.cookies[BROWSER_COOKIE] ?? null,
    }),
    clearRefreshCookie: (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, cookieOptions),
    presentedToken: (request: FastifyRequest) =>
      request.cookies[REFRESH_COOKIE] ??
      (request.body as { refreshToken?: string } | undefined)?.refreshToken,
  };
}
