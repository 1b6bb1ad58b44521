import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './i18n/locales.ts';
import { byResource, resourceRoutes } from './resources.ts';

/** API paths exactly as the specification's section 7, plus the few the product adds. */
export const API = {
  users: {
    login: '/api/users/login',
    refresh: '/api/users/refresh',
    logout: '/api/users/logout',
    me: '/api/users/me',
    /** Ends every session of the signed-in user but the current one. */
    logoutOthers: '/api/users/logout_others',
    /** GET: the signed-in user's live sessions (UserSessionListSchema). */
    sessions: '/api/users/sessions',
    /** DELETE: ends one of the signed-in user's own sessions; another user's is 404. */
    session: (id: string) => `/api/users/sessions/${id}`,
    list: '/api/users/get_users',
    /** Any staff: every user a case may be assigned to, id and name only, by name. */
    assignees: '/api/users/fetchAssignees',
    /** One user, for the edit screen. */
    get: (id: string) => `/api/users/get_user/${id}`,
    create: '/api/users/add_user',
    /** Admins: a new user who chooses their own password from a one-time link sent by mail. */
    invite: '/api/users/invite',
    /** Admins: a new link for an invited user who has not yet chosen a password; the old one ends. */
    resendInvitation: (id: string) => `/api/users/resendInvitation/${id}`,
    /** Public, the ticket being the credential: whom an invitation is for (InvitationSchema). */
    invitation: '/api/users/invitation',
    /** Public: the invitation's ticket and the chosen password; answers as a sign-in does. */
    acceptInvitation: '/api/users/acceptInvitation',
    /** The sign-in step of a user whose password an admin chose: their own, with the step's ticket. */
    loginNewPassword: '/api/users/login/newPassword',
    update: (id: string) => `/api/users/update_user/${id}`,
    remove: (id: string) => `/api/users/delete_user/${id}`,
    /** Admins: a disabled user is signed out at once and cannot sign in; kept with their history. */
    disable: (id: string) => `/api/users/disableUser/${id}`,
    enable: (id: string) => `/api/users/enableUser/${id}`,
    /** Every version of one user, newest first (RecordVersionsSchema): never a password. */
    versions: (id: string) => `/api/users/fetchUserVersions/${id}`,
    /** One user as at a version (recordAtVersionSchema); users have no restore. */
    version: (id: string, version: number | string) => `/api/users/fetchUserVersion/${id}/${version}`,
    profile: '/api/users/profile',
    /** The signed-in user's daily digest of what falls due: on or off (DigestSubscriptionSchema). */
    digest: '/api/users/me/digest',
    /** POST makes (or renews) the signed-in user's calendar feed and answers its address once; DELETE ends it. */
    calendarFeed: '/api/users/me/calendarFeed',
    /** The second step of a sign-in: the ticket and a code or a recovery code (DESIGN.md section 5). */
    loginTwoFactor: '/api/users/login/twoFactor',
    /** GET: the signed-in user's second factors (TwoFactorStatusSchema). */
    twoFactor: '/api/users/twoFactor',
    /** POST: a new key waiting for its first code; signed in, or with an enrolment ticket. */
    twoFactorSetup: '/api/users/twoFactor/setup',
    /** POST: the first code turns the key on and answers the recovery codes, once. */
    twoFactorEnable: '/api/users/twoFactor/enable',
    /** POST: turns the code off (asks the password or a code). */
    twoFactorDisable: '/api/users/twoFactor/disable',
    /** POST: replaces the recovery codes (asks the password or a code). */
    recoveryCodes: '/api/users/twoFactor/recoveryCodes',
    /** Admins: removes another user's second factors and signs them out everywhere. */
    resetTwoFactor: (id: string) => `/api/users/resetTwoFactor/${id}`,
  },
  /** Public, the secret being the credential: the user's deadlines as iCalendar (`<secret>.ics`). */
  calendarFeed: (file: string) => `/api/calendar/${file}`,
} as const;

/** Screen routes of the web app, shared with the end-to-end tests. */
export const ROUTES = {
  home: '/',
  enquiry: '/enquiry',
  viewOne: '/view-one',
  /** A printout's verification page (verifyPath builds one). */
  verify: '/verify/:token',
  login: '/login',
  dashboard: '/dashboard',
  users: '/userManagement',
  addUser: '/addUserManagement',
  inviteUser: '/inviteUserManagement',
  /** The invitation mail's link: the ticket follows in the fragment, never sent to a server. */
  invitation: '/invitation',
  editUser: '/editUserManagement',
  /** The applicant's upload page: the link's token follows in the fragment (`/upload/#<token>`). */
  upload: '/upload/',
  applications: '/application',
  addApplication: '/addUserApplication',
  editApplication: '/editApplication',
  userView: '/userView',
  /** Each resource's list, add and edit screens: `companies`, `addCompany`, `editCompany`, ... */
  ...resourceRoutes(),
  profile: '/profile',
  settings: '/setting',
  outbox: '/outbox',
  /** Admins: deleted applications and records, until they are purged. */
  recentlyDeleted: '/recentlyDeleted',
  /** Admins: the audit log. */
  auditLog: '/auditLog',
} as const;

/** `path` in `locale`: English's as it is, another language's under its prefix (`/ar/enquiry`). */
export const localisedPath = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;

/** The language a path is in, by its prefix; English when it has none. */
export function localeOfPath(pathname: string): Locale {
  const prefix = pathname.split('/')[1]?.toLowerCase();
  return prefix !== DEFAULT_LOCALE && isLocale(prefix) ? prefix : DEFAULT_LOCALE;
}

/** `pathname` without its language's prefix: the page's English path (`/ar/enquiry`: `/enquiry`). */
export function unlocalisedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  return locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1) || ROUTES.home;
}

/**
 * The public pages built to HTML with their content (apps/web's build): the server answers each
 * path with its file, so the page shows before any script runs. Every other page is the client
 * app's index.html. The enquiry is built in every language (`/ar/enquiry`: `ar/enquiry.html`).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  [ROUTES.home]: 'landing.html',
  ...Object.fromEntries(
    LOCALES.map(({ code }) => [
      localisedPath(code, ROUTES.enquiry),
      code === DEFAULT_LOCALE ? 'enquiry.html' : `${code}/enquiry.html`,
    ]),
  ),
};

/** Application endpoints (spec section 7) and the ones the product adds. */
export const APPLICATION_API = {
  list: '/api/application/fetchApplication',
  get: (id: string) => `/api/application/fetchApplication/${id}`,
  history: (id: string) => `/api/application/fetchApplicationHistory/${id}`,
  /** Every version of the record, newest first (RecordVersionsSchema). */
  versions: (id: string) => `/api/application/fetchApplicationVersions/${id}`,
  /** Any staff: the application as it was at a version (recordAtVersionSchema). */
  version: (id: string, version: number | string) =>
    `/api/application/fetchApplicationVersion/${id}/${version}`,
  /** Admins and approvers: the fields and files back as at a version (If-Match), status kept. */
  restoreVersion: (id: string, version: number | string) =>
    `/api/application/restoreApplicationVersion/${id}/${version}`,
  create: '/api/application/addApplication',
  update: (id: string) => `/api/application/updateApplication/${id}`,
  documents: (id: string) => `/api/application/updateApplicationAdd/${id}`,
  /** Any staff: the photo and every filled document slot as one ZIP, streamed, named after the applicant. */
  downloadDocuments: (id: string) => `/api/application/downloadDocuments/${id}`,
  /** One document slot on its own (the screens upload each document on its own): multipart field `file`. */
  document: (id: string, slot: string) => `/api/application/${id}/documents/${slot}`,
  pending: (id: string) => `/api/application/updateApplicationPending/${id}`,
  approve: (id: string) => `/api/application/updateApplicationApprove/${id}`,
  reject: (id: string) => `/api/application/updateApplicationReject/${id}`,
  remove: (id: string) => `/api/application/deleteApplication/${id}`,
  /** Any staff: whose case it is (AssignApplicationBodySchema). */
  assign: (id: string) => `/api/application/assignApplication/${id}`,
  /** Selected applications at once: assign, change status or delete (BulkApplicationsBodySchema). */
  bulk: '/api/application/bulkApplications',
  /** Any staff: the application's internal notes, newest first (NoteListSchema). */
  notes: (id: string) => `/api/application/fetchApplicationNotes/${id}`,
  /** Any staff: a note on the application (NoteBodySchema). */
  addNote: (id: string) => `/api/application/addApplicationNote/${id}`,
  /** Its author, within NOTE_LIMITS.editMinutes: the note's new text (NoteBodySchema). */
  updateNote: (id: string, noteId: string) => `/api/application/updateApplicationNote/${id}/${noteId}`,
  /** Its author within NOTE_LIMITS.editMinutes, or an admin at any time. */
  deleteNote: (id: string, noteId: string) => `/api/application/deleteApplicationNote/${id}/${noteId}`,
  /** Admins: the applications in Recently deleted, paged (DeletedApplicationListSchema). */
  deleted: '/api/application/fetchDeletedApplications',
  /** Admins: an application back from Recently deleted, with its files, history and notes. */
  restoreDeleted: (id: string) => `/api/application/restoreDeletedApplication/${id}`,
  /** Admins: an application in Recently deleted gone for good, with its files and history. */
  purgeDeleted: (id: string) => `/api/application/purgeDeletedApplication/${id}`,
  /** Any staff: a link the applicant sends the missing documents with (CreateUploadLinkSchema). */
  createUploadLink: (id: string) => `/api/application/createUploadLink/${id}`,
  /** Any staff: the application's upload links, newest first (UploadLinkListSchema). */
  uploadLinks: (id: string) => `/api/application/fetchUploadLinks/${id}`,
  /** Any staff: closes an upload link at once. */
  revokeUploadLink: (id: string, linkId: string) => `/api/application/revokeUploadLink/${id}/${linkId}`,
  /** Every application the list's filters let through, as a file (ApplicationExportQuerySchema). */
  export: '/api/application/exportApplications',
  enquiry: '/api/application/fetchApplicationEnquiry',
  /** Public: what a printout's token certifies, and whether it is still current (pass it URL-encoded). */
  verify: (token: string) => `/api/application/verify/${token}`,
  /** Public: the QR code (SVG) of a printout's verification address; the same for ever per token. */
  verifyQr: (token: string) => `/api/application/verify/${token}/qr`,
  /** Public, with a matching enquiry's ticket: mails a one-time code to the application's address. */
  documentCode: '/api/application/requestDocumentCode',
  /** Public: a one-time code given back; answers the grant that opens the documents. */
  documentCodeCheck: '/api/application/checkDocumentCode',
  /** Public, with the grant (DOCUMENT_CODE.grantHeader): the photo and documents as signed URLs. */
  enquiryDocuments: (id: string) => `/api/application/fetchEnquiryDocuments/${id}`,
  file: (key: string) => `/api/files/${key}`,
} as const;

/**
 * Catalogue and content endpoints (spec section 7), declared with each resource (resources.ts),
 * and the settings and dashboard ones.
 */
export const CATALOGUE_API = {
  ...byResource('api'),
  settings: {
    get: '/api/setting/fetchSetting',
    update: '/api/setting/updateSetting',
    /** Admins: sends a test mail now and answers what the mail server said. */
    testMail: '/api/setting/sendTestMail',
    /** Admins: the mail server (never its password), and saving it. */
    mailServer: '/api/setting/fetchMailServer',
    updateMailServer: '/api/setting/updateMailServer',
    /** Admins: the address links in mails and printout stamps are made with. */
    publicAddress: '/api/setting/fetchPublicAddress',
    /** Admins: every saved change to the settings, newest first (RecordVersionsSchema). */
    versions: '/api/setting/fetchSettingVersions',
  },
  dashboard: {
    get: '/api/dashboard/fetchDashboard',
    /** Any staff: applications the applicant sent documents to lately (ApplicantUploadsSchema). */
    applicantUploads: '/api/dashboard/fetchApplicantUploads',
  },
} as const;

/** The applicant's side of an upload link: public, the link's token being the credential. */
export const UPLOAD_API = {
  /** POST: the token and the date of birth; answers what the page shows (UploadPageSchema). */
  open: '/api/upload/open',
  /** PUT multipart `file`, with the token and date of birth in UPLOAD_LINK's headers. */
  file: (slot: string) => `/api/upload/file/${slot}`,
} as const;

/** The audit log (admins): who did what to accounts and data; the same filter lists or exports (CSV). */
export const AUDIT_API = {
  list: '/api/audit/fetchAuditEvents',
  export: '/api/audit/exportAuditEvents',
} as const;

/** The outbox of mails (admins): every mail with its state, and resending one. */
export const OUTBOX_API = {
  list: '/api/outbox/fetchOutbox',
  resend: (id: string) => `/api/outbox/resendMail/${id}`,
  /** Admins: one mail with its text (a sealed one's only marked as sealed). */
  mail: (id: string) => `/api/outbox/fetchMail/${id}`,
  /** Admins: a mail still waiting is never sent. */
  cancel: (id: string) => `/api/outbox/cancelMail/${id}`,
} as const;
