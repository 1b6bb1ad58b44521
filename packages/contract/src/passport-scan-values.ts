import { APPLICATION_FIELD_LABELS, DEADLINE_FIELDS } from './application-values.ts';
import { MB } from './constants.ts';

/* A passport scan's plain values: the fields it fills, its limits and its words. */

/**
 * Any staff: reads a passport's machine-readable zone from a photo (multipart field `file`);
 * stores nothing. Apart from APPLICATION_API, which the public pages carry.
 */
export const PASSPORT_SCAN_PATH = '/api/application/readPassportScan';

/** The application fields a scan of the passport's zone fills, in the form's order. */
export const PASSPORT_SCAN_FIELDS = [
  'surname',
  'givenN',
  'passport',
  'currentN',
  'dob',
  'sex',
  'passportExpiry',
] as const;
export type PassportScanField = (typeof PASSPORT_SCAN_FIELDS)[number];

/** The human name each filled field takes in the scan's messages. */
export const PASSPORT_SCAN_FIELD_LABELS: Record<PassportScanField, string> = {
  surname: APPLICATION_FIELD_LABELS.surname,
  givenN: APPLICATION_FIELD_LABELS.givenN,
  passport: 'passport number',
  currentN: APPLICATION_FIELD_LABELS.currentN,
  dob: APPLICATION_FIELD_LABELS.dob,
  sex: APPLICATION_FIELD_LABELS.sex,
  passportExpiry: DEADLINE_FIELDS.passportExpiry.label,
};

/**
 * A photo of the data page: a phone's JPEG (12 megapixels are 2-8 MB) or a scanner's PNG. More
 * pixels than `maxMegapixels` are refused from the file's header, before it is decoded. The screen
 * waits `timeoutMs` without an answer (a read takes about a second, after up to four waiting).
 */
export const PASSPORT_SCAN_LIMITS = { maxBytes: 15 * MB, maxMegapixels: 30, timeoutMs: 30_000 } as const;

/**
 * The scan's words, server's and screen's. Apart from MESSAGES, which the public pages carry: only
 * the back-office and the server import these.
 */
export const PASSPORT_SCAN_MESSAGES = {
  button: 'Scan passport',
  hint: "A photo or scan of the passport's data page, with the two lines of <<< at its foot.",
  reading: 'Reading the passport…',
  /** Beside each field the scan filled. */
  fromScan: 'From the scan: check it against the passport.',
  filled: (count: number) =>
    `Filled ${count} field${count === 1 ? '' : 's'} from the scan: check each against the passport.`,
  notFilledTitle: 'Not filled from the scan:',
  tooLarge: `The file is larger than ${PASSPORT_SCAN_LIMITS.maxBytes / MB} MB. Please send a smaller photo.`,
  tooManyPixels: (megapixels: number) =>
    `The photo has ${megapixels} megapixels, more than the ${PASSPORT_SCAN_LIMITS.maxMegapixels} read here. Please send a smaller photo.`,
  notAnImage: 'Please send a photo or scan of the data page as a JPEG or PNG image.',
  pdf: 'A PDF cannot be read: please send a photo or scan of the data page as a JPEG or PNG image.',
  fileRequired: 'Please choose a photo of the passport.',
  tooDark: 'The photo is too dark to read. Take it again in better light.',
  tooSmall:
    "The passport's text is too small in this photo. Take it again closer, with the data page filling the picture.",
  noZone:
    'No machine-readable zone was found: take a photo of the whole data page, flat and in focus, with the two lines of <<< at its foot.',
  unreadable:
    'The machine-readable zone was found but could not be read. Take the photo again, flat, in focus and without glare.',
  busy: 'The passport reader is busy with other scans. Please try again in a moment.',
  failed: 'The passport could not be read. Please try again, or type the fields.',
  /** Why a field was not filled. */
  checkFailed: (label: string) => `The ${label} did not pass its check digit: type it from the passport.`,
  unsure: (label: string) => `The ${label} could not be read with certainty: type it from the passport.`,
  noCountry: (code: string) =>
    `The passport's nationality code ${code} names no country of the list: choose the nationality yourself.`,
  noSex: 'The passport gives neither male nor female: choose the sex yourself.',
  /** A surname that fills the zone's name field leaves no room for the given names. */
  noGivenNames:
    "The passport's zone holds no given names (a long surname leaves them no room): type them from the passport.",
} as const;
