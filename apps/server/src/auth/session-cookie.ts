import { REFRESH_COOKIE } from '@visadesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Session } from './auth.service.ts';

/**
 * The refresh token's cookie (set, read, cleared) and a new session's answer. Every way of signing
 * in (password, second step, passkey) answers through here, so they all set the same cookie.
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
      return { token: session.token, refreshToken: session.refreshToken };
    },
    clearRefreshCookie: (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, cookieOptions),
    presentedToken: (request: FastifyRequest) =>
      request.cookies[REFRESH_COOKIE] ??
      (request.body as { refreshToken?: string } | undefined)?.refreshToken,
  };
}
