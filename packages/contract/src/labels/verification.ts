/**
 * The verifiable printout's areas of LABELS: the stamp a printed result carries, and the English
 * words of the public page its QR code opens (which reads its language's from the catalogue).
 */
import { EN } from '../i18n/en.ts';

const printout = {
  heading: 'Verify this printout',
  instructions:
    'Scan the code or open this address to check that this printout is genuine and still current:',
  qrAlt: 'QR code of the verification address',
} as const;
// The verification page's words are the English catalogue's.
const { verify } = EN;

/** The verification areas of LABELS. */
export const VERIFY_LABELS = { printout, verify } as const;
