import {
  API,
  IdParamsSchema,
  INVITATION_MESSAGES,
  InviteUserSchema,
  MessageResponseSchema,
  UserSchema,
} from '@visadesk/contract';
import { auditBy, recordAudit, userTarget } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/guard.ts';
import type { ZodApp } from '../../plugins/route-plugin.ts';
import { createInvitations, type InvitationParts } from './invitations.ts';
import { answerAdded } from './user-added.ts';

/** Admins invite a user by e-mail (invitations.ts), and send a new link to one still invited. */
export function invitationRoutes(
  app: ZodApp,
  outbox: Pick<InvitationParts, 'sealed' | 'mailQueued'>,
  tags: string[],
) {
  const adminOnly = app.guard('admin');
  const invitations = createInvitations(app.db, {
    ...outbox,
    officeSettings: app.officeSettings,
    publicUrl: app.config.publicUrl,
  });

  app.post(
    API.users.invite,
    { onRequest: adminOnly, schema: { tags, body: InviteUserSchema, response: { 201: UserSchema } } },
    async (request, reply) =>
      answerAdded(
        app.db,
        request,
        reply,
        await invitations.invite(request.body, requireUser(request)),
        'user.invited',
      ),
  );

  app.post(
    API.users.resendInvitation(':id'),
    {
      onRequest: adminOnly,
      schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const user = await invitations.resend(request.params.id, requireUser(request));
      await recordAudit(app.db, {
        ...auditBy(request),
        action: 'user.invited',
        target: userTarget(user),
        details: { resent: true },
      });
      return { message: INVITATION_MESSAGES.resent(user.email) };
    },
  );
}
