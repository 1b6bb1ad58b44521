import { MESSAGES, NOTE_LIMITS, type Note, type User } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { violatedForeignKey } from '../../lib/db-errors.ts';
import * as repo from './notes.repository.ts';

const N = MESSAGES.notes;
const WINDOW_MS = NOTE_LIMITS.editMinutes * 60_000;

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** A note as staff see it, with until when its author may change it. */
export function toNote(row: repo.NoteRow): Note {
  return {
    _id: row.id,
    authorId: row.authorId,
    authorName: row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: new Date(row.createdAt.getTime() + WINDOW_MS).toISOString(),
  };
}

/**
 * Internal notes (decision 191): any staff reads and adds; the author edits or deletes within the
 * window, an admin deletes any time. A change is one conditional statement, so the window and the
 * author are checked where the row is written; only a refused change reads the note to say why.
 */
export function createNotesService(db: Db) {
  /** Why `user` may not change the note (404 when there is none). */
  async function refusal(address: repo.NoteAddress, user: User, notAuthor: string): Promise<AppError> {
    const note = await repo.getNote(db, address);
    if (!note) return notFound(N.notFound);
    return forbidden(note.authorId === user._id ? N.windowClosed : notAuthor);
  }

  return {
    async list(applicationId: string): Promise<Note[]> {
      const rows = await repo.listNotes(db, applicationId);
      if (rows.length === 0 && !(await repo.applicationExists(db, applicationId)))
        throw notFound(MESSAGES.applications.noData);
      return rows.map(toNote);
    },

    async add(applicationId: string, body: string, author: User): Promise<Note> {
      try {
        const values = { applicationId, authorId: author._id, authorName: author.name, body };
        return toNote(await repo.insertNote(db, values));
      } catch (error) {
        // The application is gone (or was never there): its key says so, in the same statement.
        if (violatedForeignKey(error) === 'application_notes_application_id_applications_id_fk')
          throw notFound(MESSAGES.applications.noData);
        throw error;
      }
    },

    async update(address: repo.NoteAddress, body: string, user: User): Promise<Note> {
      const row = await repo.updateOwnNote(db, address, user._id, body);
      if (!row) throw await refusal(address, user, N.onlyAuthor);
      return toNote(row);
    },

    async remove(address: repo.NoteAddress, user: User): Promise<void> {
      const deleted = await repo.deleteNote(db, address, user.role === 'admin' ? null : user._id);
      if (!deleted) throw await refusal(address, user, N.onlyAuthorOrAdmin);
    },
  };
}
