import {
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  invitationMail,
  MESSAGES,
  oneLine,
  ROUTES,
  type Role,
  type Settings,
  senderNameOf,
  type User,
} from '@visadesk/contract';
import { generatePassword, hashPassword } from '../../auth/passwords.ts';
import { endUserTickets, issueTicket } from '../../auth/sign-in-tickets.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type NewMail, queueMail } from '../../mail/outbox.repository.ts';
import * as repo from './users.repository.ts';
import { assertEmailFree, uniqueEmail } from './users.service.ts';

const TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

/** What an invitation needs beside the database: the office's settings, its address, the outbox's. */
export type InvitationParts = {
  officeSettings: { read(): Promise<Settings> };
  publicUrl: string;
  /** The mail with its body sealed: the outbox never holds a live link readable. */
  sealed: (mail: NewMail) => NewMail;
  /** Tells this node's outbox worker a mail waits. */
  mailQueued: () => void;
};

/**
 * Admins invite users by e-mail: the user is created with a password no one knows and sent a
 * one-time link (through the outbox) to choose their own (modules/auth/chosen-password.routes.ts).
 * The ticket is in the link's fragment, which browsers never send to a server or a referrer.
 */
export function createInvitations(db: Db, parts: InvitationParts) {
  async function send(user: User, invitedBy: User) {
    const ticket = await issueTicket(db, { kind: 'invitation', userId: user._id, ttlMs: TTL_MS });
    const settings = await parts.officeSettings.read();
    const mail = invitationMail({
      name: oneLine(user.name),
      siteName: oneLine(settings.siteName),
      invitedBy: oneLine(invitedBy.name),
      link: `${parts.publicUrl}${ROUTES.invitation}#${ticket}`,
      days: INVITATION_TTL_DAYS,
    });
    // The mail carries a way in: sealed in the outbox, and not sent once the link has died.
    await queueMail(
      db,
      parts.sealed({
        recipient: user.email,
        fromName: senderNameOf(settings.mail, settings.siteName),
        subject: oneLine(mail.subject),
        textBody: mail.text,
        kind: 'account',
        expiresAt: new Date(Date.now() + TTL_MS),
      }),
    );
    parts.mailQueued();
  }

  return {
    /** A new user, invited: with a password no one knows until they choose theirs. */
    async invite(input: { name: string; email: string; role: Role }, invitedBy: User): Promise<User> {
      await assertEmailFree(db, input.email);
      const passwordHash = await hashPassword(generatePassword());
      const user = await uniqueEmail(() =>
        repo.insertUser(db, { ...input, passwordHash, mustChangePassword: true, invitedAt: new Date() }),
      );
      await send(user, invitedBy);
      return user;
    },

    /** A new link for a user still invited; the earlier links stop working. */
    async resend(id: string, invitedBy: User): Promise<User> {
      const user = await repo.getUser(db, id);
      if (!user) throw notFound(MESSAGES.users.notFound);
      if (!(await repo.invitedAt(db, id))) throw new AppError('CONFLICT', INVITATION_MESSAGES.notInvited);
      await endUserTickets(db, id);
      await repo.markInvited(db, id, new Date());
      await send(user, invitedBy);
      return user;
    },
  };
}
export type Invitations = ReturnType<typeof createInvitations>;
