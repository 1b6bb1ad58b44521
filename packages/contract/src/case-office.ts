import { ROLE_LABELS, ROLES, type Role } from './constants.ts';

/*
 * What an office expects of a case (issue 34, item 9): the reference, the rejection reasons and
 * who may delete. Plain values (no zod): the public enquiry reads the reference rule too.
 */

/** Crockford's base 32: the reference's alphabet (no I, L, O or U). */
const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]{7}$/;

/**
 * A term as people type a reference (`k7m 29xd`, `K7M29XD`, `K7M-29XO`) in its one stored form,
 * `K7M-29XD`; null when it cannot be one. Crockford's reading: O is 0, I and L are 1.
 */
export function normalizeReference(term: string): string | null {
  const plain = term
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return CROCKFORD.test(plain) ? `${plain.slice(0, 3)}-${plain.slice(3)}` : null;
}

/** A shared rejection as the applicant reads it in a mail: `Reason: ... .` and the note. */
export const rejectionInWords = (reason: string | null, note: string | null): string =>
  [reason ? `Reason: ${reason}.` : '', note ?? ''].filter(Boolean).join(' ');

/** The office's list of rejection reasons (Settings > Cases) and a rejection's note. */
export const REJECTION_LIMITS = { reasons: { min: 1, max: 30 }, reasonLength: 120, noteMax: 1000 } as const;

/** The reasons an office starts with (the database's default is the same list, migration 0033). */
export const DEFAULT_REJECTION_REASONS = [
  'Incomplete or missing documents',
  'Passport valid for too short a time',
  'The employer withdrew the offer',
  'Medical requirements not met',
  'Refused by the issuing authority',
];

/** How many applications one bulk action takes at most (a page of the list at its largest is 100). */
export const BULK_MAX_IDS = 200;

/** The lowest role that may delete an application; approvers and admins unless an admin changes it. */
export const DEFAULT_DELETE_ROLE: Role = 'approver';

/** Whether `role` is at or above `lowest` (admin > approver > staff). */
export const roleAtLeast = (role: Role, lowest: Role): boolean =>
  ROLES.indexOf(role) <= ROLES.indexOf(lowest);

/** The case settings an office starts with. */
export const DEFAULT_CASE_SETTINGS = {
  rejectionReasons: DEFAULT_REJECTION_REASONS,
  deleteRole: DEFAULT_DELETE_ROLE,
};

/** What the API answers about references, reasons and deletion. */
export const CASE_OFFICE_MESSAGES = {
  unknownReason: 'Please choose one of the rejection reasons in Settings.',
  noteLength: `A note may be at most ${REJECTION_LIMITS.noteMax.toLocaleString('en')} characters.`,
  sharedSwitch: 'Choose whether the applicant sees the reason.',
  reasonsCount: `Please keep ${REJECTION_LIMITS.reasons.min} to ${REJECTION_LIMITS.reasons.max} rejection reasons.`,
  reasonLength: `Each rejection reason must be 1 to ${REJECTION_LIMITS.reasonLength} characters long.`,
  reasonsRepeated: 'Each rejection reason may appear only once.',
  deleteRole: 'Choose who may delete applications: admins, approvers or staff.',
  bulkIds: `Please select 1 to ${BULK_MAX_IDS} applications.`,
  bulkAction: 'Please choose assign, status or delete.',
  deleteForbidden: (lowest: Role) =>
    lowest === 'admin'
      ? 'Only admins may delete applications (Settings > Cases).'
      : `Only ${ROLE_LABELS[lowest].toLowerCase()}s and above may delete applications (Settings > Cases).`,
} as const;

/** The back-office's words for them. */
export const CASE_OFFICE_LABELS = {
  reference: 'Reference',
  copyReference: 'Copy reference',
  referenceCopied: 'Reference copied.',
  rejection: {
    reason: 'Reason',
    chooseReason: 'No reason given',
    note: 'Note',
    noteHint: `Optional, up to ${REJECTION_LIMITS.noteMax.toLocaleString('en')} characters.`,
    shared: 'Show the reason and note to the applicant',
    sharedHint: 'On: the status check, the printout and the status mail show them. Off: staff only.',
    heading: 'Rejection',
    sharedYes: 'Shown to the applicant',
    sharedNo: 'Staff only',
  },
  /** The list's bulk actions on the selected rows. */
  bulk: {
    selectAll: 'Select every application on this page',
    select: (name: string) => `Select ${name}`,
    selected: (n: number) => `${n} selected`,
    toolbar: 'Actions on the selected applications',
    assignTo: 'Assign to',
    chooseAssignee: 'Choose a user',
    unassign: 'No one (unassign)',
    assign: 'Assign',
    status: 'Change status to',
    chooseStatus: 'Choose a status',
    applyStatus: 'Change status',
    exportSelected: 'Export selected (CSV)',
    delete: 'Delete selected',
    clear: 'Clear selection',
    confirmStatusTitle: 'Change the status of the selected applications?',
    confirmStatus: (n: number, status: string) =>
      `${n} application${n === 1 ? '' : 's'} will be set to ${status}. Those already ${status} are skipped. Each change is recorded and mails the applicant as a single change does.`,
    confirmDeleteTitle: 'Delete the selected applications?',
    confirmDelete: (n: number, days: number) =>
      `${n} application${n === 1 ? '' : 's'} will move to Recently deleted, where an admin can restore ${n === 1 ? 'it' : 'them'} for ${days} days.`,
    confirm: 'Yes, go ahead',
    busy: 'Working...',
    /** What a bulk action did, counted by outcome; the ones not done say why in the list below. */
    outcome: (done: number, skipped: number, missing: number, failed: number) =>
      [
        `${done} done`,
        skipped ? `${skipped} skipped (already so)` : '',
        missing ? `${missing} no longer there` : '',
        failed ? `${failed} failed` : '',
      ]
        .filter(Boolean)
        .join(', ') + '.',
    failed: 'The action could not be carried out. Please try again.',
  },
  settings: {
    section: 'Cases',
    reasons: 'Rejection reasons',
    reasonsHint: `What a rejection may give as its reason, in this order (${REJECTION_LIMITS.reasons.min} to ${REJECTION_LIMITS.reasons.max}). Renaming or removing one leaves earlier rejections as they were.`,
    reason: (n: number) => `Reason ${n}`,
    addReason: 'Add a reason',
    removeReason: (n: number) => `Remove reason ${n}`,
    moveUp: (n: number) => `Move reason ${n} up`,
    moveDown: (n: number) => `Move reason ${n} down`,
    deleteRole: 'Who may delete applications',
    deleteRoles: {
      admin: 'Admins only',
      approver: 'Approvers and admins (the default)',
      staff: 'Everyone: staff, approvers and admins',
    } satisfies Record<Role, string>,
    deleteRoleHint:
      'A deleted application waits in Recently deleted, where an admin can restore it. Staff cannot change a status; letting them delete is a wider right than that.',
  },
} as const;
