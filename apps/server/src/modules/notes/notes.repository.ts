import { NOTE_LIMITS } from '@visadesk/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, applicationNotes as notes } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';

export type NoteRow = typeof notes.$inferSelect;

/** One note, addressed by its application and its own id. */
export type NoteAddress = { applicationId: string; noteId: string };

const at = ({ applicationId, noteId }: NoteAddress) =>
  and(eq(notes.id, noteId), eq(notes.applicationId, applicationId));

/** Still in its author's window: judged by the database's clock, the one that stamped it. */
const inWindow = sql`${notes.createdAt} > now() - ${NOTE_LIMITS.editMinutes} * interval '1 minute'`;

export async function applicationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id));
  return row !== undefined;
}

/** An application's notes, newest first (few per application: read through its index). */
export function listNotes(db: Db, applicationId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(notes)
    .where(eq(notes.applicationId, applicationId))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

export async function getNote(db: Db, address: NoteAddress): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(at(address));
  return row;
}

export async function insertNote(
  db: Db,
  values: { applicationId: string; authorId: string; authorName: string; body: string },
): Promise<NoteRow> {
  const [row] = await db
    .insert(notes)
    .values({ id: newObjectId(), ...values })
    .returning();
  return row as NoteRow;
}

/** The new text, if `authorId` wrote the note and its window is open; undefined otherwise. */
export async function updateOwnNote(db: Db, address: NoteAddress, authorId: string, body: string) {
  const [row] = await db
    .update(notes)
    .set({ body, updatedAt: sql`now()` })
    .where(and(at(address), eq(notes.authorId, authorId), inWindow))
    .returning();
  return row;
}

/**
 * Deletes the note: any note when `authorId` is null (an admin), else only the author's own
 * within its window. True when it was deleted.
 */
export async function deleteNote(db: Db, address: NoteAddress, authorId: string | null): Promise<boolean> {
  const own = authorId === null ? undefined : and(eq(notes.authorId, authorId), inWindow);
  const rows = await db
    .delete(notes)
    .where(and(at(address), own))
    .returning({ id: notes.id });
  return rows.length > 0;
}
