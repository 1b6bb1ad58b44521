/*
 * The audit log (admins): who did what to accounts and data, when and from where. Each action has
 * the words the screen and the exported file show.
 */

export const AUDIT_ACTIONS = {
  'sign-in': 'Sign-in',
  'sign-in.new-browser': 'Sign-in from a new browser (user told by mail)',
  'sign-out': 'Sign-out',
  'session.ended': 'Session ended',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'second-factor.enabled': 'Second factor turned on',
  'second-factor.disabled': 'Second factor turned off',
  'second-factor.reset': 'Second factor reset by an admin',
  'recovery-codes.renewed': 'Recovery codes renewed',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'user.created': 'User created',
  'user.invited': 'User invited',
  'invitation.accepted': 'Invitation accepted',
  'user.changed': 'User changed',
  'user.role-changed': 'Role changed',
  'user.disabled': 'User disabled',
  'user.enabled': 'User enabled',
  'user.deleted': 'User deleted',
  export: 'Applications exported',
  'documents.downloaded': 'Documents downloaded as a ZIP',
  restore: 'Earlier version restored',
  'record.restored': 'Deleted record restored',
  'record.purged': 'Deleted record purged',
  'settings.changed': 'Settings changed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Why a sign-in or a step of it failed, in the words the log shows. */
export const AUDIT_REASONS = {
  unknownUser: 'No user with this e-mail',
  wrongPassword: 'Wrong password',
  wrongCode: 'Wrong code',
  ticketEnded: 'Sign-in step expired or used up',
  disabled: 'User disabled',
  rateLimited: 'Too many attempts',
  wrongPasskey: 'Passkey not accepted',
} as const;
export type AuditReason = keyof typeof AUDIT_REASONS;

/** A stored reason in words: a key of AUDIT_REASONS, or text kept as it was written. */
export const auditReasonText = (reason: string | null): string =>
  reason === null ? '' : (AUDIT_REASONS[reason as AuditReason] ?? reason);

export const AUDIT_MESSAGES = {
  invalidAction: 'Choose an action from the list.',
  invalidOutcome: 'Choose success or failure.',
  invalidDay: 'Enter a date as YYYY-MM-DD.',
  dayOrder: 'The first date must not be after the last.',
} as const;
