import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A step either side of now: a phone's clock a little off still signs in. */
const DRIFT_STEPS = 1;

/** A new random secret (20 bytes, as RFC 4226 recommends), base32 as apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address the QR code carries: the office's name as issuer, the e-mail as label. */
export const totpAddress = (secret: string, issuer: string, label: string): string =>
  new TOTP({ ...PARAMETERS, issuer, label, secret: Secret.fromBase32(secret) }).toString();

/**
 * The time step `code` belongs to (now, or one step either side), or null when it matches none.
 * The caller accepts a step once only (replay): see second-factors.repository.ts acceptStep.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = new TOTP({ ...PARAMETERS, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
