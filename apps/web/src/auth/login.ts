import { API, MESSAGES, TIMEOUTS } from '@visadesk/contract/plain';
import { classifyThrown, type RequestFailure, serverMessageOf } from '../lib/request-failure';

/*
 * Sign-in is a plain fetch rather than an RTK Query mutation so that /login does not load Redux:
 * the public pages stay light and the admin code arrives only after a successful sign-in.
 */

export interface Credentials {
  email: string;
  password: string;
}

export type LoginResult = { ok: true; token: string } | { ok: false; message: string };

/** A login failure: the three generic cases, or a 200 answer that carried no token. */
export type LoginFailure = RequestFailure | { kind: 'no-token' };

/** The spec's only client rule for the form: both fields must be filled in. */
export function validateCredentials({ email, password }: Credentials): string | null {
  return email.trim() === '' || password === '' ? MESSAGES.auth.fieldsRequired : null;
}

/** Maps a failed sign-in to the specification's message for that case (section 8). */
export function loginErrorMessage(failure: LoginFailure): string {
  switch (failure.kind) {
    case 'server':
      if (failure.status === 401) return MESSAGES.auth.invalidCredentials;
      // A rate-limit answer says how long to wait, which is worth more than the generic text.
      if (failure.status === 429) return failure.message ?? MESSAGES.auth.loginRateLimited;
      return MESSAGES.auth.loginFailed;
    case 'no-response':
      return MESSAGES.auth.noResponse;
    case 'no-token':
      return MESSAGES.auth.noToken;
    default:
      return MESSAGES.auth.loginError;
  }
}

/** POSTs the credentials; the server also sets the httpOnly refresh cookie on success. */
export async function requestLogin(
  { email, password }: Credentials,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<LoginResult> {
  const fail = (failure: LoginFailure): LoginResult => ({ ok: false, message: loginErrorMessage(failure) });
  let response: Response;
  let body: unknown;
  try {
    response = await fetchFn(API.users.login, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email.trim(), password }),
      credentials: 'include',
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
  } catch (error) {
    return fail(classifyThrown(error));
  }
  try {
    body = await response.json();
  } catch (error) {
    // An error page that is not JSON still counts as the server's answer.
    if (!response.ok) return fail({ kind: 'server', status: response.status });
    return fail(classifyThrown(error));
  }
  if (!response.ok) return fail({ kind: 'server', status: response.status, message: serverMessageOf(body) });
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') return fail({ kind: 'no-token' });
  return { ok: true, token };
}
