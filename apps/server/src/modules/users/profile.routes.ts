import { API, MESSAGES, ProfileResponseSchema, ProfileSchema } from '@visadesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditBy, recordAudit, userTarget } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/guard.ts';
import { createLoginThrottle, type LoginThrottle } from '../../auth/login-throttle.ts';
import type { WindowCounters } from '../../cluster/window-counters.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';
import { createUsersService, type UsersService } from './users.service.ts';

type ProfileRoutesOptions = { limitCounters: WindowCounters };

/** The signed-in user's own name and password (POST /api/users/profile). */
async function profileRoutes(app: ZodApp, { limitCounters }: ProfileRoutesOptions) {
  const { rateLimits } = app.config;
  const users = createUsersService(app.db, app.userCache, app.authService);
  profileRoute(app, users, createLoginThrottle(limitCounters, rateLimits.login, rateLimits.loginAddress));
}

/**
 * The signed-in user's name and password. A wrong current password counts like a wrong password at
 * sign-in (the same limits, per address and e-mail), so a stolen session cannot guess it.
 */
function profileRoute(app: ZodApp, users: UsersService, throttle: LoginThrottle) {
  app.post(
    API.users.profile,
    {
      onRequest: app.guard(),
      schema: { tags: ['users'], body: ProfileSchema, response: { 200: ProfileResponseSchema } },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const change = () => users.updateProfile(actor, request.body, request.sessionId);
      const { user, passwordChanged } =
        request.body.password === '' ? await change() : await throttled(throttle, request, reply, change);
      if (passwordChanged)
        await recordAudit(app.db, {
          action: 'password.changed',
          ...auditBy(request),
          target: userTarget(actor),
        });
      return { message: passwordChanged ? MESSAGES.profile.passwordChanged : MESSAGES.profile.updated, user };
    },
  );
}

/** Runs `check` as one attempt under the sign-in limits: a refused current password stays counted. */
async function throttled<T>(
  throttle: LoginThrottle,
  request: FastifyRequest,
  reply: FastifyReply,
  check: () => Promise<T>,
): Promise<T> {
  const { attempt, retryAfterMs } = await throttle.begin(request.ip, requireUser(request).email);
  if (!attempt) {
    reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
    throw new AppError('RATE_LIMITED', MESSAGES.auth.loginRateLimited);
  }
  try {
    const result = await check();
    await attempt.succeeded();
    return result;
  } catch (error) {
    const wrongPassword = error instanceof AppError && error.errors?.[0]?.field === 'currentPassword';
    if (!wrongPassword) await attempt.abandoned();
    throw error;
  }
}

export default zodRoutePlugin(
  'profile-routes',
  { decorators: ['config', 'db', 'userCache', 'authService'], dependencies: ['guard'] },
  profileRoutes,
);
