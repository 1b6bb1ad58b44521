/** The record history's words, on every edit screen and the application's history card. */
const recordHistory = {
  changes: 'Changes',
  columns: { when: 'When', by: 'By', what: 'What changed' },
  added: 'Added',
  noChanges: 'No changes since it was added.',
  /** Who a version names when nobody signed in saved it. */
  bySystem: 'System',
  /** A version the applicant's status enquiry made: the language of the page they used. */
  byEnquiry: 'The applicant, through the status enquiry',
  fileAdded: (label: string) => `${label} added`,
  fileReplaced: (label: string) => `${label} replaced`,
  fileRemoved: (label: string) => `${label} removed`,
  restored: 'Restored from an earlier version',
  yes: 'Yes',
  no: 'No',
  failed: 'The changes could not be loaded.',
  /** A version beside today's record, and bringing it back. */
  compare: 'Compare',
  compareWith: (version: number) => `Compare version ${version} with today`,
  compareTitle: (version: number) => `Version ${version} and today`,
  compareColumns: { field: 'Field', atVersion: (version: number) => `Version ${version}`, now: 'Today' },
  /** Said in words beside a changed row, not by its colour alone. */
  differs: 'Changed',
  noFile: 'No file',
  compareFailed: 'This version could not be loaded.',
  restore: 'Restore this version',
  restoreTitle: (version: number) => `Restore version ${version}?`,
  restoreChanges: 'Restoring it changes:',
  restoreKeeps: 'What has its own actions stays as it is today:',
  restoreNothing: 'Its values are the same as today: there is nothing to restore.',
  restoreConfirm: 'Restore',
  restoring: 'Restoring…',
  cancel: 'Cancel',
  restoredAs: (version: number) => `Version ${version} restored.`,
  restoreFailed: 'The version could not be restored. Please try again.',
  /** A restore refused because the record changed since it was loaded (412). */
  restoreStale:
    'Someone changed this record since you opened it. Reload the page to see their change, then compare again.',
} as const;

/** The record history's area of LABELS. */
export const RECORD_HISTORY_LABELS = { recordHistory } as const;
