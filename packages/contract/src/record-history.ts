import { z } from 'zod';

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

export const RECORD_VERSION_ACTIONS = ['created', 'update', 'restore'] as const;

export const RecordVersionSchema = z.object({
  version: z.number().int(),
  at: z.string(),
  /** Who saved it; null when nobody signed in did (the system) or that user is deleted. */
  by: z.string().nullable(),
  action: z.enum(RECORD_VERSION_ACTIONS),
  changes: z.array(FieldChangeSchema),
});
export type RecordVersion = z.infer<typeof RecordVersionSchema>;

export const RecordVersionsSchema = z.object({ versions: z.array(RecordVersionSchema) });
export type RecordVersions = z.infer<typeof RecordVersionsSchema>;
