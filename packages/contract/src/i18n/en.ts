import { APPLICATION_STATUS_LABELS, DOCUMENT_SLOTS, type DocumentSlot } from '../constants.ts';

/**
 * The English words of the public side: the source every other locale's catalogue translates
 * (catalogues/<code>.json hold any part of this tree). Texts only: placeholders are `{name}`, a
 * message that counts is an object of plural categories, a list is paragraphs. Screens read them
 * through their locale's words; LABELS' public areas are made from them.
 */
export const EN = {
  /** An application's status as the applicant reads it (the back-office's labels in English). */
  statuses: { ...APPLICATION_STATUS_LABELS },
  /** The document slots' names, as the result lists the documents. */
  documentSlots: Object.fromEntries(DOCUMENT_SLOTS.map(({ key, label }) => [key, label])) as Record<
    DocumentSlot,
    string
  >,
  /** The language switcher on every public page. */
  switcher: { label: 'Language' },
  /**
   * The offer an English page makes, in the language the browser prefers, of itself in that
   * language (English's words are never shown: English is never offered).
   */
  offer: {
    label: 'This page in your language',
    text: 'This page is also in English. Read it in English?',
    accept: 'Read in English',
    dismiss: 'No, thanks',
  },
  /** The public pages' navbar and footer. */
  nav: {
    home: 'HOME',
    enquiry: 'VISA ENQUIRY',
    signIn: 'SIGN IN',
    toggle: 'Toggle navigation',
    main: 'Main',
    footer: 'Footer',
    skipToContent: 'Skip to content',
    copyright: '\u00a9 {year} {siteName}. A {siteName} service.',
  },
  /** A published content page's frame (its text is the office's). */
  cmsPage: {
    loadFailed: 'This page could not be loaded. Please check your connection and try again.',
    retry: 'Try again',
    backHome: 'Back to Home',
  },
  /** The status enquiry's form. */
  enquiry: {
    title: 'Check Visa Status',
    intro:
      'Enter the passport number (or the reference on your papers), nationality and date of birth exactly as they appear in your passport.',
    passport: 'Passport number or reference',
    passportHint: 'For example {passport}, or a reference such as {reference}.',
    /** The hint's examples: data, written the same in every language. */
    passportExample: 'AB1234567',
    referenceExample: 'K7M-29XD',
    nationality: 'Nationality',
    chooseNationality: 'Select your nationality',
    dob: 'Date of Birth',
    submit: 'Check status',
    submitting: 'Checking...',
    privacy:
      'Your details are used only to find your application. They are never added to the page address or your browser history.',
    staffPrompt: 'Are you a member of staff?',
    login: 'Login',
  },
  /** The enquiry's result page. */
  viewOne: {
    title: 'Your visa application',
    applicant: 'Applicant',
    reference: 'Reference',
    /** A rejection's reason, when the office shares it. */
    reason: 'Reason',
    passport: 'Passport Number',
    nationality: 'Nationality',
    status: 'Status',
    statusHeading: 'Status: {status}',
    pending: [
      'Your application is being processed.',
      'Processing typically takes about 3 to 5 weeks, after which the consulate notifies the decision. Visa delivery can then take up to two additional workdays.',
    ],
    approved: [
      'Your visa was approved on {date}.',
      'Your documents are shown below. Delivery can take up to two workdays.',
    ],
    rejected: [
      'Your application was not approved.',
      'Please contact the consultancy to discuss your options.',
    ],
    dates: 'Key dates',
    collectDate: 'Visa collect date',
    approveDate: 'Visa approve date',
    documents: 'Your documents',
    noDocuments: 'No documents have been attached to your application yet.',
    openDocument: '{label} (opens full size in a new tab)',
    photoAlt: 'Photo of {name}',
    retrieved: 'Retrieved on {when}',
    print: 'Print',
    printHeader: '{siteName} \u2014 visa application status',
    newSearch: 'New search',
    linksExpired:
      'Some images could not be shown because their secure links have expired. Please search again.',
  },
  /** The page a printout's QR code opens: what the server says of the printout. */
  verify: {
    title: 'Printout verification',
    intro: 'What the server that issued this printout says of it.',
    checking: 'Checking the printout...',
    applicant: 'Applicant',
    passport: 'Passport Number',
    status: 'Status on the printout',
    statusSince: 'Status since',
    current: 'Genuine and current',
    currentDetail: 'This printout was issued by us and its status is still the application’s status.',
    superseded: 'Genuine but superseded',
    supersededDetail:
      'This printout was issued by us, but the application’s status has changed since it was printed. Do not rely on it: ask the applicant for a new printout or to check the status online.',
    notOnRecord: 'No longer on record',
    notOnRecordDetail:
      'This printout was issued by us, but the application is no longer on record. Do not rely on it.',
    notGenuine: 'Not genuine',
    notGenuineDetail:
      'This address was not issued by us: the printout may have been altered or forged. Do not rely on it.',
    failed: 'The printout could not be checked just now. Please try again later.',
    enquiry: 'Check a visa status',
  },
  /** The one-time code step before the documents, on the result page. */
  documentCode: {
    intro: 'To keep them private, your photo and documents are shown after you enter a code we e-mail you.',
    willSendTo: 'The code goes to the e-mail address of your application: {maskedEmail}.',
    send: 'E-mail me a code',
    sending: 'Sending...',
    sent: {
      one: 'We sent a 6-digit code to {maskedEmail}. It is valid for {count} minute.',
      other: 'We sent a 6-digit code to {maskedEmail}. It is valid for {count} minutes.',
    },
    code: 'Code from the e-mail',
    check: 'Show my documents',
    checking: 'Checking...',
    sendAgain: 'Send a new code',
  },
} as const;

/** The English catalogue's type: the tree every locale's words have. */
export type Catalogue = typeof EN;
