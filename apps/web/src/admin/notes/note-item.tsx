import type { Note } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useUpdateNoteMutation } from '../../api/case-owner';
import { formatDateTime } from '../../lib/dates';
import { refusalOf } from '../components/run-action';
import { NoteTextBox } from './note-text-box';

const N = LABELS.notes;

interface NoteItemProps {
  applicationId: string;
  note: Note;
  zone: string | undefined;
  /** Its author, within the window: Edit and Delete. */
  isOwnOpen: boolean;
  /** An admin: Delete on every note. */
  canDelete: boolean;
  onDelete: (note: Note) => void;
}

/** One note: author and time, its text (kept as written, line breaks too), and what its viewer may do. */
export function NoteItem({ applicationId, note, zone, isOwnOpen, canDelete, onDelete }: NoteItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [update, { isLoading }] = useUpdateNoteMutation();
  const isEdited = note.updatedAt > note.createdAt;

  async function save(body: string) {
    try {
      await update({ id: applicationId, noteId: note._id, body }).unwrap();
      setIsEditing(false);
      return null;
    } catch (error) {
      return refusalOf(error, N.failed);
    }
  }

  return (
    <li className="note-item">
      <p className="note-meta mb-1">
        <strong>{note.authorName}</strong>{' '}
        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, zone)}</time>
        {isEdited && <span className="text-body-secondary"> ({N.edited})</span>}
      </p>
      {isEditing && isOwnOpen ? (
        <NoteTextBox
          id={`note-edit-${note._id}`}
          label={N.editNote}
          initial={note.body}
          submitLabel={N.save}
          busyLabel={N.saving}
          isBusy={isLoading}
          onSubmit={save}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <p className="note-body mb-1">{note.body}</p>
      )}
      {!isEditing && (isOwnOpen || canDelete) && (
        <div className="note-actions d-flex gap-2">
          {isOwnOpen && (
            <Button size="sm" variant="link" className="p-0" onClick={() => setIsEditing(true)}>
              {N.edit}
            </Button>
          )}
          <Button size="sm" variant="link" className="p-0 text-danger" onClick={() => onDelete(note)}>
            {N.delete}
          </Button>
        </div>
      )}
    </li>
  );
}
