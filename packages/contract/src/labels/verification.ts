/**
 * The verifiable printout's areas of LABELS: the stamp a printed result carries,
 * and the public page its QR code opens, a lazy chunk that imports VERIFY_LABELS itself.
 */

const printout = {
  heading: 'Verify this printout',
  instructions:
    'Scan the code or open this address to check that this printout is genuine and still current:',
  qrAlt: 'QR code of the verification address',
} as const;
const verify = {
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
} as const;

/** The verification areas of LABELS. */
export const VERIFY_LABELS = { printout, verify } as const;
