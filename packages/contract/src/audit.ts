import { z } from 'zod';
import { isCalendarDate } from './application-values.ts';
import { AUDIT_ACTION_NAMES, AUDIT_MESSAGES, AUDIT_OUTCOMES, type AuditAction } from './audit-words.ts';
import { PAGE_SIZE } from './constants.ts';
import { ObjectIdSchema } from './ids.ts';
import { pageCounts } from './page-counts.ts';
import { pageQuery } from './page-query.ts';
import { text } from './text.ts';

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
  ...pageCounts,
});
export type AuditList = z.infer<typeof AuditListSchema>;
