import {
  API,
  ConfirmFactorSchema,
  IdParamsSchema,
  LoginResponseSchema,
  MESSAGES,
  MessageResponseSchema,
  RecoveryCodesSchema,
  TwoFactorEnableSchema,
  TwoFactorLoginSchema,
  TwoFactorSetupBodySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  type User,
} from '@visadesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditBy, auditClientOf, recordAudit, userTarget } from '../../audit/audit-log.ts';
import type { Session } from '../../auth/auth.service.ts';
import { enrollingUser, signedInOrTicket, ticketUser } from '../../auth/enrolment-ticket.ts';
import { requireUser } from '../../auth/guard.ts';
import type { LoginThrottle } from '../../auth/login-throttle.ts';
import type { TwoFactor } from '../../auth/second-factor/two-factor.ts';
import { BROWSER_COOKIE } from '../../auth/sign-in-browser.ts';
import { consumeTicket, countTicketFailure, type TicketKind } from '../../auth/sign-in-tickets.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { ZodApp } from '../../plugins/route-plugin.ts';
import { queueResetMail } from './two-factor-mail.ts';

const M = MESSAGES.twoFactor;
const tags = ['auth'];
const ticketEnded = (kind: TicketKind) =>
  new AppError('UNAUTHENTICATED', kind === 'enrol' ? M.enrolmentEnded : M.ticketEnded);

/** What these routes take of the auth routes' context (auth.routes.ts): the app and a session's answer. */
type AuthRoutesContext = {
  app: ZodApp;
  answerSession(reply: FastifyReply, session: Session): { token: string; refreshToken: string };
};

export type TwoFactorRoutesOptions = {
  twoFactor: TwoFactor;
  throttle: LoginThrottle;
  mailQueued: () => void;
};

/** The second step of a sign-in, the code factor's set-up and upkeep, and an admin's reset. */
export function twoFactorRoutes(context: AuthRoutesContext, options: TwoFactorRoutesOptions) {
  secondStepRoute(context, options);
  enrolmentRoutes(context, options);
  upkeepRoutes(context, options);
  resetRoute(context, options);
}

/** The sign-in's client, with the browser's id so a new browser is told by mail (sign-in-browser.ts). */
const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'] ?? null,
  address: request.ip,
  browserId: request.cookies[BROWSER_COOKIE] ?? null,
});

/**
 * POST login/twoFactor: a code or a recovery code with the ticket of the password step. A wrong
 * one counts against the sign-in limits of this address and e-mail and against the ticket, whose
 * fifth ends it; a right one spends the ticket and opens the session, as a login does.
 */
function secondStepRoute(context: AuthRoutesContext, { twoFactor, throttle }: TwoFactorRoutesOptions) {
  const { app, answerSession } = context;
  app.post(
    API.users.loginTwoFactor,
    { schema: { tags, body: TwoFactorLoginSchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const { ticket, code, recoveryCode } = request.body;
      const user = await ticketUser(context.app, 'sign-in', ticket, () => ticketEnded('sign-in'));
      const { attempt, retryAfterMs } = await throttle.begin(request.ip, user.email);
      if (!attempt) {
        reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
        throw new AppError('RATE_LIMITED', MESSAGES.auth.loginRateLimited);
      }
      const method = code !== undefined ? 'totp' : 'recovery';
      const right =
        code !== undefined
          ? await twoFactor.checkCode(user._id, code)
          : await twoFactor.useRecoveryCode(user._id, recoveryCode ?? '');
      const audit = { action: 'sign-in' as const, actor: user, client: auditClientOf(request) };
      if (!right) {
        const live = await countTicketFailure(app.db, 'sign-in', ticket);
        await recordAudit(app.db, { ...audit, outcome: 'failure', reason: 'wrongCode', details: { method } });
        if (!live) throw ticketEnded('sign-in');
        throw badRequest(
          method === 'totp' ? M.wrongCode : M.wrongRecoveryCode,
          method === 'totp' ? 'code' : 'recoveryCode',
        );
      }
      if (!(await consumeTicket(app.db, 'sign-in', ticket))) throw ticketEnded('sign-in');
      await attempt.succeeded();
      await recordAudit(app.db, { ...audit, details: { method } });
      return answerSession(reply, await app.authService.startSession(user, clientOf(request), method));
    },
  );
}

/**
 * Set-up and its first code: signed in (the Profile), or with the enrolment ticket a required
 * set-up was given instead of a session, for these two routes only; that enable opens the session.
 */
function enrolmentRoutes(context: AuthRoutesContext, { twoFactor }: TwoFactorRoutesOptions) {
  const { app, answerSession } = context;
  const enrolling = (request: FastifyRequest, ticket: string | undefined) =>
    enrollingUser(app, request, ticket);

  app.post(
    API.users.twoFactorSetup,
    {
      ...signedInOrTicket(app),
      schema: { tags, body: TwoFactorSetupBodySchema, response: { 200: TwoFactorSetupSchema } },
    },
    async (request) => {
      const user = await enrolling(request, request.body.ticket);
      return twoFactor.setup(user, (await app.officeSettings.read()).siteName);
    },
  );

  app.post(
    API.users.twoFactorEnable,
    {
      ...signedInOrTicket(app),
      schema: { tags, body: TwoFactorEnableSchema, response: { 200: RecoveryCodesSchema } },
    },
    async (request, reply) => {
      const { code, ticket } = request.body;
      const user = await enrolling(request, ticket);
      const byTicket = !request.currentUser && ticket !== undefined;
      let recoveryCodes: string[];
      try {
        recoveryCodes = await twoFactor.enable(user._id, code);
      } catch (error) {
        if (byTicket && !(await countTicketFailure(app.db, 'enrol', ticket))) throw ticketEnded('enrol');
        throw error;
      }
      await recordAudit(app.db, {
        action: 'second-factor.enabled',
        actor: user,
        client: auditClientOf(request),
      });
      if (!byTicket) return { recoveryCodes };
      // The required set-up is done: its ticket is spent and the session it held back opens.
      if (!(await consumeTicket(app.db, 'enrol', ticket))) throw ticketEnded('enrol');
      const session = await app.authService.startSession(user, clientOf(request), 'totp');
      return { recoveryCodes, ...answerSession(reply, session) };
    },
  );
}

/** The signed-in user's card: status, new recovery codes, turning the code off. */
function upkeepRoutes(context: AuthRoutesContext, { twoFactor }: TwoFactorRoutesOptions) {
  const { app } = context;
  const signedIn = app.guard();
  /** A current code, or the password: whoever holds the open session alone cannot change the factor. */
  const confirmed = async (user: User, body: { code?: string; password?: string }) => {
    if (body.code !== undefined) {
      if (!(await twoFactor.checkCode(user._id, body.code))) throw badRequest(M.wrongCode, 'code');
      return;
    }
    try {
      await app.authService.checkPassword(user.email, body.password ?? '');
    } catch {
      throw badRequest(M.wrongPassword, 'password');
    }
  };

  app.get(
    API.users.twoFactor,
    { onRequest: signedIn, schema: { tags, response: { 200: TwoFactorStatusSchema } } },
    (request) => twoFactor.status(requireUser(request)),
  );

  app.post(
    API.users.recoveryCodes,
    {
      onRequest: signedIn,
      schema: { tags, body: ConfirmFactorSchema, response: { 200: RecoveryCodesSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await confirmed(user, request.body);
      const recoveryCodes = await twoFactor.renewRecoveryCodes(user._id);
      await recordAudit(app.db, { ...auditBy(request), action: 'recovery-codes.renewed' });
      return { recoveryCodes };
    },
  );

  app.post(
    API.users.twoFactorDisable,
    {
      onRequest: signedIn,
      schema: { tags, body: ConfirmFactorSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await twoFactor.status(user)).totpEnabledAt) throw badRequest(M.notEnabled);
      await confirmed(user, request.body);
      await twoFactor.disable(user._id);
      await recordAudit(app.db, { ...auditBy(request), action: 'second-factor.disabled' });
      return { message: M.disabled };
    },
  );
}

/** Admins: another user's second factors removed, their sessions ended, and a mail to tell them. */
function resetRoute({ app }: AuthRoutesContext, { twoFactor, mailQueued }: TwoFactorRoutesOptions) {
  app.post(
    API.users.resetTwoFactor(':id'),
    {
      onRequest: app.guard('admin'),
      schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const admin = requireUser(request);
      const user = await app.userCache.get(request.params.id);
      if (!user) throw notFound(M.userNotFound);
      if (user._id === admin._id) throw badRequest(M.resetSelf);
      await twoFactor.reset(user._id);
      await app.authService.endSessions(user._id);
      await queueResetMail(app.db, user, await app.officeSettings.read());
      mailQueued();
      await recordAudit(app.db, {
        ...auditBy(request),
        action: 'second-factor.reset',
        target: userTarget(user),
      });
      return { message: M.reset };
    },
  );
}
