import { EN } from '../i18n/en.ts';
import { fill, plural } from '../i18n/messages.ts';

/**
 * The status enquiry's areas of LABELS: its form and its result page, a lazy chunk of the web app
 * that imports ENQUIRY_LABELS itself (LABELS.enquiry is the same object). Their words are the
 * English catalogue's (i18n/en.ts), its placeholders filled by the functions screens call.
 */

const { enquiry } = EN;

const viewOne = {
  ...EN.viewOne,
  statusHeading: (status: string) => fill(EN.viewOne.statusHeading, { status }),
  approved: (date: string) => EN.viewOne.approved.map((paragraph) => fill(paragraph, { date })),
  openDocument: (label: string) => fill(EN.viewOne.openDocument, { label }),
  photoAlt: (name: string) => fill(EN.viewOne.photoAlt, { name }),
  retrieved: (when: string) => fill(EN.viewOne.retrieved, { when }),
  printHeader: (siteName: string) => fill(EN.viewOne.printHeader, { siteName }),
} as const;

/** The one-time code step before the documents, on the result page. */
const documentCode = {
  ...EN.documentCode,
  willSendTo: (maskedEmail: string) => fill(EN.documentCode.willSendTo, { maskedEmail }),
  sent: (maskedEmail: string, minutes: number) =>
    plural('en', EN.documentCode.sent, minutes, { maskedEmail }),
} as const;

/** The enquiry areas of LABELS. */
export const ENQUIRY_LABELS = { enquiry, viewOne, documentCode } as const;
