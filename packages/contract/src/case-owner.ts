import { z } from 'zod';
import { NOTE_LIMITS } from './constants.ts';
import { IdParamsSchema, ObjectIdSchema } from './ids.ts';
import { MESSAGES } from './messages.ts';
import { trimmedText } from './text.ts';

/*
 * Whose case it is, beyond the assignment itself: the internal notes on an application (staff
 * only, never shown to applicants) and the users a case may be assigned to.
 */

/** POST addApplicationNote and PUT updateApplicationNote: the note's text, trimmed. */
export const NoteBodySchema = z.object({
  body: trimmedText(MESSAGES.notes.invalidBody, 1, NOTE_LIMITS.bodyMax).describe(
    `Plain text, 1 to ${NOTE_LIMITS.bodyMax} characters once trimmed.`,
  ),
});
export type NoteBody = z.infer<typeof NoteBodySchema>;

/** The address of one note of one application. */
export const NoteParamsSchema = IdParamsSchema.extend({ noteId: ObjectIdSchema });

/** One note as staff see it. */
export const NoteSchema = z.object({
  _id: z.string(),
  /** Who wrote it: null once that user is deleted; `authorName` still names them. */
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Later than `createdAt` when the note was edited. */
  updatedAt: z.string(),
  /** Until when its author may edit or delete it (createdAt + NOTE_LIMITS.editMinutes). */
  editableUntil: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;

/** GET fetchApplicationNotes: newest first. */
export const NoteListSchema = z.array(NoteSchema);

/** GET fetchAssignees: every user, by name, as the "Assigned to" choices show them. */
export const AssigneeListSchema = z.array(z.object({ _id: z.string(), name: z.string() }));
export type Assignee = z.infer<typeof AssigneeListSchema>[number];
