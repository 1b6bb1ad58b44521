import { z } from 'zod';
import { ApplicationStatusSchema, AssignApplicationBodySchema } from './applications.ts';
import { BULK_MAX_IDS, CASE_OFFICE_MESSAGES as M, REJECTION_LIMITS } from './case-office.ts';
import { ROLES } from './constants.ts';
import { ObjectIdSchema } from './ids.ts';
import { text } from './text.ts';

/** PUT reject's optional body: one of the office's reasons, a note, and whether the applicant sees them. */
export const RejectBodySchema = z
  .strictObject({
    reason: text(M.unknownReason)
      .trim()
      .max(REJECTION_LIMITS.reasonLength, { error: M.unknownReason })
      .optional()
      .describe("One of the office's rejection reasons (Settings > Cases); absent or empty: none."),
    note: text(M.noteLength)
      .trim()
      .max(REJECTION_LIMITS.noteMax, { error: M.noteLength })
      .optional()
      .describe('Free text for the applicant or the file, up to 1,000 characters.'),
    shared: z
      .boolean({ error: M.sharedSwitch })
      .optional()
      .default(false)
      .describe('Whether the applicant sees the reason and note (status check, printout, mail).'),
  })
  // No body at all (the other status actions' way) is a rejection without a reason.
  .nullish();
export type RejectBody = z.input<typeof RejectBodySchema>;

const reason = text(M.reasonLength)
  .trim()
  .min(1, { error: M.reasonLength })
  .max(REJECTION_LIMITS.reasonLength, { error: M.reasonLength });

/** Settings > Cases: the rejection reasons in order, and the lowest role that may delete an application. */
export const CaseSettingsInputSchema = z.strictObject({
  rejectionReasons: z
    .array(reason, { error: M.reasonsCount })
    .min(REJECTION_LIMITS.reasons.min, { error: M.reasonsCount })
    .max(REJECTION_LIMITS.reasons.max, { error: M.reasonsCount })
    .refine((reasons) => new Set(reasons).size === reasons.length, { error: M.reasonsRepeated }),
  deleteRole: z.enum(ROLES, { error: M.deleteRole }),
});

export const CaseSettingsSchema = z.object({
  rejectionReasons: z.array(z.string()),
  deleteRole: z.enum(ROLES),
});
export type CaseSettings = z.infer<typeof CaseSettingsSchema>;

const bulkIds = z
  .array(ObjectIdSchema, { error: M.bulkIds })
  .min(1, { error: M.bulkIds })
  .max(BULK_MAX_IDS, { error: M.bulkIds })
  // The same id twice is one application, acted on once.
  .transform((ids) => [...new Set(ids)])
  .describe(`The applications' ids, 1 to ${BULK_MAX_IDS}.`);

/**
 * POST bulkApplications: one action on the selected applications, each in its own transaction.
 * `assign` (any staff): to a user or no one; `status` (admins and approvers): the same rules as
 * the status actions, those already in it skipped; `delete` (the settings' delete role).
 */
export const BulkApplicationsBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('assign'), ids: bulkIds, ...AssignApplicationBodySchema.shape }),
    z.strictObject({ action: z.literal('status'), ids: bulkIds, status: ApplicationStatusSchema }),
    z.strictObject({ action: z.literal('delete'), ids: bulkIds }),
  ],
  { error: M.bulkAction },
);
export type BulkApplicationsBody = z.input<typeof BulkApplicationsBodySchema>;

/** What happened to one selected application. */
export const BULK_OUTCOMES = ['done', 'skipped', 'notFound', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** The answer: per id, in the order sent, what happened and (unless done) why. */
export const BulkApplicationsResultSchema = z.object({
  results: z.array(
    z.object({ _id: z.string(), outcome: z.enum(BULK_OUTCOMES), message: z.string().optional() }),
  ),
});
export type BulkApplicationsResult = z.infer<typeof BulkApplicationsResultSchema>;
