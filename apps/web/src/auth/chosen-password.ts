import { API, INVITATION_MESSAGES, MESSAGES } from '@visadesk/contract/plain';
import { type PasswordResult, type Posted, passwordResultOf, postJson } from './login';

/*
 * A password of one's own, by the ticket of an invitation's link or of a sign-in that requires it:
 * plain fetches like the password step's, so these pages load no Redux (auth/login.ts).
 */

/** A refused answer: the server's words, and whether the ticket is gone (the page cannot go on). */
export type ChoiceRefused = { ok: false; message: string; isEnded: boolean };

function refused(posted: Extract<Posted, { ok: false }>): ChoiceRefused {
  const { failure } = posted;
  if (failure.kind === 'no-response') return { ok: false, message: MESSAGES.auth.noResponse, isEnded: false };
  if (failure.kind === 'server' && [400, 401, 429].includes(failure.status) && failure.message)
    return { ok: false, message: failure.message, isEnded: failure.status === 401 };
  return { ok: false, message: INVITATION_MESSAGES.failed, isEnded: false };
}

/** POST invitation: whom the link is for, before they choose anything. */
export async function requestInvitation(
  ticket: string,
): Promise<{ ok: true; name: string; email: string } | ChoiceRefused> {
  const posted = await postJson(API.users.invitation, { ticket });
  if (!posted.ok) return refused(posted);
  return { ok: true, name: String(posted.body.name ?? ''), email: String(posted.body.email ?? '') };
}

/**
 * POST acceptInvitation or login/newPassword: the chosen password; answers as a sign-in does (a
 * session, or a required second factor's set-up).
 */
export async function requestChosenPassword(
  kind: 'invitation' | 'new-password',
  ticket: string,
  password: string,
): Promise<PasswordResult | ChoiceRefused> {
  const url = kind === 'invitation' ? API.users.acceptInvitation : API.users.loginNewPassword;
  const posted = await postJson(url, { ticket, password });
  return posted.ok ? passwordResultOf(posted.body) : refused(posted);
}
