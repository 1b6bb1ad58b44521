import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import type { RequestFailure } from '../../lib/request-failure';
import type { Operation } from './resource-config';
import { isNotFound } from './resource-errors';
import { nameOnlyScreens, type RecordOf, resourceScreens } from './resource-screens';

const L = LABELS.designations;
const M = MESSAGES.designations;

const FAILED = { create: M.addFailed, update: M.updateFailed, delete: M.deleteFailed } as const;
const ERROR = { create: M.addError, update: M.updateError, delete: M.deleteError } as const;

/**
 * The spec's designation messages (section 8): the list says what the server said, or that none
 * answered; a save or delete the server refused is `Failed to ... designation`, and one that never
 * got an answer `Error ... designation. Please try again.`, except that edit and delete report a 404
 * as `Resource not found` and no answer as `An unexpected error occurred` (the store's rejections).
 */
export function designationErrorMessage(operation: Operation, failure: RequestFailure): string {
  if (operation === 'fetch') {
    if (failure.kind === 'server') return M.serverError(failure.message ?? `status ${failure.status}`);
    return failure.kind === 'no-response' ? M.noResponse : M.requestError(L.requestProblem);
  }
  if (operation !== 'create') {
    if (isNotFound(failure)) return MESSAGES.common.notFound;
    if (failure.kind === 'no-response') return MESSAGES.common.unexpected;
  }
  return failure.kind === 'server' ? FAILED[operation] : ERROR[operation];
}

/** /designation (searched and paged on the server, 5 a page), /addDesignation, /editDesignation. */
export const designationsResource = resourceScreens('designations', {
  search: { label: L.searchLabel, placeholder: L.searchPlaceholder },
  ...nameOnlyScreens<RecordOf<'designations'>>(L.name),
  errorMessage: designationErrorMessage,
});
