/** The record history's words, on every edit screen and the application's history card. */
const recordHistory = {
  changes: 'Changes',
  columns: { when: 'When', by: 'By', what: 'What changed' },
  added: 'Added',
  noChanges: 'No changes since it was added.',
  /** Who a version names when nobody signed in saved it. */
  bySystem: 'System',
  fileAdded: (label: string) => `${label} added`,
  fileReplaced: (label: string) => `${label} replaced`,
  fileRemoved: (label: string) => `${label} removed`,
  restored: 'Restored from an earlier version',
  yes: 'Yes',
  no: 'No',
  failed: 'The changes could not be loaded.',
} as const;

/** The record history's area of LABELS. */
export const RECORD_HISTORY_LABELS = { recordHistory } as const;
