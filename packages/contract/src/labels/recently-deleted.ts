/** Recently deleted (admins): deleted applications and records until they are restored or purged. */
const recentlyDeleted = {
  title: 'Recently deleted',
  subtitle: (days: number) =>
    `Deleted applications and records wait here for ${days} days, then they are removed for good with their files.`,
  /** The kinds of record, as tabs. */
  kindsLabel: 'What was deleted',
  kinds: {
    applications: 'Applications',
    companies: 'Companies',
    designations: 'Designations',
    salaries: 'Salaries',
    pages: 'Pages',
    sliders: 'Sliders',
  },
  columns: {
    name: 'NAME',
    passport: 'Passport',
    deleted: 'DELETED',
    purgeOn: 'PURGED ON',
    actions: 'ACTIONS',
  },
  deletedBy: (who: string) => `by ${who}`,
  restore: 'Restore',
  restoring: 'Restoring...',
  restoreRecord: (name: string) => `Restore ${name}`,
  purge: 'Delete forever',
  purging: 'Deleting...',
  purgeRecord: (name: string) => `Delete ${name} forever`,
  confirmPurgeTitle: 'Delete forever?',
  confirmPurgeText: (name: string) =>
    `"${name}" will be removed for good, with its files and its history. This cannot be undone.`,
  /** A restore or purge that failed without the server's reason. */
  actionError: 'That did not work. Please try again.',
  empty: 'Nothing here: nothing of this kind was deleted recently.',
  fetchError: 'Recently deleted could not be loaded.',
  retry: 'Try again',
  pages: 'Recently deleted pages',
  /** The retention settings (Settings > Retention). */
  settings: {
    title: 'Retention',
    deletedKeepDays: 'Keep deleted records (days)',
    deletedKeepDaysHint:
      'How long a deleted application or record waits in Recently deleted, from 1 to 365 days.',
    historyKeepDays: 'Keep the history (days)',
    historyKeepDaysHint: 'Versions older than this are deleted. Empty: the whole history is kept.',
    historyKeepVersions: 'Keep versions of each record',
    historyKeepVersionsHint: 'Only the newest versions of each record are kept. Empty: all of them.',
    auditKeepDays: 'Keep the audit log for (days)',
    auditKeepDaysHint: 'Sign-ins, account changes, exports and restores older than this are deleted.',
  },
} as const;

/** Recently deleted's area of LABELS. */
export const RECENTLY_DELETED_LABELS = { recentlyDeleted } as const;
