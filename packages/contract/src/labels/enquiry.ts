/**
 * The status enquiry's areas of LABELS: its form and its result page, a lazy chunk of the web app
 * that imports ENQUIRY_LABELS itself (LABELS.enquiry is the same object).
 */

const enquiry = {
  title: 'Check Visa Status',
  intro:
    'Enter the passport number (or the reference on your papers), nationality and date of birth exactly as they appear in your passport.',
  passport: 'Passport number or reference',
  passportHint: 'For example AB1234567, or a reference such as K7M-29XD.',
  nationality: 'Nationality',
  chooseNationality: 'Select your nationality',
  dob: 'Date of Birth',
  submit: 'Check status',
  submitting: 'Checking...',
  privacy:
    'Your details are used only to find your application. They are never added to the page address or your browser history.',
  staffPrompt: 'Are you a member of staff?',
  login: 'Login',
} as const;
const viewOne = {
  title: 'Your visa application',
  applicant: 'Applicant',
  reference: 'Reference',
  /** A rejection's reason, when the office shares it. */
  reason: 'Reason',
  passport: 'Passport Number',
  nationality: 'Nationality',
  status: 'Status',
  statusHeading: (status: string) => `Status: ${status}`,
  pending: [
    'Your application is being processed.',
    'Processing typically takes about 3 to 5 weeks, after which the consulate notifies the decision. Visa delivery can then take up to two additional workdays.',
  ],
  approved: (date: string) => [
    `Your visa was approved on ${date}.`,
    'Your documents are shown below. Delivery can take up to two workdays.',
  ],
  rejected: ['Your application was not approved.', 'Please contact the consultancy to discuss your options.'],
  dates: 'Key dates',
  collectDate: 'Visa collect date',
  approveDate: 'Visa approve date',
  documents: 'Your documents',
  noDocuments: 'No documents have been attached to your application yet.',
  openDocument: (label: string) => `${label} (opens full size in a new tab)`,
  photoAlt: (name: string) => `Photo of ${name}`,
  retrieved: (when: string) => `Retrieved on ${when}`,
  print: 'Print',
  printHeader: (siteName: string) => `${siteName} \u2014 visa application status`,
  newSearch: 'New search',
  linksExpired:
    'Some images could not be shown because their secure links have expired. Please search again.',
} as const;

/** The one-time code step before the documents, on the result page. */
const documentCode = {
  intro: 'To keep them private, your photo and documents are shown after you enter a code we e-mail you.',
  willSendTo: (maskedEmail: string) =>
    `The code goes to the e-mail address of your application: ${maskedEmail}.`,
  send: 'E-mail me a code',
  sending: 'Sending...',
  sent: (maskedEmail: string, minutes: number) =>
    `We sent a 6-digit code to ${maskedEmail}. It is valid for ${minutes} minutes.`,
  code: 'Code from the e-mail',
  check: 'Show my documents',
  checking: 'Checking...',
  sendAgain: 'Send a new code',
} as const;

/** The enquiry areas of LABELS. */
export const ENQUIRY_LABELS = { enquiry, viewOne, documentCode } as const;
