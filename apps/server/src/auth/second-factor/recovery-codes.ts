import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes a user holds; renewing replaces them all. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/**
 * A new code such as `k7m2p-x9qra`: 10 characters of a 31-letter alphabet, about 49 bits, far
 * beyond guessing with the five tries a sign-in ticket takes, and short enough to type.
 */
function newRecoveryCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * The stored form: a SHA-256 of the code as typed, ignoring case, spaces and dashes. The codes are
 * random enough that a slow hash adds nothing, and a fast one lets a sign-in compare all ten.
 */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url');
