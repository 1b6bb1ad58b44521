/** Whose case it is: the internal notes, the quick assign and the dashboard's open cases. */
const notes = {
  title: 'Notes',
  /** Under the title: who sees them. */
  internal: 'Internal: never shown to the applicant, never printed or exported.',
  newNote: 'New note',
  add: 'Add note',
  adding: 'Adding…',
  edit: 'Edit',
  editNote: 'Edit note',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  delete: 'Delete',
  /** The confirmation's title and button. */
  deleteTitle: 'Delete this note?',
  deleteConfirm: 'Delete note',
  none: 'No notes yet.',
  failed: 'The notes could not be loaded.',
  /** After a note's time, when its text was changed since. */
  edited: 'edited',
  added: 'Note added.',
  saved: 'Note saved.',
  deleted: 'Note deleted.',
  /** Characters left of the limit. */
  left: (n: number) => `${n.toLocaleString('en')} characters left`,
} as const;

const assignment = {
  label: 'Assigned to',
  unassigned: 'Unassigned',
  assignToMe: 'Assign to me',
  /** The toast after a quick assign. */
  done: (name: string | null) => (name ? `Assigned to ${name}.` : 'The case is now unassigned.'),
  failed: 'The case could not be assigned.',
  /** While the users load, or when they could not be. */
  loading: 'Loading users…',
} as const;

const openCases = {
  title: 'Open cases',
  description: 'Pending applications by whom they are assigned to.',
  mine: 'Your open cases',
  columns: { user: 'User', count: 'Open' },
  unassigned: 'Unassigned',
  /** A user's row: their name, and "(you)" on the signed-in user's. */
  you: '(you)',
} as const;

export const CASE_OWNER_LABELS = { notes, assignment, openCases } as const;
