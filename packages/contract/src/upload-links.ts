import { z } from 'zod';
import { DOCUMENT_SLOTS, type DocumentSlot } from './constants.ts';
import { IdParamsSchema, ObjectIdSchema } from './ids.ts';
import { ticketField } from './second-factor.ts';
import { text } from './text.ts';
import { UPLOAD_LINK_MESSAGES as M, UPLOAD_LINK_STATES } from './upload-link-words.ts';

/*
 * Upload links: staff choose the missing document slots of an application and send the applicant a
 * link; the applicant opens it, gives their date of birth, and sends those documents.
 */

const SLOT_KEYS = DOCUMENT_SLOTS.map(({ key }) => key) as [DocumentSlot, ...DocumentSlot[]];
const slot = z.enum(SLOT_KEYS, { error: M.slotNotAsked });

/** POST createUploadLink/:id: the slots asked for, each once. */
export const CreateUploadLinkSchema = z.strictObject({
  slots: z
    .array(slot, { error: M.slotsRequired })
    .min(1, { error: M.slotsRequired })
    .max(SLOT_KEYS.length, { error: M.slotsRequired })
    .refine((slots) => new Set(slots).size === slots.length, { error: M.slotsRequired }),
});
export type CreateUploadLinkInput = z.infer<typeof CreateUploadLinkSchema>;

/** The link made, answered once: it is stored only hashed. */
export const UploadLinkCreatedSchema = z.object({ _id: z.string(), url: z.string(), expiresAt: z.string() });
export type UploadLinkCreated = z.infer<typeof UploadLinkCreatedSchema>;

/** One link as staff see it under the application: never its token. */
export const UploadLinkSchema = z.object({
  _id: z.string(),
  slots: z.array(slot),
  received: z.array(slot),
  state: z.enum(UPLOAD_LINK_STATES),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type UploadLink = z.infer<typeof UploadLinkSchema>;

export const UploadLinkListSchema = z.object({ links: z.array(UploadLinkSchema) });
export type UploadLinkList = z.infer<typeof UploadLinkListSchema>;

/** A link of an application, in the path. */
export const UploadLinkParamsSchema = IdParamsSchema.extend({ linkId: ObjectIdSchema });

/** POST /api/upload/open: the link's token and the applicant's date of birth. */
export const OpenUploadLinkSchema = z.strictObject({
  token: ticketField(M.notFound),
  dob: text(M.birthDateRequired).trim().min(1, { error: M.birthDateRequired }).max(10, {
    error: M.birthDateRequired,
  }),
});
export type OpenUploadLinkInput = z.infer<typeof OpenUploadLinkSchema>;

/** What the applicant's page shows: their name and what is asked, nothing else of the record. */
export const UploadPageSchema = z.object({
  name: z.string(),
  expiresAt: z.string(),
  slots: z.array(z.object({ key: slot, label: z.string(), received: z.boolean() })),
});
export type UploadPage = z.infer<typeof UploadPageSchema>;

/** PUT /api/upload/file/:slot: the slot one file is for. */
export const UploadSlotParamsSchema = z.object({ slot });

/** The dashboard's count of applications the applicant sent documents to since `since`. */
export const ApplicantUploadsSchema = z.object({ count: z.number().int(), since: z.string() });
export type ApplicantUploads = z.infer<typeof ApplicantUploadsSchema>;
