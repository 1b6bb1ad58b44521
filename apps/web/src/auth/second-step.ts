import type { RecoveryCodes, TwoFactorSetup } from '@visadesk/contract';
import { API, MESSAGES } from '@visadesk/contract/plain';
import { type Posted, postJson, tokenOf } from './login';

/*
 * The sign-in's second step and a required set-up, by the ticket the password step answered: plain
 * fetches like the password step's, so /login loads no Redux (auth/login.ts).
 */

const M = MESSAGES.twoFactor;

/** A wrong or spent answer says why (the server's words); anything else is the generic failure. */
function failureMessage(posted: Extract<Posted, { ok: false }>): string {
  const { failure } = posted;
  if (failure.kind === 'server' && [400, 401, 429].includes(failure.status) && failure.message)
    return failure.message;
  if (failure.kind === 'no-response') return MESSAGES.auth.noResponse;
  return M.failed;
}

export type SessionResult = { ok: true; token: string } | { ok: false; message: string; isEnded: boolean };

/** Ends a sign-in whose ticket the server no longer takes: the page starts over at the password. */
const isTicketEnded = (posted: Extract<Posted, { ok: false }>) =>
  posted.failure.kind === 'server' && posted.failure.status === 401;

/** POST login/twoFactor with a code from the app or a recovery code. */
export async function requestSecondStep(
  ticket: string,
  answer: { code: string } | { recoveryCode: string },
): Promise<SessionResult> {
  const posted = await postJson(API.users.loginTwoFactor, { ticket, ...answer });
  if (!posted.ok) return { ok: false, message: failureMessage(posted), isEnded: isTicketEnded(posted) };
  const token = tokenOf(posted.body);
  return token ? { ok: true, token } : { ok: false, message: MESSAGES.auth.noToken, isEnded: false };
}

export type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

/** POST twoFactor/setup with the enrolment ticket: the new key. */
export async function requestEnrolSetup(ticket: string): Promise<Answer<TwoFactorSetup>> {
  const posted = await postJson(API.users.twoFactorSetup, { ticket });
  return posted.ok
    ? { ok: true, value: posted.body as TwoFactorSetup }
    : { ok: false, message: failureMessage(posted) };
}

/** POST twoFactor/enable with the enrolment ticket: the recovery codes, and the session it held back. */
export async function requestEnrolEnable(ticket: string, code: string): Promise<Answer<RecoveryCodes>> {
  const posted = await postJson(API.users.twoFactorEnable, { ticket, code });
  return posted.ok
    ? { ok: true, value: posted.body as RecoveryCodes }
    : { ok: false, message: failureMessage(posted) };
}
