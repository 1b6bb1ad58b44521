import {
  AcceptInvitationSchema,
  API,
  INVITATION_MESSAGES,
  InvitationSchema,
  InvitationTicketSchema,
  LoginStepSchema,
  NewPasswordStepSchema,
  type User,
} from '@visadesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditClientOf, recordAudit } from '../../audit/audit-log.ts';
import { ticketUser } from '../../auth/enrolment-ticket.ts';
import type { TwoFactor } from '../../auth/second-factor/two-factor.ts';
import type { sessionCookie } from '../../auth/session-cookie.ts';
import { consumeTicket, type TicketKind } from '../../auth/sign-in-tickets.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ZodApp } from '../../plugins/route-plugin.ts';

const M = INVITATION_MESSAGES;

/** What these routes take of the auth routes' context (auth.routes.ts): the app and a session's answer. */
type AuthRoutesContext = { app: ZodApp } & Pick<
  ReturnType<typeof sessionCookie>,
  'answerSession' | 'signInClient'
>;
const tags = ['auth'];
/** The two ways to a password of one's own: the invitation's link, the sign-in's required change. */
type ChoiceKind = Extract<TicketKind, 'invitation' | 'password-change'>;
const ended = (kind: ChoiceKind) =>
  new AppError('UNAUTHENTICATED', kind === 'invitation' ? M.invitationEnded : M.changeEnded);

/**
 * A password of the user's own: from the invitation's link (public, the ticket being the
 * credential), or the sign-in step of a user whose password an admin chose. Either goes on as a
 * sign-in does: a required second factor's set-up, else the session.
 */
export function chosenPasswordRoutes(context: AuthRoutesContext, twoFactor: TwoFactor) {
  const { app } = context;

  const choiceUser = (kind: ChoiceKind, ticket: string): Promise<User> =>
    ticketUser(app, kind, ticket, () => ended(kind));

  /** Checks and sets the password, spends the ticket, and answers the sign-in's next step. */
  const choose = async (
    kind: ChoiceKind,
    { ticket, password }: { ticket: string; password: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const user = await choiceUser(kind, ticket);
    // The password is checked before the ticket is spent, so a refused one can be chosen again.
    const chosen = await app.authService.choosePassword(user, password, {
      notCurrent: kind === 'password-change',
      spend: async () => (await consumeTicket(app.db, kind, ticket)) !== null,
    });
    if (!chosen) throw ended(kind);
    app.userCache.forget(user._id);
    await recordAudit(app.db, {
      action: kind === 'invitation' ? 'invitation.accepted' : 'password.changed',
      actor: user,
      client: auditClientOf(request),
      ...(kind === 'password-change' && { details: { required: true } }),
    });
    const next = await twoFactor.afterPassword(user);
    if (next) return next;
    return context.answerSession(
      reply,
      await app.authService.startSession(user, context.signInClient(request), 'password'),
    );
  };

  app.post(
    API.users.invitation,
    { schema: { tags, body: InvitationTicketSchema, response: { 200: InvitationSchema } } },
    async (request) => {
      const { name, email } = await choiceUser('invitation', request.body.ticket);
      return { name, email };
    },
  );

  app.post(
    API.users.acceptInvitation,
    { schema: { tags, body: AcceptInvitationSchema, response: { 200: LoginStepSchema } } },
    (request, reply) => choose('invitation', request.body, request, reply),
  );

  app.post(
    API.users.loginNewPassword,
    { schema: { tags, body: NewPasswordStepSchema, response: { 200: LoginStepSchema } } },
    (request, reply) => choose('password-change', request.body, request, reply),
  );
}
