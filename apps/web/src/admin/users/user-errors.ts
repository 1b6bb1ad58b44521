import { MESSAGES } from '@visadesk/contract/plain';
import type { RequestFailure } from '../../lib/request-failure';

/*
 * Each users screen's failure, mapped to the specification's messages (section 8) with the
 * product's refinements: a server message is shown where the spec's fixed text would hide why.
 */

/**
 * Add user, for what no field shows: a duplicate e-mail (409) is said at the e-mail field, so only
 * an answer without its field comes here; another answer shows what the server said.
 */
export function createUserErrorMessage(failure: RequestFailure): string {
  switch (failure.kind) {
    case 'server':
      if (failure.status === 409) return MESSAGES.users.duplicate;
      return failure.message ?? MESSAGES.users.registerError;
    case 'no-response':
      return MESSAGES.users.registerNoResponse;
    default:
      return MESSAGES.users.registerError;
  }
}

/** Edit user: the spec's two texts, told apart by whether the server answered. */
export function updateUserErrorMessage(failure: RequestFailure): string {
  return failure.kind === 'server' ? MESSAGES.users.updateFailed : MESSAGES.users.updateError;
}

/** Delete user: the server explains refusals (yourself, the last admin); otherwise the generic text. */
export function deleteUserErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'server' && failure.message) return failure.message;
  return MESSAGES.users.deleteError;
}
