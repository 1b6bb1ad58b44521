import {
  API,
  LoginResponseSchema,
  LoginSchema,
  MESSAGES,
  MessageResponseSchema,
  REFRESH_COOKIE,
  RefreshBodySchema,
  SessionSchema,
} from '@visadesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Session } from '../../auth/auth.service.ts';
import { requireUser } from '../../auth/guard.ts';
import { createLoginThrottle } from '../../auth/login-throttle.ts';
import { sameSiteOnly } from '../../auth/same-site-only.ts';
import type { WindowCounters } from '../../cluster/window-counters.ts';
import { AppError } from '../../lib/app-error.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';

type AuthRoutesOptions = { limitCounters: WindowCounters };

/** Sign-in, token refresh, sign-out and the session check, under /api/users like the spec's login. */
async function authRoutes(fastify: FastifyInstance, { limitCounters }: AuthRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const cookieOptions = {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict' as const,
    path: '/api/users',
  };
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: config.refreshTokenTtlDays * 86_400 });
  const presentedToken = (request: FastifyRequest) =>
    request.cookies[REFRESH_COOKIE] ?? (request.body as { refreshToken?: string } | undefined)?.refreshToken;

  const fromThisSite = sameSiteOnly(config.publicUrl);
  const throttle = createLoginThrottle(
    limitCounters,
    config.rateLimits.login,
    config.rateLimits.loginAddress,
  );

  app.post(
    API.users.login,
    { schema: { tags: ['auth'], body: LoginSchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const { attempt, retryAfterMs } = await throttle.begin(request.ip, request.body.email);
      if (!attempt) {
        reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
        throw new AppError('RATE_LIMITED', MESSAGES.auth.loginRateLimited);
      }
      let session: Session;
      try {
        session = await app.authService.login(request.body.email, request.body.password);
      } catch (error) {
        // Wrong credentials stay counted; a failure of the server's own is no attempt.
        if (!(error instanceof AppError && error.code === 'UNAUTHENTICATED')) await attempt.abandoned();
        throw error;
      }
      await attempt.succeeded();
      setRefreshCookie(reply, session.refreshToken);
      return { token: session.token, refreshToken: session.refreshToken };
    },
  );

  app.post(
    API.users.refresh,
    {
      onRequest: fromThisSite,
      schema: { tags: ['auth'], body: RefreshBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      try {
        const session = await app.authService.refresh(presentedToken(request));
        setRefreshCookie(reply, session.refreshToken);
        return { token: session.token, refreshToken: session.refreshToken };
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
        throw error;
      }
    },
  );

  app.post(
    API.users.logout,
    {
      onRequest: fromThisSite,
      schema: { tags: ['auth'], body: RefreshBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      await app.authService.logout(presentedToken(request));
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return { message: MESSAGES.auth.loggedOut };
    },
  );

  app.post(
    API.users.logoutOthers,
    { onRequest: app.guard(), schema: { tags: ['auth'], response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.authService.endSessions(requireUser(request)._id, request.sessionId);
      return { message: MESSAGES.auth.otherSessionsEnded };
    },
  );

  app.get(
    API.users.me,
    { onRequest: app.guard(), schema: { tags: ['auth'], response: { 200: SessionSchema } } },
    async (request) => ({ user: requireUser(request) }),
  );
}

export default routePlugin(
  'auth-routes',
  {
    decorators: ['config', 'authService'],
    dependencies: ['guard', '@fastify/cookie', '@fastify/rate-limit'],
  },
  authRoutes,
);
