import { AUDIT_REASONS } from '../audit-words.ts';

/** The audit log (admins): who did what to accounts and data, when and from where. */
const audit = {
  title: 'Audit log',
  subtitle:
    'Sign-ins, account and second-factor changes, exports, restores and settings changes: who, when and from where.',
  filters: 'Filter the audit log',
  action: 'Action',
  anyAction: 'Any action',
  outcome: 'Outcome',
  anyOutcome: 'Any outcome',
  outcomes: { success: 'Success', failure: 'Failure' },
  who: 'Who',
  anyone: 'Anyone',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exported: 'Audit log exported.',
  exportFailed: 'The audit log could not be exported. Please try again.',
  columns: { when: 'WHEN', action: 'ACTION', who: 'WHO', what: 'WHAT', where: 'FROM' },
  someone: 'Not signed in',
  pages: 'Audit log pages',
  total: (count: number) => (count === 1 ? '1 entry' : `${count.toLocaleString('en')} entries`),
  empty: 'No entries match.',
  fetchError: 'The audit log could not be loaded.',
  retry: 'Try again',
  reasons: AUDIT_REASONS,
} as const;

export const AUDIT_LABELS = { audit } as const;
