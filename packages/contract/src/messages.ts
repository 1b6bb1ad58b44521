import { AUDIT_MESSAGES } from './audit-words.ts';
import { NOTE_LIMITS, PASSWORD_MIN, PHONE_DIGITS, REMINDER_DAYS, RETENTION } from './constants.ts';
import { INVITATION_MESSAGES } from './invitation-words.ts';
import { PASSKEY_MESSAGES } from './passkey-messages.ts';
import { byResource } from './resources.ts';
import { TWO_FACTOR_MESSAGES } from './second-factor-messages.ts';
import { UPLOAD_LINK_MESSAGES } from './upload-link-words.ts';

/**
 * Every user-visible text of the product, verbatim from the specification where it gives one
 * (sections 5 and 8). Server and web import these; nothing else spells a message.
 */
export const MESSAGES = {
  common: {
    invalidId: 'Invalid ID format.',
    /** A save based on an older version of the record (If-Match), refused with 412. */
    changedMeanwhile:
      'Someone else changed this record since you opened it. Reload it to see their changes, then make yours again.',
    invalidVersion: "The If-Match header must hold the record's updatedAt in quotes, as the API gave it.",
    /** A version of a record's history (its number in the path): see, compare and restore. */
    versionNumber: 'The version must be a whole number from 1.',
    versionNotFound:
      "This version is not in the record's history (or the history no longer reaches back to it).",
    versionSameAsNow: 'This version holds the same values as the record today: there is nothing to restore.',
    versionFileGone: 'A file of this version is no longer kept, so the version cannot be restored.',
    notFound: 'Resource not found',
    routeNotFound: 'Not found.',
    unexpected: 'An unexpected error occurred',
    internal: 'Something went wrong on our side. Please try again.',
    malformedJson: 'The request body is not valid JSON.',
    malformedMultipart: 'The upload was cut off or is not a valid form. Please send it again.',
    bodyTooLarge: 'The request body is too large.',
    unsupportedMediaType: 'Unsupported content type.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    unknownField: 'Unknown field:',
    invalidSearch: 'Please enter a valid search of at most 100 characters.',
  },
  auth: {
    fieldsRequired: 'All fields are required.',
    invalidCredentials: 'Invalid email or password.',
    loginFailed: 'Login failed. Please check your credentials.',
    noResponse: 'No response from server. Please try again.',
    loginError: 'An error occurred during login. Please try again.',
    noToken: 'Login failed. No token received.',
    loginRateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    unauthenticated: 'Please sign in to continue.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have permission to do this.',
    refreshInvalid: 'Your session has ended. Please sign in again.',
    loggedOut: 'Signed out.',
    otherSessionsEnded: 'Signed out of all other devices.',
    otherSessionsFailed: 'Could not sign out of other devices. Please try again.',
    /** The Profile's sessions list: one session ended, or one that is not the user's or is gone. */
    sessionEnded: 'Session ended: that browser is signed out.',
    sessionNotFound: 'Session not found.',
    sessionEndFailed: 'Could not end the session. Please try again.',
    sessionsLoadFailed: 'Your sessions could not be loaded.',
    /** A refresh or sign-out sent by a page of another site. */
    otherSite: 'This request came from another site and was refused.',
  },
  /** Passkeys: the Profile's card and the sign-in with one. */
  passkeys: PASSKEY_MESSAGES,
  /** Two-step sign-in: the second step, enrolment, recovery codes, an admin's reset. */
  twoFactor: TWO_FACTOR_MESSAGES,
  /** A password of one's own: an invitation's link, or the change a sign-in requires. */
  invitations: INVITATION_MESSAGES,
  uploadLinks: UPLOAD_LINK_MESSAGES,
  /** The audit log's filter. */
  audit: AUDIT_MESSAGES,
  users: {
    fieldsRequired: 'All fields are required',
    /** At the e-mail field of the user forms: the server names the field it refuses. */
    duplicate: 'A user with this e-mail already exists.',
    registerNoResponse: 'No response from server. Please try again.',
    registerError: 'An error occurred during registration. Please try again.',
    invalidEmail: 'Please enter a valid email address.',
    invalidRole: 'Please choose a valid role.',
    passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long.`,
    /** A new password found in the list of the most common breached passwords (server only). */
    passwordBreached:
      'This password is among the most common passwords found in data breaches. Please choose another.',
    passwordInvalid: 'Password contains a character that is not allowed.',
    nameLength: 'Name must be between 3 and 31 characters long.',
    updateFailed: 'Failed to update user.',
    updateError: 'Error updating user. Please try again.',
    updated: 'User updated successfully.',
    created: 'User created successfully.',
    deleted: 'User deleted successfully.',
    deleteError: 'Error deleting user. Please try again.',
    fetchError: 'Error fetching users. Please try again.',
    none: 'No users found.',
    cannotDeleteSelf: 'You cannot delete your own account.',
    cannotDisableSelf: 'You cannot disable your own account.',
    disabled: (name: string) =>
      `${name} is disabled: signed out everywhere, and cannot sign in until enabled.`,
    enabled: (name: string) => `${name} can sign in again.`,
    lastAdmin: 'There must always be at least one admin.',
    notFound: 'User not found.',
  },
  profile: {
    fieldsRequired: 'All fields are required.',
    passwordsMismatch: 'Password and Confirm Password do not match.',
    emailFixed: 'Email cannot be changed.',
    currentPasswordRequired: 'Please enter your current password to change it.',
    currentPasswordWrong: 'Your current password is not correct.',
    passwordChanged: 'Password changed. Your other sessions were signed out.',
    updated: 'Profile updated successfully.',
    aborted: 'Request was aborted: ',
    digestSwitch: 'Choose whether the daily digest is sent.',
  },
  dashboard: {
    serverError: 'An error occurred while fetching applications.',
    noResponse: 'No response received from the server.',
    setupError: 'An error occurred while setting up the request.',
  },
  applications: {
    surnameLength: 'Surname must be between 3 and 31 characters long.',
    givenNameLength: 'Given name must be between 3 and 31 characters long.',
    editNameLength: 'Surname and Given name must be between 3 and 31 characters long.',
    invalidEmail: 'Please enter a valid email address.',
    /** Digits with spaces, dashes, dots, parentheses and a leading + are all a phone number. */
    invalidPhone: `Please enter a valid phone number: ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits with the country code, such as +63 917 482 1937.`,
    /** A job title is one of the designations (the spec's fixed list was seeded into them). */
    jobTitleNotDesignation: 'Please choose a job title from the designations.',
    /** An expiry date (DEADLINE_FIELDS) that falls before the applicant was born. */
    expiryBeforeBirth: (field: string) => `The ${field} cannot be before the date of birth.`,
    /** The list's `expiringWithin`: a whole number of days ahead. */
    invalidExpiringWithin: (max: number) => `Please choose a number of days from 0 to ${max}.`,
    /** The list's `assignedTo`: `me`, `none` or a user's id. */
    invalidAssignedTo: 'Please choose me, none or a user to filter by whom a case is assigned to.',
    /** Assigning to a user that does not exist (or was deleted). */
    unknownAssignee: 'That user does not exist; please choose another user or Unassigned.',
    /** The applicant's language: one of the public side's (LOCALES). */
    invalidLanguage: 'Please choose one of the languages the public pages are in.',
    /** `Please enter a valid <field>.` for each required text field. */
    invalidField: (field: string) => `Please enter a valid ${field}.`,
    duplicateEmail: 'User email already exists. Please try another email.',
    duplicatePassport: 'User passport already exists. Please try another passport.',
    fileTooLarge5: 'File size exceeds the limit of 5 MB.',
    invalidFileType: 'Invalid file type. Only JPEG, JPG, and PNG are allowed.',
    imageRequired: 'Please upload a photo.',
    documentsRequired: 'Please choose at least one document to upload.',
    /** One document of a batch that did not upload: its file and why. */
    documentNotUploaded: (fileName: string, reason: string) => `${fileName} was not uploaded. ${reason}`,
    uploadStalled: (seconds: number) =>
      `The upload stalled (nothing moved for ${seconds} seconds). Check the connection and retry.`,
    uploadNoResponse: 'No response from the server. Check the connection and retry.',
    uploadFailed: (status: number) => `The server responded with status ${status}. Retry, or try later.`,
    linkInvalid: 'This link has expired or is not valid. Please open the document again.',
    multipartRequired: 'Send the form as multipart/form-data.',
    fetchError: 'Error fetching applications. Please try again.',
    addFailed: (status: number) => `Failed to add application. Server responded with status: ${status}`,
    addError: 'Error adding application. Please try again.',
    updateFailed: 'Failed to update application.',
    updateError: 'Error updating application. Please try again.',
    deleteFailed: 'Failed to delete application.',
    deleteError: 'Error deleting application. Please try again.',
    statusFailed: (action: 'pending' | 'approve' | 'reject', status: number) =>
      `Failed to ${action} application. Server responded with status: ${status}`,
    statusError: (serverMessage: string) => `Error ${serverMessage}. Please try again.`,
    none: 'No applications found.',
    /** The list's empty state for a search: what was searched, as typed (trimmed). */
    noneMatching: (search: string) => `No applications match “${search}”.`,
    noData: 'No application data found.',
    fileMissing: 'File data is missing or undefined.',
    noImage: 'No image available',
    enquiryNone: 'No valid application found. Please check your input.',
    enquiryRequired: 'Passport number, nationality and date of birth are all required.',
    /** A status action that would not change the status (nothing is recorded). */
    statusUnchanged: (status: string) => `This application is already ${status}.`,
    enquiryRateLimited:
      'Too many status checks from your connection. Please wait a few minutes and try again.',
    /** A printout's verification address whose token is not even text (the page says "not genuine"). */
    printoutAddressInvalid: 'This verification address is not valid.',
  },
  /** Internal notes on an application (staff only). */
  notes: {
    invalidBody: `Please write a note of 1 to ${NOTE_LIMITS.bodyMax.toLocaleString('en')} characters.`,
    notFound: 'That note does not exist (it may have been deleted).',
    onlyAuthor: 'Only the author of a note may edit it.',
    onlyAuthorOrAdmin: 'Only the author of a note or an admin may delete it.',
    windowClosed: `A note can be edited or deleted by its author only within ${NOTE_LIMITS.editMinutes} minutes of writing it.`,
  },
  /** The one-time code before documents: what the API answers. */
  documentCode: {
    /** No ticket from a matching enquiry, or one that has run out. */
    enquiryAgain: 'Please check your status again to see your documents.',
    perApplication: 'Too many codes were sent for this application. Please try again in an hour.',
    perAddress: 'Too many code requests from your connection. Please try again in an hour.',
    format: 'Please enter the 6-digit code from the mail.',
    /** No code waiting: never asked for, already used, or replaced by a newer one. */
    noCode: 'This code is no longer valid. Please ask for a new code.',
    expired: 'This code has expired. Please ask for a new code.',
    wrong: (triesLeft: number) =>
      `This code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
    tooManyTries: 'Too many wrong codes. Please ask for a new code.',
    /** The documents asked for without a valid grant for this application. */
    grantNeeded: 'Please enter the code sent to your e-mail to see the documents.',
  },
  /** companies, designations, salaries, pages, sliders: written in each resource's definition. */
  ...byResource('messages'),
  settings: {
    siteNameLength: 'Site name must be between 2 and 60 characters long.',
    taglineLength: 'Tagline must be at most 160 characters long.',
    invalidEmail: 'Please enter a valid email address.',
    invalidPhone: 'Please enter a valid phone number.',
    addressLength: 'Address must be at most 300 characters long.',
    officeHoursLength: 'Office hours must be at most 120 characters long.',
    httpsUrl: 'Please enter a full https:// address.',
    invalidTimeZone: 'Please choose a time zone from the list.',
    updated: 'Settings saved.',
    senderNameLength: 'Sender name must be at most 60 characters long.',
    statusMailsSwitch: 'Choose whether status mails are sent.',
    mailSubjectLength: 'Subject must be between 1 and 200 characters long.',
    mailBodyLength: 'Message must be between 1 and 5000 characters long.',
    documentCodeSwitch: 'Choose whether a code is asked for before documents.',
    reminderMailsSwitch: 'Choose whether passport reminders are sent.',
    reminderDays: `Remind ${REMINDER_DAYS.min} to ${REMINDER_DAYS.max} days before the passport expires.`,
    /** The one-time code needs mail: without a working mail server no applicant could open their documents. */
    documentCodeNeedsMail:
      'A code can only be asked for once mail works: send a test mail under Mail server first, or applicants could not receive their code.',
    /** Status mails are turned on only while a mail server is known to work (a test mail went through). */
    statusMailsNeedMail:
      'Status mails can be turned on once mail works: set the mail server and send a test mail that arrives first.',
  },
  /** Recently deleted: restoring and purging what was deleted. */
  recentlyDeleted: {
    notFound: 'This record is not in Recently deleted: it was restored or purged meanwhile.',
    /** A restore whose unique field another record now holds; `why` is the field's own 409 message. */
    restoreTaken: (why: string) =>
      `It cannot be restored: ${why.charAt(0).toLowerCase()}${why.slice(1)} Change or delete the other one first.`,
    applicationPassportTaken:
      'It cannot be restored: another application now has its passport number. Change or delete that one first.',
    applicationEmailTaken:
      'It cannot be restored: another application now has its e-mail address. Change or delete that one first.',
    restored: 'Restored.',
    purged: 'Deleted for good.',
    deletedKeepDays: `Keep deleted records for ${RETENTION.deletedKeepDays.min} to ${RETENTION.deletedKeepDays.max} days.`,
    historyKeepDays: `Keep the history for ${RETENTION.historyKeepDays.min} to ${RETENTION.historyKeepDays.max} days, or leave it empty to keep it all.`,
    historyKeepVersions: `Keep ${RETENTION.historyKeepVersions.min} to ${RETENTION.historyKeepVersions.max} versions of a record, or leave it empty to keep them all.`,
    auditKeepDays: `Keep the audit log for ${RETENTION.auditKeepDays.min} to ${RETENTION.auditKeepDays.max} days.`,
  },
  /** The mail server an admin sets in Settings (when the server's own configuration sets none). */
  mailServer: {
    host: "Please enter the mail server's host name, such as smtp.example.com.",
    port: 'Please enter a port from 1 to 65535 (usually 587, or 465 for TLS).',
    security: 'Please choose how the connection is secured.',
    user: 'User name must be at most 254 characters long.',
    password: 'Password must be at most 500 characters long.',
    /** A password without a user name: the mail server has nobody to sign in. */
    passwordWithoutUser: 'Please enter the user name that goes with the password.',
    fromAddress: 'Please enter the address mails are sent from, such as no-reply@your-office.com.',
    /** Saving while the server's own configuration sets the mail server (it wins). */
    setByServer:
      "The mail server is set in this server's own configuration, which comes first: ask whoever runs the server to change it.",
    saved: 'Mail server saved. Send a test mail to check it.',
  },
  mail: {
    /** The test-mail answer while no mail server is set. */
    notConfigured:
      'No mail server is set yet: fill in the mail server above and save it, then send a test mail.',
    testSent: (answer: string) => `Test mail accepted by the mail server: ${answer}`,
    /** `why` is the plain reason (mail/mail-sender.ts), `answer` what the server or the connection said. */
    testFailed: (why: string, answer: string) => `Test mail not sent: ${why} (${answer})`,
    testSubject: (siteName: string) => `${siteName}: test mail`,
    testBody: (siteName: string) =>
      `This is a test mail from ${siteName}. If you can read it, the mail settings work.`,
    /** Why a mail did not go, in plain words, by what went wrong (the test mail's answer). */
    why: {
      refusedConnection: (server: string) => `nothing answers at ${server}; check the host name and the port`,
      unknownHost: (host: string) => `no computer called ${host} was found; check the host name`,
      timedOut: (server: string) =>
        `${server} did not answer in time; check the host name, the port and the security choice`,
      secureConnection:
        'a secure connection could not be made; check the security choice (the port often tells: 465 is TLS, 587 STARTTLS)',
      signIn: 'the mail server refused the user name or password',
      refused: 'the mail server refused the mail',
      other: 'the mail server could not be reached',
    },
    invalidRecipient: 'Please enter a valid email address.',
    notResendable: 'This mail is still waiting to be sent.',
    /** Cancelling a mail that is no longer waiting: already sent, failed, cancelled, or in the mail server's hands now. */
    notCancellable:
      'This mail can no longer be cancelled: it has been sent, has failed, or is being sent right now.',
    cancelled: 'Mail cancelled: it will not be sent.',
    noMail: 'No mail found.',
    requeued: 'Mail queued again.',
    /** The outbox's answer when a mail was given up because it was no longer worth sending. */
    expired: 'Not sent: it expired before the mail server accepted it.',
    notOneAddress: 'Not sent: the recipient is not one e-mail address.',
    /** A sealed mail (a one-time code) that this server's secret cannot open. */
    unsealable: "Not sent: the server's secret has changed since the mail was written.",
    /** Resending a one-time code's mail: the code in it was emptied once it went, and has expired. */
    codeNotResendable: 'A code mail is not sent again: the applicant asks for a new code on the status page.',
    gaveUp: (attempts: number, answer: string) => `Gave up after ${attempts} attempts: ${answer}`,
  },
} as const;
