import { LABELS } from '@visadesk/contract/plain';
import '../../styles/case-owner.css';
import { useAddNoteMutation, useDeleteNoteMutation, useGetNotesQuery } from '../../api/case-owner';
import { useGetMeQuery } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { refusalOf } from '../components/run-action';
import { TitledCard } from '../components/titled-card';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { NoteItem } from './note-item';
import { NoteTextBox } from './note-text-box';
import { useNextDeadline } from './use-next-deadline';

const N = LABELS.notes;
const DELETE_LABELS = {
  confirmDeleteTitle: N.deleteTitle,
  confirmDelete: N.deleteConfirm,
  deleting: N.saving,
  deleted: N.deleted,
};

/**
 * The application's internal notes, newest first: the add box, and Edit and Delete on your own
 * while their window is open (the server judges; the buttons go when it closes), Delete on every
 * note for an admin. Never printed.
 */
export function NotesCard({ applicationId }: { applicationId: string }) {
  const { data: notes, isLoading, isError } = useGetNotesQuery(applicationId);
  const { data: me } = useGetMeQuery();
  const [add, adding] = useAddNoteMutation();
  const [remove, removing] = useDeleteNoteMutation();
  const zone = useOfficeTimeZone();
  const mine = (notes ?? []).filter((note) => note.authorId === me?._id);
  const now = useNextDeadline(mine.map((note) => note.editableUntil));
  const deletion = useConfirmedDelete({
    remove: (noteId: string) => remove({ id: applicationId, noteId }).unwrap(),
    isBusy: removing.isLoading,
    labels: DELETE_LABELS,
    question: () => N.internal,
    failureMessage: (failure) => (failure.kind === 'server' && failure.message ? failure.message : N.failed),
  });

  async function addNote(body: string) {
    try {
      await add({ id: applicationId, body }).unwrap();
      return null;
    } catch (error) {
      return refusalOf(error, N.failed);
    }
  }

  let list: React.ReactNode;
  if (isLoading) list = <PageSpinner />;
  else if (isError || !notes) list = <p className="text-body-secondary mb-0">{N.failed}</p>;
  else if (notes.length === 0) list = <p className="text-body-secondary mb-0">{N.none}</p>;
  else
    list = (
      <ul className="note-list list-unstyled mb-0">
        {notes.map((note) => (
          <NoteItem
            key={note._id}
            applicationId={applicationId}
            note={note}
            zone={zone}
            isOwnOpen={note.authorId === me?._id && Date.parse(note.editableUntil) > now}
            canDelete={me?.role === 'admin'}
            onDelete={(chosen) => deletion.ask(chosen._id)}
          />
        ))}
      </ul>
    );

  return (
    <TitledCard
      id="notes-title"
      title={N.title}
      className="notes-card d-print-none"
      headingClassName="card-section-title"
    >
      <p className="field-hint">{N.internal}</p>
      <NoteTextBox
        id="new-note"
        label={N.newNote}
        submitLabel={N.add}
        busyLabel={N.adding}
        isBusy={adding.isLoading}
        onSubmit={addNote}
      />
      <hr />
      {list}
      {deletion.dialog}
    </TitledCard>
  );
}
