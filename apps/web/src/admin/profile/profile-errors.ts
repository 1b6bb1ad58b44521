import { MESSAGES } from '@visadesk/contract/plain';
import type { RequestFailure } from '../../lib/request-failure';

/**
 * The profile failure line: the spec's "Request was aborted: " followed by the error's message.
 * The server's own message when it sent one, otherwise the catalogue's text for the case.
 */
export function profileErrorMessage(failure: RequestFailure): string {
  let detail: string;
  if (failure.kind === 'server') detail = failure.message ?? MESSAGES.common.unexpected;
  else if (failure.kind === 'no-response') detail = MESSAGES.auth.noResponse;
  else detail = MESSAGES.common.unexpected;
  return `${MESSAGES.profile.aborted}${detail}`;
}
