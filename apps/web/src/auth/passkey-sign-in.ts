import { MESSAGES, PASSKEY_API, PASSKEY_LABELS, TIMEOUTS } from '@visadesk/contract/plain';
import { classifyThrown, serverMessageOf } from '../lib/request-failure';

/*
 * Signing in with a passkey, by plain fetch like the password sign-in (login.ts) so /login loads
 * no Redux. @simplewebauthn/browser is imported only when the button is pressed: the public pages'
 * first load stays as small as it was.
 */

/** A session's access token (its refresh cookie set), or the message to show. */
export type PasskeySignIn = { ok: true; token: string } | { ok: false; message: string };

/** Can this browser use passkeys at all? (An old browser, or one with WebAuthn turned off.) */
export const canUsePasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

const M = MESSAGES.passkeys;

/** POSTs `body` as JSON; the parsed answer, or the message to show. */
async function postJson(
  url: string,
  body: object,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, body: answer };
    return { ok: false, message: serverMessageOf(answer) ?? M.failed };
  } catch (error) {
    return {
      ok: false,
      message: classifyThrown(error).kind === 'no-response' ? MESSAGES.auth.noResponse : M.failed,
    };
  }
}

/** What the browser's prompt failing means to the user: closed or timed out, or something else. */
export function ceremonyMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return M.cancelled;
  if (name === 'InvalidStateError') return M.alreadyRegistered;
  return M.failed;
}

/**
 * Asks the server for a challenge, lets the browser sign it with a passkey, and sends the answer:
 * alone (no password), or as the second step of the password's `ticket`.
 */
export function signInWithPasskey(ticket?: string): Promise<PasskeySignIn> {
  const withTicket = ticket === undefined ? {} : { ticket };
  return passkeyCeremony(
    'startAuthentication',
    [PASSKEY_API.loginOptions, withTicket],
    [PASSKEY_API.login, withTicket],
  );
}

/**
 * A required set-up done with a passkey: registers one with the enrolment `ticket` the password
 * step answered, which opens the session the set-up held back.
 */
export function enrolWithPasskey(ticket: string): Promise<PasskeySignIn> {
  return passkeyCeremony(
    'startRegistration',
    [PASSKEY_API.registrationOptions, { ticket }],
    [PASSKEY_API.register, { ticket, name: PASSKEY_LABELS.enrolName }],
  );
}

/**
 * POSTs `asked` for the options, runs the browser's `ceremony` on them, and POSTs its response
 * with `answered`'s fields: the session's token the server then answers, or the message to show.
 */
async function passkeyCeremony(
  ceremony: 'startAuthentication' | 'startRegistration',
  asked: [url: string, body: object],
  answered: [url: string, fields: object],
): Promise<PasskeySignIn> {
  const options = await postJson(...asked);
  if (!options.ok) return options;
  let response: unknown;
  try {
    const browser = await import('@simplewebauthn/browser');
    response = await browser[ceremony]({ optionsJSON: options.body as never });
  } catch (error) {
    return { ok: false, message: ceremonyMessage(error) };
  }
  const answer = await postJson(answered[0], { ...answered[1], response });
  if (!answer.ok) return answer;
  return tokenAnswer(answer.body);
}

/** The session's token an answer carries, or the failure to show. */
function tokenAnswer(body: unknown): PasskeySignIn {
  const token = (body as { token?: unknown } | null)?.token;
  return typeof token === 'string' && token !== ''
    ? { ok: true, token }
    : { ok: false, message: MESSAGES.auth.noToken };
}
