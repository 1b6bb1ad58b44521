/** The back-office's frame and its own screens: layout, sidebar, dashboard, users, profile, settings. */

import { RESOURCE_DEFINITIONS } from '../resources.ts';
import { PUBLIC_LABELS } from './public.ts';

const admin = {
  toggleSidebar: 'Toggle sidebar',
  home: 'Home',
  logout: 'Logout',
  sidebar: 'Back-office',
  loading: PUBLIC_LABELS.loading,
  skipToContent: 'Skip to content',
} as const;

const sidebar = {
  dashboard: 'Dashboard',
  users: 'User Management',
  applications: 'Application',
  /** companies, designations, ...: each resource's sidebar label, from its definition. */
  ...(Object.fromEntries(RESOURCE_DEFINITIONS.map(({ name, sidebar }) => [name, sidebar.label])) as {
    [D in (typeof RESOURCE_DEFINITIONS)[number] as D['name']]: D['sidebar']['label'];
  }),
  profile: 'Profile',
  settings: 'Setting',
  outbox: 'Outbox',
} as const;

const dashboard = {
  title: 'Dashboard',
  welcome: (name: string) => `Welcome back, ${name}`,
  figures: 'Overview',
  totalApplications: 'Total applications',
  totalPages: 'Total pages',
  perWeekTitle: 'Applications per week',
  perWeekDescription: (total: number, weeks: number, busiest: number) =>
    `${total} applications in the last ${weeks} weeks; the busiest week had ${busiest}.`,
  statusTitle: 'Applications by status',
  statusDescription: (parts: string) => `Status split: ${parts}.`,
  weekColumn: 'Week starting',
  countColumn: 'Applications',
  statusColumn: 'Status',
  applications: 'Applications',
  applicationPages: 'Dashboard application pages',
  passport: 'Passport',
  nationality: 'Nationality',
  created: 'Created',
  none: 'No applications yet.',
  retry: 'Try again',
  fallingDueTitle: 'Falling due',
  fallingDueDescription: (days: number) =>
    `Passports, visas and work permits expiring within ${days} days, and those already expired.`,
  fallingDueCount: (count: number, moreThan: boolean) =>
    moreThan
      ? `More than ${count.toLocaleString('en')} applications`
      : count === 1
        ? '1 application'
        : `${count.toLocaleString('en')} applications`,
  fallingDueNone: (days: number) => `Nothing falls due in the next ${days} days.`,
  fallingDueAll: 'See them all in the list',
  fallingDueOverdue: 'Overdue',
  fallingDueColumns: { name: 'Applicant', document: 'Document', date: 'Expires' },
} as const;

const users = {
  title: 'User Management',
  backToList: 'Back to User Management',
  add: 'Add New User',
  createTitle: 'Create New User',
  editTitle: 'Edit User',
  columns: { name: 'NAME', email: 'EMAIL', role: 'ROLE', action: 'ACTION' },
  /** Under a user's e-mail in the list. */
  lastSignIn: (when: string) => `Last sign-in: ${when}`,
  /** A user who never signed in (the list's last sign-in). */
  never: 'never',
  /** Beside a disabled user's name. */
  disabledBadge: 'Disabled',
  disable: 'Disable',
  enable: 'Enable',
  disableUser: (name: string) => `Disable ${name}`,
  enableUser: (name: string) => `Enable ${name}`,
  confirmDisableTitle: 'Disable user?',
  confirmDisable: 'Disable user',
  disabling: 'Disabling...',
  confirmDisableText: (name: string) =>
    `${name} will be signed out everywhere at once and cannot sign in until enabled again. Their applications, notes and history stay.`,
  disabledDone: 'User disabled.',
  accessFailed: 'The user could not be changed. Please try again.',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  role: 'Role',
  edit: 'Edit',
  delete: 'Delete',
  /** Accessible names of the row buttons, so two rows never share a name. */
  editUser: (name: string) => `Edit ${name}`,
  deleteUser: (name: string) => `Delete ${name}`,
  /** Beside the signed-in user's own row, which has no Delete. */
  you: '(you)',
  create: 'Create User',
  creating: 'Creating...',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  confirmDeleteTitle: 'Delete user?',
  confirmDelete: 'Delete user',
  deleting: 'Deleting...',
  confirmDeleteText: (name: string, email: string) =>
    `${name} (${email}) will be removed and can no longer sign in. This cannot be undone.`,
  loadFailed: 'The user list could not be loaded.',
  retry: 'Try again',
} as const;

const profile = {
  title: 'Profile',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  currentPassword: 'Current Password',
  passwordHint:
    'To change your password, type your current one and the new one twice (at least 12 characters); leave them empty to keep it. Your other sessions are signed out.',
  update: 'Update',
  updating: 'Updating...',
  sessions: 'Your sessions',
  sessionsHint:
    'Where your account is signed in now. End a session you do not recognise, then change your password.',
  thisSession: 'This session',
  endSession: 'End',
  endSessionOf: (client: string) => `End the session of ${client}`,
  unknownBrowser: 'Unknown browser',
  signedInAt: (at: string, how: string) => `Signed in ${at} with ${how}`,
  lastSeenAt: (at: string) => `last seen ${at}`,
  signInMethods: {
    password: 'password',
    totp: 'password and code',
    recovery: 'password and recovery code',
    passkey: 'passkey',
  },
  signOutOthers: 'Sign out of all other sessions',
  signOutOthersHint: 'Ends your sessions in every other browser and device; this one stays signed in.',
  signOutOthersConfirmTitle: 'Sign out of all other sessions?',
  signOutOthersConfirm:
    'Every other browser and device signed in to your account will have to sign in again.',
  signingOutOthers: 'Signing out...',
  digest: 'Daily digest',
  digestSwitch: 'Mail me each morning what falls due in the next 30 days',
  digestHint:
    'One mail a day at 07:00 office time listing the passport, visa and work-permit expiries of the next 30 days and those overdue by up to 30 days; no mail on a day with nothing due.',
  digestSaveError: 'The digest setting could not be saved. Please try again.',
  calendarFeed: 'Calendar feed',
  calendarFeedHint:
    'A private address your calendar reads the passport, visa and work-permit expiries from (30 days back to a year ahead). In Outlook: Add calendar > Subscribe from web; in Google Calendar: Other calendars > From URL. Anyone with the address can read it: renew it if it was shared.',
  calendarFeedMake: 'Make my calendar address',
  calendarFeedRenew: 'Renew the address',
  calendarFeedOff: 'Turn the feed off',
  calendarFeedAddress: 'Your calendar address (shown once: copy it now)',
  calendarFeedCopy: 'Copy',
  calendarFeedCopied: 'Address copied.',
  calendarFeedMade: 'Calendar address made. Any earlier address no longer works.',
  calendarFeedEnded: 'Calendar feed turned off: its address no longer works.',
  calendarFeedError: 'The calendar feed could not be changed. Please try again.',
} as const;

const settings = {
  title: 'Settings',
  subtitle: 'What the public site shows: name, contact details and links.',
  sections: { site: 'Site', contact: 'Contact details', social: 'Social links', links: 'Links' },
  fields: {
    siteName: 'Site name',
    tagline: 'Tagline',
    contactEmail: 'Contact e-mail',
    phone: 'Phone',
    address: 'Address',
    officeHours: 'Office hours',
    timeZone: 'Office time zone',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    x: 'X',
    youtube: 'YouTube',
    eligibilityUrl: 'Eligibility check link',
  },
  urlHint: 'A full https:// address; leave empty for none.',
  eligibilityHint: 'The external site the landing page sends visitors to for the eligibility check.',
  timeZoneHint:
    "Approval and collect dates follow this time zone's calendar, and every screen shows times in it.",
  save: 'Save Settings',
  saving: 'Saving...',
  fetchError: 'Error fetching settings. Please try again.',
  saveError: 'Error saving settings. Please try again.',
  retry: 'Try again',
  localOnlyAddress: (url: string) =>
    `Links in applicants' mails and the verification stamp on printouts point to ${url}, an address that opens only on the server's own computer. Ask whoever runs this server to give it the site's public address (for example https://visas.your-office.com).`,
  mail: {
    section: 'Mail',
    hint: "The mail sent to the applicant on every status change. Placeholders: {name}, {status}, {reference}, {reason} (a rejection's reason and note when you share them, otherwise empty), {enquiryUrl}, {siteName}. The passport number and date of birth are never sent.",
    reminderSection: 'Passport reminder',
    reminderHint:
      'A mail to each applicant whose passport expires within the days you set, once for each expiry date, sent from 7:00 office time while mail works. Placeholders: {name}, {passportExpiry}, {enquiryUrl}, {siteName}.',
    reminderMailsEnabled: 'Remind applicants before their passport expires',
    reminderDays: 'Days before the expiry',
    reminderSubject: 'Reminder subject',
    reminderBody: 'Reminder message',
    reminderPreviewNote: (name: string, date: string) =>
      `As ${name} would read it for a passport that expires on ${date}.`,
    statusMailsEnabled: 'Send a mail to the applicant on every status change',
    documentCodeRequired: 'Ask for a code mailed to the applicant before showing their photo and documents',
    documentCodeHint:
      'Off: a matching status check shows the status, the photo and the documents at once. On: the status is shown, and the photo and documents only after a 6-digit code sent to the e-mail address of the application.',
    senderName: 'Sender name',
    senderNameHint: 'Empty: the site name. Mails go out from the sender address of the mail server.',
    /** Under the status mails switch while no mail server is known to work. */
    statusMailsUnavailable:
      'Status mails can be turned on once mail works: set the mail server below and send a test mail that arrives. Until then no status mail is written, so none waits to go out later.',
    documentCodeUnavailable:
      'A code can be asked for once mail works: set the mail server below and send a test mail that arrives.',
    statusSubject: 'Subject',
    statusBody: 'Message',
    preview: 'Preview',
    previewNote: (name: string, status: string) => `As ${name} would read it for the status ${status}.`,
    previewFrom: 'From',
    previewSubject: 'Subject',
    testTo: 'Send a test mail to',
    sendTest: 'Send test mail',
    sendingTest: 'Sending...',
    /** The test mail goes through the saved server: changes in the form are not tried. */
    testNeedsSave: 'Save the mail server first: the test mail goes through the saved one.',
  },
  mailServer: {
    section: 'Mail server',
    hint: "Where the site's mails go out: the outgoing (SMTP) server of your mail provider, with the details it gives you.",
    host: 'Host',
    hostHint: 'Such as smtp.your-provider.com',
    port: 'Port',
    security: 'Security',
    securityOptions: {
      none: 'None (not encrypted)',
      starttls: 'STARTTLS (usually port 587)',
      tls: 'TLS (usually port 465)',
    },
    user: 'User name',
    password: 'Password',
    passwordSaved: 'A password is saved and never shown. Leave this empty to keep it.',
    clearPassword: 'Remove the saved password',
    fromAddress: 'Sender address',
    fromAddressHint: 'The address mails are sent from, such as no-reply@your-office.com.',
    save: 'Save mail server',
    saving: 'Saving...',
    fetchError: 'Error fetching the mail server. Please try again.',
    /** The server's own configuration sets the mail server: shown, not edited. */
    byConfiguration: (server: string, from: string) =>
      `The mail server is set in this server's own configuration: ${server}, sending from ${from}. It comes first and mail works through it; to change it, ask whoever runs the server.`,
    working: (at: string) => `Mail works: a test mail went through on ${at}.`,
    notWorking: 'Not checked yet: send a test mail. Status mails can be turned on once one goes through.',
    none: 'No mail server is set yet: mails cannot go out.',
  },
} as const;

const outbox = {
  title: 'Outbox',
  subtitle: 'Every mail VisaDesk sends, with what the mail server answered.',
  notSending:
    'No mail server is set: mails wait here and nothing is sent. Set one in Settings, under Mail server.',
  columns: { mail: 'Mail', state: 'State', answer: 'Server answer', actions: 'Actions' },
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  states: { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' },
  kinds: {
    status: 'Status change',
    test: 'Test',
    code: 'One-time code',
    digest: 'Daily digest',
    reminder: 'Passport reminder',
    account: 'Account notice',
    upload: 'Upload link',
  },
  nextAttempt: (at: string) => `next attempt ${at}`,
  resend: 'Resend',
  resendFor: (recipient: string) => `Resend the mail to ${recipient}`,
  read: 'Read',
  readFor: (recipient: string) => `Read the mail to ${recipient}`,
  mail: {
    title: 'Mail',
    from: 'From',
    to: 'To',
    subject: 'Subject',
    state: 'State',
    sealed: 'This mail holds a one-time code: its text is sealed and nobody can read it here.',
    cancel: 'Cancel this mail',
    cancelling: 'Cancelling...',
    cancelHint: 'A cancelled mail is never sent. You can send it again later with Resend.',
    close: 'Close',
    fetchError: 'Error fetching the mail. Please try again.',
  },
  empty: 'No mail yet.',
  pages: 'Outbox pages',
  fetchError: 'Error fetching the outbox. Please try again.',
  retry: 'Try again',
} as const;

/** Every edit screen, when its save was refused because someone changed the record meanwhile. */
const staleRecord = {
  reload: 'Reload the record',
  reloading: 'Reloading…',
  reloadFailed: 'The record could not be reloaded. Check your connection and try again.',
} as const;

/** The back-office areas of LABELS. */
export const BACK_OFFICE_LABELS = {
  admin,
  sidebar,
  dashboard,
  users,
  profile,
  settings,
  outbox,
  staleRecord,
} as const;
