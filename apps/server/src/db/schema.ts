import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => text('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'approver', 'staff'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A daily mail of what falls due in the next 30 days, through the outbox. */
    digestEnabled: boolean('digest_enabled').notNull().default(false),
    /**
     * The private calendar feed's secret, as a hash: whoever reads the database cannot subscribe.
     * Null: no feed. Renewing replaces it, and the old address stops answering.
     */
    calendarTokenHash: text('calendar_token_hash'),
    /** Disabled: cannot sign in, every session ended; kept (and named in history) unlike a deleted user. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when an admin chose the password (or an invitation is pending): changed at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Invited by mail and not yet with a password of their own; a resent invitation moves it. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    uniqueIndex('users_calendar_token_key').on(t.calendarTokenHash),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh marks the
 * used token and issues the next one in the same family. Presenting a used token again revokes the
 * whole family (a stolen token is then worthless to both holders).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt).where(sql`revoked_at is null`),
  ],
);

const documentKeys = {
  file1: text('file1_key'),
  file2: text('file2_key'),
  file3: text('file3_key'),
  file4: text('file4_key'),
  file5: text('file5_key'),
  file6: text('file6_key'),
  file7: text('file7_key'),
  file8: text('file8_key'),
  file9: text('file9_key'),
  file10: text('file10_key'),
  file11: text('file11_key'),
  file12: text('file12_key'),
};

/**
 * Visa applications (spec section 3). Files are referenced by storage key, never by path; a file's
 * 100x100 thumbnail lives at `<key>-t`.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    surname: text('surname').notNull(),
    givenN: text('given_n').notNull(),
    sex: text('sex').notNull(),
    birthCity: text('birth_city').notNull(),
    currentN: text('current_n').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    identification: text('identification').notNull(),
    nationalId: text('national_id').notNull(),
    company: text('company').notNull(),
    dutyDuration: text('duty_duration').notNull(),
    jobTitle: text('job_title').notNull(),
    salary: text('salary').notNull(),
    /** Normalised: no spaces, upper case. */
    passport: text('passport').notNull(),
    issuedCountry: text('issued_country').notNull(),
    phone: text('phone').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The language the applicant reads (a LOCALES code): their code and upload-link mails go out in it. */
    language: text('language').notNull().default('en'),
    isStatus: text('is_status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    pending: date('pending', { mode: 'string' }),
    approve: date('approve', { mode: 'string' }),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    visaExpiry: date('visa_expiry', { mode: 'string' }),
    permitExpiry: date('permit_expiry', { mode: 'string' }),
    /** The earliest of the three expiry dates (past ones too: overdue comes first). */
    nextDeadline: date('next_deadline', { mode: 'string' }).generatedAlwaysAs(
      sql`least(passport_expiry, visa_expiry, permit_expiry)`,
    ),
    /** The user whose case it is; none when unassigned or that user is deleted. */
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The case's reference, such as `K7M-29XD` (Crockford base 32, migration 0033): short enough to
     * read out on the phone, unique by construction (a sequence scrambled by a bijection).
     */
    reference: text('reference')
      .notNull()
      .default(sql`application_reference(nextval('application_reference_seq'))`),
    /** Why it was rejected (one of the office's reasons), details, and whether the applicant sees them. */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    rejectionShared: boolean('rejection_shared').notNull().default(false),
    imageKey: text('image_key'),
    ...documentKeys,
    /** When the applicant last sent a document through an upload link: "new from the applicant". */
    applicantUploadAt: timestamp('applicant_upload_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What a search compares: the name parts, passport, e-mail and national ID,
     * folded by `search_fold` (migration 0010: no accents, lower case), after a leading space so
     * that every word starts after one. Kept by the database on every write.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_fold(' ' || given_n || ' ' || surname || ' ' || passport || ' ' || email || ' ' || national_id)`,
      ),
    /** The full name both ways round, folded: an exact full-name match ranks first. */
    searchName: text('search_name').notNull().generatedAlwaysAs(sql`search_fold(given_n || ' ' || surname)`),
    searchNameReversed: text('search_name_reversed')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(surname || ' ' || given_n)`),
  },
  (t) => [
    uniqueIndex('applications_passport_key').on(t.passport),
    uniqueIndex('applications_email_key').on(t.email),
    uniqueIndex('applications_reference_key').on(t.reference),
    index('applications_status_id_idx').on(t.isStatus, t.id),
    // The list sorted by status, newest first within each (sorted-applications.ts); sorted the
    // other way it reads the index above backwards.
    index('applications_status_newest_idx').on(t.isStatus, t.id.desc().nullsFirst()),
    // The list sorted by the visa collect or approve date, either way, those without the date
    // last and newest first within a day (sorted-applications.ts): one index per order, since
    // read backwards an index would put the rows without a date first.
    index('applications_pending_asc_idx').on(t.pending.asc().nullsLast(), t.id.desc().nullsFirst()),
    index('applications_pending_desc_idx').on(t.pending.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('applications_approve_asc_idx').on(t.approve.asc().nullsLast(), t.id.desc().nullsFirst()),
    index('applications_approve_desc_idx').on(t.approve.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The list by the nearest deadline, and "expiring within N days" (a range of it), newest first
    // within a day; the rows without a deadline last.
    index('applications_next_deadline_idx').on(t.nextDeadline.asc().nullsLast(), t.id.desc().nullsFirst()),
    // The passports that expire within the reminder's window (mail/passport-reminders.ts).
    index('applications_passport_expiry_idx').on(t.passportExpiry),
    // What applicants sent through upload links lately (the dashboard, the list's filter).
    index('applications_applicant_upload_idx')
      .on(t.applicantUploadAt.desc(), t.id.desc().nullsFirst())
      .where(sql`applicant_upload_at is not null`),
    // "My cases" and a user's open cases, newest first.
    index('applications_assigned_to_idx').on(t.assignedTo, t.id.desc().nullsFirst()),
    // A search term of one character has no trigram: it matches the start of a passport, a
    // range in byte order ("C" collation); with status and id the range is read from the index
    // alone (search/).
    index('applications_passport_prefix_idx').on(sql`(${t.passport} collate "C")`, t.isStatus, t.id),
    // Two characters, the passports that start with them newest first: a page is read from here
    // alone, however many there are.
    index('applications_passport_start_idx').on(sql`left(${t.passport}, 2)`, t.id),
    // An exact full name, either way round, newest first: a search with more matches than it
    // lists finds its exact matches here without counting the others.
    index('applications_search_name_idx').on(t.searchName, t.id),
    index('applications_search_name_reversed_idx').on(t.searchNameReversed, t.id),
    // Every word of a search is looked up in this one trigram index. fastupdate
    // off: new rows go straight into the index. With the default pending list, rows wait
    // unindexed until a vacuum (which embedded PGlite never runs on its own), and every search
    // meanwhile scans that list or falls back to reading the whole table.
    index('applications_search_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // A word with five digits in a row is looked up by its digits' five-grams (`digit_grams` is
    // migration 0020's): a trigram of digits is in a hundredth of the rows.
    index('applications_search_digits')
      .using('gin', sql`digit_grams(${t.searchText})`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Every stored file, as a journal: a key is written here ('pending') before its bytes reach the
 * store, becomes 'attached' in the same transaction as the record that uses it, and 'deleting'
 * when the record lets go of it. A sweep removes pending and deleting leftovers, so a crash leaves
 * neither a record pointing at a missing file nor an orphan file.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    /**
     * 'retained': let go of by its record but named by one of that record's versions (or the
     * record is in Recently deleted), kept so a restore can bring it back; `heldFor` says which.
     */
    state: text('state', { enum: ['pending', 'attached', 'retained', 'deleting'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** For a retained file, the record whose history holds it: `<table>:<id>`. */
    heldFor: text('held_for'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_state_idx').on(t.state, t.createdAt).where(sql`state <> 'attached'`)],
);

export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the history still names who acted after that user is deleted. */
    changedByName: text('changed_by_name'),
    /** A rejection's reason and details, as they were given with this change. */
    reason: text('reason'),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_changes_app_idx').on(t.applicationId, t.changedAt)],
);

/** The public enquiry's audit trail: every lookup (matched or not) and every document view. */
export const publicLookups = pgTable(
  'public_lookups',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    clientAddress: text('client_address').notNull(),
    kind: text('kind', { enum: ['enquiry', 'document'] }).notNull(),
    // No foreign key: its check locked the application's row for every lookup,
    // writing to a random page of the table per enquiry. Deleting an application deletes its
    // lookups itself, and a batch keeps only entries whose application still exists.
    applicationId: text('application_id'),
    document: text('document'),
  },
  (t) => [index('public_lookups_app_idx').on(t.applicationId, t.at)],
);

/**
 * Pending applications per assignee ('' for none), kept by triggers (migration 0036): the
 * dashboard's open cases without counting the pending rows on every visit.
 */
export const openCaseCounts = pgTable('open_case_counts', {
  assignee: text('assignee').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** Totals per status, maintained by triggers (migration 0003); read instead of counting rows. */
export const applicationCounts = pgTable('application_counts', {
  status: text('status').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Applications per status and range of ids, kept by triggers (migration 0015), so a page in the
 * middle of the list skips whole ranges instead of reading every row before it.
 * An id starts with its creation second in hex: a block is the ids sharing their first 3
 * characters (2^20 s, about 12 days), a span those sharing their first 5 (2^12 s, about 68
 * minutes); a page is found by summing blocks, then the spans of one block.
 */
export const applicationBlockCounts = pgTable(
  'application_block_counts',
  {
    block: text('block').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.block, t.status] })],
);

export const applicationSpanCounts = pgTable(
  'application_span_counts',
  {
    block: text('block').notNull(),
    span: text('span').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.block, t.span, t.status] })],
);

/**
 * Applications per status that hold a term, kept by triggers (migration 0018): `p:`
 * and a passport's first one or two characters, `w:` and a whole word of the folded name. A search
 * for one of those is known to match more than it lists from one row, before any index is read.
 */
export const searchTermCounts = pgTable(
  'search_term_counts',
  {
    term: text('term').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.status] })],
);

/**
 * Applications per quarter hour (UTC) of `created_at`, kept by triggers (migration 0012). Every
 * time zone in use today is a whole number of quarter hours from UTC, so these buckets add up to
 * the office's days in any zone, chosen now or later: the dashboard's 12 weeks read
 * at most 8,064 rows instead of counting applications.
 */
export const applicationQuarterCounts = pgTable('application_quarter_counts', {
  quarter: timestamp('quarter', { withTimezone: true }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

const publishStatus = () =>
  text('status', { enum: ['Published', 'Unpublished'] })
    .notNull()
    .default('Unpublished');

/** Employers offered on the application form. Names are unique in any letter case. */
export const companies = pgTable(
  'companies',
  { id: id(), name: text('name').notNull(), createdAt: createdAt(), updatedAt: updatedAt() },
  (t) => [uniqueIndex('companies_name_key').on(sql`lower(${t.name})`)],
);

/** Job titles offered beside the spec's fixed list. Names are unique in any letter case. */
export const designations = pgTable(
  'designations',
  { id: id(), name: text('name').notNull(), createdAt: createdAt(), updatedAt: updatedAt() },
  (t) => [uniqueIndex('designations_name_key').on(sql`lower(${t.name})`)],
);

/**
 * Salaries: an amount, its ISO 4217 currency and how often it is paid. `name` is the text made of
 * them ("CAD 3,200 / month", contract salaryText), which the list shows and an application keeps:
 * one text is one salary. Records from before currencies have neither and keep their canonical
 * amount as their name ("3500"), which is what the applications that chose them hold.
 */
export const salaries = pgTable(
  'salaries',
  {
    id: id(),
    name: text('name').notNull(),
    amount: numeric('amount').notNull(),
    currency: text('currency'),
    period: text('period', { enum: ['hour', 'day', 'week', 'month', 'year'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('salaries_name_key').on(t.name)],
);

/**
 * Content pages (Markdown) shown at their own link. `published` is not stored: it is
 * `status = 'Published'`, so the two can never disagree. Links are stored lower-cased.
 */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link').notNull(),
    status: publishStatus(),
    shownOnNavbar: boolean('shown_on_navbar').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pages_title_key').on(sql`lower(${t.title})`),
    uniqueIndex('pages_link_key').on(t.link),
  ],
);

/** Homepage slides: `thumbnail` is the slide title, `title` its text, the image a stored file key. */
export const sliders = pgTable('sliders', {
  id: id(),
  thumbnail: text('thumbnail').notNull(),
  title: text('title').notNull(),
  imageKey: text('image_key').notNull(),
  status: publishStatus(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The site settings: one row (id 1), absent until an admin first saves them. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    tagline: text('tagline').notNull(),
    contactEmail: text('contact_email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    officeHours: text('office_hours').notNull(),
    facebook: text('facebook'),
    instagram: text('instagram'),
    linkedin: text('linkedin'),
    x: text('x'),
    youtube: text('youtube'),
    eligibilityUrl: text('eligibility_url').notNull(),
    /** IANA name; null: the server's own zone. */
    timeZone: text('time_zone'),
    /**
     * The status mails; a null text means the contract's default template. Off until
     * an admin turns them on, which needs a working mail server (mail/mail-server.ts).
     */
    statusMailsEnabled: boolean('status_mails_enabled').notNull().default(false),
    mailSenderName: text('mail_sender_name'),
    statusMailSubject: text('status_mail_subject'),
    statusMailBody: text('status_mail_body'),
    /** The one-time code before documents; off: the specification's enquiry. */
    documentCodeRequired: boolean('document_code_required').notNull().default(false),
    /** The applicant's mail some days before the passport expires; a null text: the default. */
    reminderMailsEnabled: boolean('reminder_mails_enabled').notNull().default(false),
    reminderDays: integer('reminder_days').notNull().default(90),
    reminderMailSubject: text('reminder_mail_subject'),
    reminderMailBody: text('reminder_mail_body'),
    /** How long a deleted record waits in Recently deleted before it is purged with its files. */
    deletedKeepDays: integer('deleted_keep_days').notNull().default(30),
    /** The history's bounds: versions older than so many days, or past so many a record; null: none. */
    historyKeepDays: integer('history_keep_days'),
    historyKeepVersions: integer('history_keep_versions'),
    /** The reasons a rejection is chosen from, in the office's order. */
    rejectionReasons: jsonb('rejection_reasons')
      .$type<string[]>()
      .notNull()
      .default(
        sql`'["Incomplete or missing documents","Passport valid for too short a time","The employer withdrew the offer","Medical requirements not met","Refused by the issuing authority"]'::jsonb`,
      ),
    /** Who must have a second factor: nobody, the admins, or everyone. */
    secondFactorRequired: text('second_factor_required', { enum: ['none', 'admins', 'everyone'] })
      .notNull()
      .default('none'),
    /** How long the audit log keeps an entry. */
    auditKeepDays: integer('audit_keep_days').notNull().default(365),
    /** The lowest role that may delete an application: approvers and admins unless widened. */
    deleteRole: text('delete_role', { enum: ['admin', 'approver', 'staff'] })
      .notNull()
      .default('approver'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_delete_role', sql`${t.deleteRole} IN ('admin', 'approver', 'staff')`),
    check(
      'settings_second_factor_required',
      sql`${t.secondFactorRequired} IN ('none', 'admins', 'everyone')`,
    ),
  ],
);

/**
 * The mail server an admin sets in Settings (one row, id 1), used while the server's own
 * configuration sets none. The password is sealed with a key derived from the server's secret,
 * which the database does not hold (mail/sealed-bodies.ts). `revision` counts changes to how mail
 * is sent; `verifiedAt` is when a test mail went through the server at `verifiedRevision`: the
 * server works while the two revisions are the same.
 */
export const mailServer = pgTable(
  'mail_server',
  {
    id: integer('id').primaryKey().default(1),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    security: text('security', { enum: ['none', 'starttls', 'tls'] }).notNull(),
    username: text('username').notNull().default(''),
    sealedPassword: text('sealed_password'),
    fromAddress: text('from_address').notNull(),
    revision: integer('revision').notNull().default(1),
    verifiedRevision: integer('verified_revision'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('mail_server_single_row', sql`${t.id} = 1`)],
);

/**
 * Mails to send: written in the transaction of the change that causes them, sent by
 * the outbox worker of any node (mail/outbox-worker.ts). A node claims a row by setting `claim` and
 * a lease; a row whose lease ran out (its node died mid-send) is claimed again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    /** The display name of the sender, as the settings said when the mail was written. */
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * The text body is sealed with a key the database does not hold (mail/sealed-bodies.ts): a
     * one-time code's mail. Emptied once the mail is sent or failed.
     */
    isSealed: boolean('is_sealed').notNull().default(false),
    kind: text('kind', {
      enum: ['status', 'test', 'code', 'digest', 'reminder', 'account', 'upload'],
    }).notNull(),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The node holding the row while it sends, and until when; both null otherwise. */
    claim: text('claim'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * When the node holding the row began handing it to the mail server; null while it only holds
     * it. An admin may cancel a row until then, not after (outbox.repository.ts, cancelMail).
     */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    /** A mail not accepted by then is not sent at all (a one-time code that has expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastAnswer: text('last_answer'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // What the worker looks for: the small set of rows still to send, by when they are due.
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`state in ('queued', 'sending')`),
    index('outbox_application_idx').on(t.applicationId),
  ],
);

/**
 * Keys kept with the data they sign: the printouts' verification key, made at first
 * use. In the database, so a backup restores it with the applications it certifies and a printout
 * stays genuine after a move; and apart from JWT_SECRET, so rotating the sessions' secret does not
 * void the papers applicants hold.
 */
/**
 * Work a start does once over data stored before it existed (files/sized-copies-job.ts), marked
 * here when a pass has gone through all of it, so later starts do not look again.
 */
export const finishedJobs = pgTable('finished_jobs', {
  name: text('name').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});

/**
 * One-time codes before an enquiry's documents. Only the newest
 * code of an application counts; it is kept as an HMAC under a key of `signing_keys`, never as
 * typed, so whoever reads the database (or a backup) cannot use a code waiting in it.
 */
export const documentCodes = pgTable(
  'document_codes',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries so far, right or wrong; past DOCUMENT_CODE.maxAttempts the code is refused. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_codes_app_idx').on(t.applicationId, t.id)],
);

/**
 * Every export of the application list: who, when, the list's filter as it was asked for, the
 * format and how many rows went out (null while it streams, or if it broke off).
 */
export const applicationExports = pgTable(
  'application_exports',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the record still names who exported after that user is deleted. */
    userName: text('user_name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    filter: jsonb('filter').notNull(),
    rows: integer('rows'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_exports_at_idx').on(t.at)],
);

/**
 * Every change to a record, by the database's own trigger in the same transaction as the change
 * (migration 0030): which columns changed, from what to what (`{column: [old, new]}`), not a whole
 * copy. Version 1 is the record as created; these rows are versions 2 and on.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    version: integer('version').notNull(),
    /**
     * 'restore': the change brought back an earlier version; 'link-upload': the applicant sent a
     * document through an upload link; 'enquiry-language': the applicant's status enquiry came from
     * a page in another language (`visadesk.action`, per transaction).
     */
    action: text('action', { enum: ['update', 'restore', 'link-upload', 'enquiry-language'] }).notNull(),
    /** The acting user's id, set per transaction (`visadesk.actor`); null for the system. */
    actor: text('actor'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tableName, t.recordId, t.version] }),
    index('record_versions_at_idx').on(t.at),
  ],
);

/**
 * Mails sent once per occasion however many nodes look (a daily digest, a passport reminder): a
 * node inserts the occasion's key in the transaction that queues the mail, and the key's
 * uniqueness stops any other node from queueing it again.
 */
export const sentReminders = pgTable('sent_reminders', {
  key: text('key').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff's internal notes on an application: never shown to applicants, never printed. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the note still names its author after that user is deleted. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('application_notes_app_idx').on(t.applicationId, t.id)],
);

/**
 * Recently deleted: a deleted application or catalogue record, moved here whole (its row as
 * JSON, and for an application its status history in `related`) until it is restored or purged.
 * Its files stay in the store, retained for it; its versions stay in record_versions.
 */
export const deletedRecords = pgTable(
  'deleted_records',
  {
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    data: jsonb('data').notNull(),
    related: jsonb('related'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the screen still names who deleted after that user is deleted. */
    deletedByName: text('deleted_by_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tableName, t.recordId] }),
    index('deleted_records_deleted_at_idx').on(t.deletedAt),
  ],
);

// ---- Staff accounts: second factors, sessions, one-time tickets, the audit log (issue 35) ----

/**
 * A user's time-based one-time code (RFC 6238): the secret sealed with a key derived from the
 * server's secret (like the mail server's password), when the first code confirmed it, and the
 * last time step accepted, so a code is taken once only. Kept off the users row, whose every
 * change is a version in the record history.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  /** Null while enrolment waits for its first code. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Recovery codes, stored as hashes, each usable once; renewing replaces the whole set. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys): named by their user, removable; the id is the credential's. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A sign-in: one per refresh-token family (its id), with where it came from and when it was last
 * seen, for the user's sessions list; `endedAt` once signed out or ended from elsewhere.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    clientAddress: text('client_address'),
    /** How the sign-in was completed. */
    method: text('method', { enum: ['password', 'totp', 'recovery', 'passkey'] }).notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.signedInAt)],
);

/** The browsers a user has signed in from (a long-lived cookie's hash): a new one is told by mail. */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browserHash] })],
);

/**
 * One-time tickets, as hashes: the half-signed-in ticket between password and second factor, an
 * enrolment that must finish first, an invitation to set one's password, a WebAuthn challenge.
 * `attempts` counts wrong answers; a ticket past its limit or `expiresAt` is refused.
 */
export const authTickets = pgTable(
  'auth_tickets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['sign-in', 'enrol', 'invitation', 'password-change', 'webauthn'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tickets_token_key').on(t.tokenHash),
    index('auth_tickets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Links an applicant sends missing documents with: the slots asked for and those received, only
 * the token's hash (a copy of the table opens no link), open until it expires, staff revoke it,
 * too many wrong dates of birth close it, or everything asked for has arrived.
 */
export const uploadLinks = pgTable(
  'upload_links',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    slots: jsonb('slots').$type<string[]>().notNull(),
    received: jsonb('received').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    birthDateFailures: integer('birth_date_failures').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('upload_links_token_key').on(t.tokenHash),
    index('upload_links_application_idx').on(t.applicationId, t.createdAt.desc()),
  ],
);

/**
 * The audit log (admins): sign-ins and their failures, second-factor and role changes, users
 * created, disabled and deleted, exports, restores, settings changes; who, when, from where. The
 * actor's and target's names are kept so an entry still reads after they are deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] })
      .notNull()
      .default('success'),
    /** Why a failure failed (wrong password, unknown user, wrong code, ...), in the contract's words. */
    reason: text('reason'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetName: text('target_name'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_action_idx').on(t.action, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
  ],
);
