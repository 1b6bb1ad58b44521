import type { SecondStepMethod } from '@visadesk/contract';
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

/** What follows a right password when it does not open the session at once (DESIGN.md section 5). */
export type SignInStep =
  | { kind: 'second-step'; ticket: string; methods: SecondStepMethod[] }
  | { kind: 'enrol'; ticket: string }
  /** A password of one's own: an admin chose this one, or (the invitation's page) there is none yet. */
  | { kind: 'new-password' | 'invitation'; ticket: string };

export type LoginResult = { ok: true; token: string } | { ok: false; message: string };
/** The password step's result: a session, the step that must come first, or the failure's message. */
export type PasswordResult = LoginResult | { ok: true; step: SignInStep };

/** A POST of this site's sign-in API: the answer's JSON body, or why it failed. */
export type Posted = { ok: true; body: Record<string, unknown> } | { ok: false; failure: RequestFailure };

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

/** POSTs `payload` as JSON with the refresh cookie's credentials; the server sets the cookie on a session. */
export async function postJson(
  url: string,
  payload: unknown,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<Posted> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'include',
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
  } catch (error) {
    return { ok: false, failure: classifyThrown(error) };
  }
  try {
    body = await response.json();
  } catch (error) {
    // An error page that is not JSON still counts as the server's answer.
    if (!response.ok) return { ok: false, failure: { kind: 'server', status: response.status } };
    return { ok: false, failure: classifyThrown(error) };
  }
  if (!response.ok)
    return {
      ok: false,
      failure: { kind: 'server', status: response.status, message: serverMessageOf(body) },
    };
  return { ok: true, body: (body ?? {}) as Record<string, unknown> };
}

/** The access token of an answer that opened a session, or null. */
export const tokenOf = (body: Record<string, unknown>): string | null =>
  typeof body.token === 'string' && body.token !== '' ? body.token : null;

/**
 * POSTs the credentials: a session (the server also sets the httpOnly refresh cookie), or the
 * second step or set-up the account needs first.
 */
export async function requestPasswordStep(
  { email, password }: Credentials,
  fetchFn?: typeof fetch,
): Promise<PasswordResult> {
  const posted = await postJson(API.users.login, { email: email.trim(), password }, fetchFn);
  if (!posted.ok) return { ok: false, message: loginErrorMessage(posted.failure) };
  return passwordResultOf(posted.body);
}

/** A session, or the step the answer's ticket is for (every route that follows a password answers so). */
export function passwordResultOf(body: Record<string, unknown>): PasswordResult {
  const { ticket } = body;
  if (typeof ticket === 'string') {
    if (body.passwordChangeRequired === true) return { ok: true, step: { kind: 'new-password', ticket } };
    if (body.twoFactorRequired === true)
      return {
        ok: true,
        step: { kind: 'second-step', ticket, methods: (body.methods ?? []) as SecondStepMethod[] },
      };
    if (body.enrolmentRequired === true) return { ok: true, step: { kind: 'enrol', ticket } };
  }
  const token = tokenOf(body);
  return token ? { ok: true, token } : { ok: false, message: loginErrorMessage({ kind: 'no-token' }) };
}

/** A sign-in that must open a session at once (tests, tools): an account that needs a second step fails. */
export async function requestLogin(credentials: Credentials, fetchFn?: typeof fetch): Promise<LoginResult> {
  const result = await requestPasswordStep(credentials, fetchFn);
  return 'step' in result ? { ok: false, message: MESSAGES.twoFactor.codeRequired } : result;
}
