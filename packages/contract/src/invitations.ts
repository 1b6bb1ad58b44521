import { z } from 'zod';
import { INVITATION_MESSAGES as M } from './invitation-words.ts';
import { MESSAGES } from './messages.ts';
import { ticketField } from './second-factor.ts';
import { CreateUserSchema, newPassword } from './users.ts';

/*
 * A user's first password of their own: an admin's invitation (a one-time link by mail), or the
 * change a sign-in asks for when an admin chose the password.
 */

/** POST /api/users/invite: a user who chooses their own password from the invitation's mail. */
export const InviteUserSchema = CreateUserSchema.omit({ password: true });
export type InviteUserInput = z.input<typeof InviteUserSchema>;

/** POST /api/users/invitation: the link's ticket, to say whom it is for before anything is chosen. */
export const InvitationTicketSchema = z.strictObject({ ticket: ticketField(M.invitationEnded) });

/** Whom an invitation is for, as its page greets them. */
export const InvitationSchema = z.object({ name: z.string(), email: z.string() });
export type Invitation = z.infer<typeof InvitationSchema>;

const chosenPassword = (endedMessage: string) =>
  z.strictObject({ ticket: ticketField(endedMessage), password: newPassword(MESSAGES.users.fieldsRequired) });

/** POST /api/users/acceptInvitation: the link's ticket and the password chosen. */
export const AcceptInvitationSchema = chosenPassword(M.invitationEnded);

/** POST /api/users/login/newPassword: the password step's ticket and the user's own new password. */
export const NewPasswordStepSchema = chosenPassword(M.changeEnded);
