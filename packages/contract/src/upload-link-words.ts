/*
 * Upload links: staff ask an applicant for missing documents with a link the applicant opens on
 * their phone. Plain values, so the applicant's page reads them without zod or the back-office.
 */

export const UPLOAD_LINK = {
  /** How long what an applicant sent counts as new: the dashboard's count, the list's filter. */
  newForDays: 7,
  /** Wrong dates of birth a link takes: the last one closes it, so guessing needs a new link. */
  maxBirthDateFailures: 5,
  /** The headers the applicant's uploads carry the link's token and date of birth in. */
  tokenHeader: 'x-upload-token',
  birthDateHeader: 'x-upload-dob',
} as const;

/** Where a link stands: usable, or closed for one plain reason. */
export const UPLOAD_LINK_STATES = ['open', 'expired', 'revoked', 'completed'] as const;
export type UploadLinkState = (typeof UPLOAD_LINK_STATES)[number];

export const UPLOAD_LINK_MESSAGES = {
  notFound:
    'This upload link is not valid. Check that you opened the whole link, or ask the office for a new one.',
  expired: 'This upload link has expired. Ask the office for a new one.',
  revoked: 'This upload link was closed by the office. Ask them for a new one if they still need documents.',
  completed: 'Everything this link asked for has arrived. Thank you: there is nothing more to send.',
  birthDateRequired: 'Enter your date of birth.',
  birthDateWrong: (left: number) =>
    `That date of birth does not match. ${left} ${left === 1 ? 'try is' : 'tries are'} left.`,
  slotsRequired: 'Choose at least one document to ask for.',
  slotNotAsked: 'This link does not ask for that document.',
  slotReceived: 'This document has already arrived.',
  linkNotFound: 'This upload link no longer exists.',
  noEmail: 'This application has no e-mail address to send the link to.',
  rateLimited: 'Too many tries from your connection. Please wait a few minutes and try again.',
  failed: 'Something went wrong. Please try again.',
  created: (email: string) => `A link was sent to ${email}. You can also copy it below.`,
  revokedByStaff: 'The link is closed.',
} as const;

/** What each state says on the staff's screen. */
export const UPLOAD_LINK_STATE_LABELS: Record<UploadLinkState, string> = {
  open: 'Open',
  expired: 'Expired',
  revoked: 'Closed by staff',
  completed: 'Everything arrived',
};

/** The words of the applicant's page and of the staff's "Request documents". */
export const UPLOAD_LINK_LABELS = {
  page: {
    title: 'Send your documents',
    checkIntro: 'To make sure this link is yours, enter your date of birth.',
    birthDate: 'Date of birth',
    open: 'Continue',
    opening: 'Checking…',
    greeting: (name: string) => `Hello ${name}`,
    intro: 'The office asks you for these documents. Take a photo of each one, or choose a file.',
    until: (date: string) => `This link works until ${date}.`,
    waiting: 'Waiting for its turn',
    sending: (percent: number) => `Sending… ${percent}%`,
    resuming: 'Connection lost. Trying again…',
    received: 'Received',
    allReceived: 'Thank you. Everything the office asked for has arrived.',
    retry: 'Send again',
  },
  staff: {
    button: 'Request documents',
    title: 'Request documents from the applicant',
    intro:
      'Choose the missing documents. The applicant gets a link by e-mail; you can also copy it into a messaging app.',
    send: 'Send link',
    sending: 'Sending…',
    copy: 'Copy link',
    copied: 'Copied',
    linkLabel: 'Link for the applicant',
    linksTitle: 'Upload links',
    asked: 'Asked for',
    received: 'Received',
    state: 'State',
    expires: 'Works until',
    revoke: 'Close link',
    noMissing: 'Every document slot already holds a file.',
  },
  /** The list's filter and the dashboard's count of what came in from applicants. */
  fromApplicant: (days: number) => `Sent by the applicant (last ${days} days)`,
  newUploads: 'New from applicants',
  newUploadsHint: (days: number) => `Applications the applicant sent documents to in the last ${days} days`,
  /** The history's words for a change the applicant made through a link. */
  byApplicant: 'The applicant, through an upload link',
} as const;
