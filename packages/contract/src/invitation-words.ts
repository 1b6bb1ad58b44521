/*
 * A user's first password: an admin's invitation by e-mail, and the change required at the first
 * sign-in when an admin chose the password. Plain values, so the login chunk reads them without zod.
 */

/** How long an invitation's link works; a resent invitation starts the days again. */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_MESSAGES = {
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `A new invitation was sent to ${email}; the earlier link no longer works.`,
  notInvited: 'This user has already set their password.',
  invitationEnded:
    'This invitation link has expired or was already used. Ask your administrator to send a new one.',
  changeEnded: 'This sign-in has expired. Please sign in again.',
  samePassword: 'Choose a new password, not the one you were given.',
  passwordsMismatch: 'The two passwords do not match.',
  failed: 'Something went wrong. Please try again.',
} as const;

export const INVITATION_LABELS = {
  /** The invitation's page, reached from its mail. */
  invitation: {
    title: 'Set your password',
    welcome: (name: string) => `Welcome, ${name}`,
    intro: (email: string) => `Choose the password you will sign in with as ${email}.`,
    checking: 'Checking your invitation…',
    /** Under a link that no longer works: for a user who has already chosen a password. */
    signIn: 'Go to sign in',
  },
  /** The sign-in step of a user whose password an admin chose. */
  change: {
    title: 'Choose your own password',
    intro: 'An administrator set the password you signed in with. Choose your own to continue.',
  },
  password: 'New password',
  confirmPassword: 'Confirm new password',
  hint: (min: number) => `At least ${min} characters; a long phrase is easier to remember than symbols.`,
  submit: 'Save password and continue',
  saving: 'Saving…',
  /** The admins' side: the invite screen, the list's badges, the edit screen's resend. */
  admin: {
    inviteTitle: 'Invite User',
    inviteIntro: (days: number) =>
      `They get an e-mail with a link to choose their own password; the link works for ${days} days.`,
    invite: 'Send invitation',
    inviting: 'Sending…',
    inviteButton: 'Invite user',
    invited: 'Invited',
    invitedTitle: (when: string) => `Invited ${when}; has not chosen a password yet`,
    expired: 'Invitation expired',
    mustChange: 'Must change password',
    mustChangeTitle: 'Chooses their own password at their next sign-in',
    resend: 'Send a new invitation',
  },
} as const;

/** What the invitation's mail needs: who, which office, the link and how long it works. */
export type InvitationMailValues = {
  name: string;
  siteName: string;
  invitedBy: string;
  link: string;
  days: number;
};

/** The subject and plain text of the invitation's mail. */
export function invitationMail(values: InvitationMailValues) {
  return {
    subject: `${values.siteName}: you are invited to sign in`,
    text: [
      `Hello ${values.name},`,
      '',
      `${values.invitedBy} has added you to ${values.siteName}. Choose your password here:`,
      values.link,
      '',
      `The link works once, for ${values.days} days. If it has expired, ask ${values.invitedBy} to send a new one.`,
      'If you did not expect this mail, you can ignore it.',
    ].join('\n'),
  };
}
