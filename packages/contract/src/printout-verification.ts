/* The verifiable printout's plain values: verdicts, the page's address, the mask. */

/**
 * What the verification page says of a printout: its status is still the application's (`current`),
 * the status has changed since (`superseded`), the token is genuine but the application was deleted
 * (`notOnRecord`), or the token was not issued by this server (`notGenuine`).
 */
export const VERIFICATION_VERDICTS = ['current', 'superseded', 'notOnRecord', 'notGenuine'] as const;
export type VerificationVerdict = (typeof VERIFICATION_VERDICTS)[number];

/** The verification page of one printout token (ROUTES.verify is its route pattern). */
export const verifyPath = (token: string): string => `/verify/${encodeURIComponent(token)}`;

/**
 * A passport number as the verification page shows it: the first three and last two characters of
 * a number of eight or more (`AB1****67`), the first and last of a shorter one, and the length kept,
 * so whoever holds the paper can match it against the passport without the page giving it whole.
 */
export function maskPassport(passport: string): string {
  const chars = [...passport];
  if (chars.length <= 3) return '*'.repeat(chars.length);
  const [start, end] = chars.length >= 8 ? [3, 2] : [1, 1];
  return `${chars.slice(0, start).join('')}${'*'.repeat(chars.length - start - end)}${chars.slice(-end).join('')}`;
}
