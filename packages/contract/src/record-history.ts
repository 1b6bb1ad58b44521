import { z } from 'zod';
import { IdParamsSchema } from './ids.ts';
import { MESSAGES } from './messages.ts';

/*
 * A record's history (DESIGN.md section 3): every version, newest first. Version 1 is the record as
 * created; each later one holds only the fields its save changed, named as the record's API names
 * them. A file field (the photo, a document slot) says only whether it held a file before and after:
 * its bytes are reached through the version itself.
 */

const FieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const FieldChangeSchema = z.object({
  field: z.string(),
  from: FieldValueSchema,
  to: FieldValueSchema,
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/**
 * Saves no user made: 'link-upload', the applicant sent a document through an upload link;
 * 'enquiry-language', the applicant's status enquiry came from a page in another language.
 */
export const RECORD_VERSION_ACTIONS = [
  'created',
  'update',
  'restore',
  'link-upload',
  'enquiry-language',
] as const;

export const RecordVersionSchema = z.object({
  version: z.number().int(),
  at: z.string(),
  /** Who saved it; null when nobody signed in did (the system) or that user is deleted. */
  by: z.string().nullable(),
  action: z.enum(RECORD_VERSION_ACTIONS),
  changes: z.array(FieldChangeSchema),
});
export type RecordVersion = z.infer<typeof RecordVersionSchema>;

/** A version without its changes: which one, when, by whom, how. */
export const RecordVersionMetaSchema = RecordVersionSchema.omit({ changes: true });
export type RecordVersionMeta = z.infer<typeof RecordVersionMetaSchema>;

/**
 * One record as it was at a version: in the shape its own GET answers (`record`, so its files
 * display), and the version's meta.
 */
export const recordAtVersionSchema = <R extends z.ZodType>(record: R) =>
  z.object({ record, version: RecordVersionMetaSchema });

/** A record's id and one version's number in the path; a version is a whole number from 1. */
export const VersionParamsSchema = IdParamsSchema.extend({
  version: z.coerce
    .number({ error: MESSAGES.common.versionNumber })
    .int({ error: MESSAGES.common.versionNumber })
    .min(1, { error: MESSAGES.common.versionNumber })
    .max(2_147_483_647, { error: MESSAGES.common.versionNumber }),
});

export const RecordVersionsSchema = z.object({ versions: z.array(RecordVersionSchema) });
export type RecordVersions = z.infer<typeof RecordVersionsSchema>;
