import {
  LoginResponseSchema,
  MESSAGES,
  PASSKEY_API,
  PasskeyLoginOptionsBodySchema,
  PasskeyLoginOptionsSchema,
  PasskeyLoginSchema,
} from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import { auditClientOf, recordAudit } from '../../audit/audit-log.ts';
import { createLoginThrottle } from '../../auth/login-throttle.ts';
import { PasskeyRefused, signInOptions, verifySignIn } from '../../auth/passkeys/passkey-sign-in.ts';
import { relyingParty } from '../../auth/passkeys/relying-party.ts';
import { sessionCookie } from '../../auth/session-cookie.ts';
import { countTicketFailure } from '../../auth/sign-in-tickets.ts';
import type { WindowCounters } from '../../cluster/window-counters.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';

const tags = ['auth'];

/**
 * A passkey has no e-mail to count failures by: its failures share the address's sign-in limit
 * (password spraying's), and a bucket of their own under this name beside the e-mails'.
 */
const PASSKEY_LIMIT_KEY = '(passkey)';

/**
 * Signing in with a passkey: alone, without a password, or as the second step of
 * the password's ticket. Answers as the password sign-in does, the session opened as 'passkey'.
 */
async function passkeyLoginRoutes(app: ZodApp, { limitCounters }: { limitCounters: WindowCounters }) {
  const party = relyingParty(app.config.publicUrl);
  const { answerSession, signInClient } = sessionCookie(app.config);
  const { rateLimits } = app.config;
  const throttle = createLoginThrottle(limitCounters, rateLimits.login, rateLimits.loginAddress);

  app.post(
    PASSKEY_API.loginOptions,
    {
      // Each call stores a challenge, and anyone may call: bounded per address like sign-ins.
      config: {
        rateLimit: {
          max: rateLimits.loginAddress.max,
          timeWindow: rateLimits.loginAddress.windowMs,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', MESSAGES.auth.loginRateLimited),
        },
      },
      schema: { tags, body: PasskeyLoginOptionsBodySchema, response: { 200: PasskeyLoginOptionsSchema } },
    },
    (request) => signInOptions(app.db, party, request.body?.ticket),
  );

  app.post(
    PASSKEY_API.login,
    { schema: { tags, body: PasskeyLoginSchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const { attempt, retryAfterMs } = await throttle.begin(request.ip, PASSKEY_LIMIT_KEY);
      if (!attempt) {
        reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
        throw new AppError('RATE_LIMITED', MESSAGES.auth.loginRateLimited);
      }
      try {
        const passkey = await verifySignIn(app.db, party, request.body);
        const user = await app.userCache.get(passkey.userId);
        if (!user) throw new PasskeyRefused('unknown');
        await attempt.succeeded();
        await recordAudit(app.db, signInEntry(request, user, { method: 'passkey', passkey: passkey.name }));
        return answerSession(
          reply,
          await app.authService.startSession(user, signInClient(request), 'passkey'),
        );
      } catch (error) {
        await refused(app, request, error);
        // Refusals stay counted; a failure of the server's own is no attempt.
        if (!(error instanceof AppError && error.code === 'UNAUTHENTICATED')) await attempt.abandoned();
        throw error;
      }
    },
  );
}

/** The audit log's sign-in entry; the actor is the user when known. */
function signInEntry(
  request: FastifyRequest,
  user: { _id: string; name: string } | undefined,
  details: Record<string, unknown>,
) {
  return {
    action: 'sign-in' as const,
    actor: user ?? null,
    target: user ? { type: 'user', id: user._id, name: user.name } : undefined,
    client: auditClientOf(request),
    details,
  };
}

/** A refused passkey: logged with why, and counted against the second step's ticket when there is one. */
async function refused(app: ZodApp, request: FastifyRequest, error: unknown) {
  if (!(error instanceof AppError) || error.code !== 'UNAUTHENTICATED') return;
  const { ticket } = request.body as { ticket?: string };
  if (ticket !== undefined) await countTicketFailure(app.db, 'sign-in', ticket);
  const why = error instanceof PasskeyRefused ? error.why : 'challenge';
  const user =
    error instanceof PasskeyRefused && error.userId ? await app.userCache.get(error.userId) : undefined;
  await recordAudit(app.db, {
    ...signInEntry(request, user, { method: 'passkey', why }),
    outcome: 'failure',
    reason: why === 'challenge' ? 'ticketEnded' : 'wrongPasskey',
  });
}

export default zodRoutePlugin(
  'passkey-login-routes',
  { decorators: ['config', 'db', 'authService'], dependencies: ['guard', '@fastify/rate-limit'] },
  passkeyLoginRoutes,
);
