import { z } from 'zod';
import { isCalendarDate } from './application-values.ts';
import { PAGE_SIZE } from './constants.ts';
import { ObjectIdSchema } from './ids.ts';
import { pageQuery } from './page-query.ts';
import { text } from './text.ts';

/*
 * The audit log (admins): who did what to accounts and data, when and from where. Each action has
 * the words the screen and the exported file show.
 */

export const AUDIT_ACTIONS = {
  'sign-in': 'Sign-in',
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
  'user.changed': 'User changed',
  'user.role-changed': 'Role changed',
  'user.disabled': 'User disabled',
  'user.enabled': 'User enabled',
  'user.deleted': 'User deleted',
  export: 'Applications exported',
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

export const AUDIT_MESSAGES = {
  invalidAction: 'Choose an action from the list.',
  invalidOutcome: 'Choose success or failure.',
  invalidDay: 'Enter a date as YYYY-MM-DD.',
  dayOrder: 'The first date must not be after the last.',
} as const;

const day = (message: string) =>
  text(message)
    .refine((value) => isCalendarDate(value), { error: message })
    .optional();

/** GET fetchAuditEvents and exportAuditEvents: newest first, filtered. Days are the office's. */
export const AuditQuerySchema = z
  .object({
    ...pageQuery(PAGE_SIZE.audit),
    action: z
      .enum(AUDIT_ACTION_NAMES as [AuditAction, ...AuditAction[]], { error: AUDIT_MESSAGES.invalidAction })
      .optional(),
    outcome: z.enum(AUDIT_OUTCOMES, { error: AUDIT_MESSAGES.invalidOutcome }).optional(),
    actorId: ObjectIdSchema.optional().describe("Only what this user did (the acting user's id)."),
    from: day(AUDIT_MESSAGES.invalidDay).describe('First day, YYYY-MM-DD, in the office time zone.'),
    to: day(AUDIT_MESSAGES.invalidDay).describe('Last day, YYYY-MM-DD, in the office time zone.'),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { error: AUDIT_MESSAGES.dayOrder, path: ['to'] });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEventSchema = z.object({
  _id: z.string(),
  at: z.string().describe('ISO 8601'),
  action: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  reason: z.string().nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  clientAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditListSchema = z.object({
  events: z.array(AuditEventSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type AuditList = z.infer<typeof AuditListSchema>;
