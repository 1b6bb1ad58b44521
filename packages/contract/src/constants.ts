/** Business constants and limits (spec section 9), shared by server and web. */

export const ROLES = ['admin', 'approver', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** How each role is named on screen: in the user list, the role choice and the dashboard subtitle. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  approver: 'Approver',
  staff: 'Staff',
};

/** What each role may do, in words, where a role is chosen (the server enforces the same, DESIGN.md section 5). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything: users, settings, the outbox and the audit log, as well as all an approver does.',
  approver: 'Applications including approving and rejecting them, companies and the other lists, content.',
  staff: 'Applications without changing their status, companies and the other lists, content.',
};

export const NAME_MIN = 3;
/**
 * An application search term (without its spaces) this long or longer finds each of its words in
 * names, passports, e-mails and national IDs; a shorter one matches the start of a passport (it
 * has no trigram to look up, and contained anywhere it would match most applications).
 */
export const SEARCH_CONTAINS_MIN = 3;
/**
 * A search counts its matches exactly up to this many. Beyond, it lists the first this many
 * (exact matches first, then newest) and says that more match: counting every match of a common
 * surname at a million applications takes 0.16-0.23 s.
 */
export const SEARCH_MATCHES_LISTED = 1_000;
export const NAME_MAX = 31;
/**
 * Company and designation names: a real legal name ("Al Noor Facilities Management LLC") passes
 * the specification's 31 characters.
 */
export const CATALOGUE_NAME_MAX = 100;
/** A phone number has this many digits, whatever separators it was typed with. */
export const PHONE_DIGITS = { min: 6, max: 20 } as const;
/** The longest search a list accepts. */
export const SEARCH_MAX = 100;
/** A new password's shortest length; passwords set before stay valid until changed. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 254;

export const PAGE_SIZE = {
  applications: 10,
  dashboard: 10,
  designations: 5,
  outbox: 20,
  recentlyDeleted: 20,
  audit: 50,
  max: 100,
} as const;

/**
 * The page sizes a list offers beside its own (PAGE_SIZE): none passes PAGE_SIZE.max, the most
 * the API gives in one page.
 */
export const PAGE_SIZE_CHOICES = [10, 25, 50, 100] as const;

/**
 * The orders of the application list: a column, descending with a leading `-`. `-createdAt`
 * (newest first) is the list's own; `name` is the given name then the surname, folded (case and
 * accents ignored) as the search folds it; `pending` and `approve` are the visa collect and approve
 * dates, applications without the date last either way.
 */
export const APPLICATION_SORTS = [
  '-createdAt',
  'createdAt',
  'name',
  '-name',
  'status',
  '-status',
  'pending',
  '-pending',
  'approve',
  '-approve',
  /** The nearest deadline (passport, visa or permit expiry) first; applications without one last. */
  'deadline',
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const DEFAULT_APPLICATION_SORT: ApplicationSort = '-createdAt';

/**
 * Client time-outs in milliseconds (spec section 9). The two uploads are about stalls, not total
 * time: an upload is given up after this long without a byte moving or, once sent, without an
 * answer, so a large file on a slow link still gets through.
 */
export const TIMEOUTS = {
  default: 5_000,
  deleteApplication: 10_000,
  applicationUpload: 20_000,
  sliderUpload: 5_000,
} as const;

export const MB = 1024 * 1024;
/**
 * Widths of the copies made of every stored image, in pixels: `small` for a document in a grid
 * (a few tens of kB), `large` for a screen and for paper; the original is only downloaded.
 */
export const IMAGE_WIDTHS = { small: 480, large: 1600 } as const;
/** Upload limits. The applicant's photo has one, on add and on edit alike. */
export const FILE_LIMITS = {
  applicationImage: 5 * MB,
  document: 5 * MB,
  sliderImage: 5 * MB,
} as const;

/**
 * A document may be a PDF of at most this many pages (a contract or a police clearance runs to a
 * few; a longer file is more likely a mistake than a document).
 */
export const PDF_PAGE_LIMIT = 50;

export const REFRESH_COOKIE = 'refreshToken';
export const TOKEN_STORAGE_KEY = 'token';
export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const NAVBAR_SCROLL_THRESHOLD_PX = 100;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const PUBLISH_STATUSES = ['Published', 'Unpublished'] as const;
export const SEX_OPTIONS = ['Male', 'Female'] as const;

/**
 * The specification's job titles. They are designations like any other: migration 0028 added the
 * missing ones to the designations once, and the office edits or deletes them there.
 */
export const JOB_TITLES = [
  'Driving',
  'Construction',
  'Electrician',
  'Holder',
  'Housekeeping',
  'Cleaner',
  'Plumber',
  'Packaging',
  'Cook',
  'Restaurant',
  'Manager',
  'Supervisor',
  'Worker',
  'Caring Operator',
] as const;

export const DOCUMENT_SLOTS = [
  { key: 'file1', label: 'Job Letter 1' },
  { key: 'file2', label: 'Job Letter 2' },
  { key: 'file3', label: 'Job Letter 3' },
  { key: 'file4', label: 'Job Letter 4' },
  { key: 'file5', label: 'LMIA 1' },
  { key: 'file6', label: 'LMIA 2' },
  { key: 'file7', label: 'LMIA 3' },
  { key: 'file8', label: 'LMIA 4' },
  { key: 'file9', label: 'Visa' },
  { key: 'file10', label: 'Visa Form' },
  { key: 'file11', label: 'Work Permit' },
  { key: 'file12', label: 'Air Tickets' },
] as const;
export type DocumentSlot = (typeof DOCUMENT_SLOTS)[number]['key'];

/** Toast defaults (spec section 8), which are react-hot-toast's own. */
export const TOAST = {
  successMs: 2_000,
  errorMs: 4_000,
  blankMs: 4_000,
  maxToasts: 20,
} as const;

/** How many weeks the dashboard's per-week chart shows, the current one included. */
export const DASHBOARD_WEEKS = 12;

/**
 * Internal notes on an application: a note's text, at most `bodyMax` characters once trimmed;
 * its author may change it for `editMinutes` after writing it.
 */
export const NOTE_LIMITS = { bodyMax: 4_000, editMinutes: 10 } as const;

/**
 * How long a deleted record waits in Recently deleted, and the history's optional bounds (Settings >
 * Retention): whole days and versions per record, within these ranges.
 */
/** How many days before a passport expires its applicant may be reminded (Settings > Mail). */
export const REMINDER_DAYS = { min: 1, max: 730 } as const;

export const RETENTION = {
  deletedKeepDays: { min: 1, max: 365, default: 30 },
  historyKeepDays: { min: 1, max: 3650 },
  historyKeepVersions: { min: 1, max: 1000 },
  auditKeepDays: { min: 30, max: 3650, default: 365 },
} as const;
