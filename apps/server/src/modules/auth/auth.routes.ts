import {
  API,
  LoginResponseSchema,
  LoginSchema,
  LoginStepSchema,
  MESSAGES,
  MessageResponseSchema,
  RefreshBodySchema,
  SessionSchema,
  type User,
} from '@visadesk/contract';
import { type AuditEntry, auditClientOf, recordAudit } from '../../audit/audit-log.ts';
import { SignInRefused } from '../../auth/auth.service.ts';
import { requireUser } from '../../auth/guard.ts';
import { createLoginThrottle, type LoginThrottle } from '../../auth/login-throttle.ts';
import { sameSiteOnly } from '../../auth/same-site-only.ts';
import type { TwoFactor } from '../../auth/second-factor/two-factor.ts';
import { sessionCookie } from '../../auth/session-cookie.ts';
import type { WindowCounters } from '../../cluster/window-counters.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';
import { chosenPasswordRoutes } from './chosen-password.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

type AuthRoutesOptions = { limitCounters: WindowCounters; twoFactor: TwoFactor; mailQueued: () => void };

/**
 * Sign-in (its two steps, two-factor.routes.ts; a password of one's own, chosen-password.routes.ts),
 * token refresh, sign-out and the session check, under /api/users like the spec's login.
 */
async function authRoutes(app: ZodApp, { limitCounters, twoFactor, mailQueued }: AuthRoutesOptions) {
  const context = authRoutesContext(app);
  const { rateLimits } = app.config;
  // One limit for both steps: a wrong code counts like a wrong password.
  const throttle = createLoginThrottle(limitCounters, rateLimits.login, rateLimits.loginAddress);
  loginRoute(context, throttle, twoFactor);
  twoFactorRoutes(context, { twoFactor, throttle, mailQueued });
  chosenPasswordRoutes(context, twoFactor);
  refreshTokenRoutes(context);
  sessionRoutes(context);
}

/** What the routes share: the app, and the refresh token's cookie (set, read, cleared). */
function authRoutesContext(app: ZodApp) {
  return { app, fromThisSite: sameSiteOnly(app.config.publicUrl), ...sessionCookie(app.config) };
}
export type AuthRoutesContext = ReturnType<typeof authRoutesContext>;

/**
 * Sign-in's password step, its failures limited per client address and e-mail, and per address
 * (login-throttle.ts). A user with a second factor (or required to set one up) gets a ticket for
 * that step instead of a session.
 */
function loginRoute(
  { app, answerSession, signInClient }: AuthRoutesContext,
  throttle: LoginThrottle,
  twoFactor: TwoFactor,
) {
  app.post(
    API.users.login,
    { schema: { tags: ['auth'], body: LoginSchema, response: { 200: LoginStepSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      const audit = (entry: Omit<AuditEntry, 'action' | 'client'>) =>
        recordAudit(app.db, { action: 'sign-in', client: auditClientOf(request), ...entry });
      const { attempt, retryAfterMs } = await throttle.begin(request.ip, email);
      if (!attempt) {
        await audit({
          outcome: 'failure',
          reason: 'rateLimited',
          actor: null,
          target: { type: 'user', id: null, name: email },
        });
        reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
        throw new AppError('RATE_LIMITED', MESSAGES.auth.loginRateLimited);
      }
      let user: User;
      try {
        user = await app.authService.checkPassword(email, request.body.password);
      } catch (error) {
        // Wrong credentials stay counted; a failure of the server's own is no attempt.
        if (!(error instanceof SignInRefused)) await attempt.abandoned();
        else {
          const target = { type: 'user', id: error.user?._id ?? null, name: error.user?.name ?? email };
          await audit({ outcome: 'failure', reason: error.reason, actor: error.user ?? null, target });
        }
        throw error;
      }
      const next = await twoFactor.afterPassword(user);
      if (next) {
        // The password was right but the sign-in is not done: earlier failures stay counted, so
        // a thief with the password cannot clear them and guess codes forever.
        await attempt.abandoned();
        return next;
      }
      await attempt.succeeded();
      await audit({ actor: user, details: { method: 'password' } });
      return answerSession(
        reply,
        await app.authService.startSession(user, signInClient(request), 'password'),
      );
    },
  );
}

/** Refresh and sign-out, which carry the refresh token: from this site's pages only. */
function refreshTokenRoutes(context: AuthRoutesContext) {
  const { app, fromThisSite, answerSession, clearRefreshCookie, presentedToken } = context;

  app.post(
    API.users.refresh,
    {
      onRequest: fromThisSite,
      schema: { tags: ['auth'], body: RefreshBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      try {
        return answerSession(reply, await app.authService.refresh(presentedToken(request)));
      } catch (error) {
        clearRefreshCookie(reply);
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
      clearRefreshCookie(reply);
      return { message: MESSAGES.auth.loggedOut };
    },
  );
}

/** The signed-in user's: the session check, and signing out of the other devices. */
function sessionRoutes({ app }: AuthRoutesContext) {
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

export default zodRoutePlugin(
  'auth-routes',
  {
    decorators: ['config', 'authService'],
    dependencies: ['guard', '@fastify/cookie', '@fastify/rate-limit'],
  },
  authRoutes,
);
