import { MESSAGES } from '@visadesk/contract/plain';
import { describeQueryError } from '../../api/query-error';

/**
 * A first name for a new passkey, from this browser: "Chrome on Linux". The user may change it;
 * it only tells their devices apart.
 */
export function defaultPasskeyName(userAgent = navigator.userAgent): string {
  const browser =
    [
      ['Edge', /Edg\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? 'Browser';
  const system = [
    ['Windows', /Windows/],
    ['iOS', /iPhone|iPad/],
    ['macOS', /Mac OS X/],
    ['Android', /Android/],
    ['ChromeOS', /CrOS/],
    ['Linux', /Linux/],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0];
  return system ? `${browser} on ${system}` : String(browser);
}

/** What to tell the user when a passkey request to the server failed. */
export function passkeyErrorMessage(error: unknown): string {
  const failure = describeQueryError(error);
  if (failure.kind === 'server') return failure.message ?? MESSAGES.passkeys.failed;
  return failure.kind === 'no-response' ? MESSAGES.auth.noResponse : MESSAGES.passkeys.failed;
}
