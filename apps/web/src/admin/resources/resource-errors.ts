import { MESSAGES } from '@visadesk/contract/plain';
import type { RequestFailure } from '../../lib/request-failure';
import type { Operation, ResourceLabels } from './resource-config';

/** The server answered 404: the record is gone (the spec's `Resource not found`). */
export const isNotFound = (failure: RequestFailure): boolean =>
  failure.kind === 'server' && failure.status === 404;

/** What the server said, when it answered with a message. */
export const serverMessage = (failure: RequestFailure): string | undefined =>
  failure.kind === 'server' ? failure.message : undefined;

type ErrorLabels = Pick<ResourceLabels, 'fetchError' | 'addError' | 'updateError' | 'deleteError'>;

/**
 * The messages of a resource the specification gives few for: a refused save says why (the server's
 * message), else `addFailed` or the label; a gone record is `Resource not found`. With
 * `storeRejections` (sliders, spec section 8) a 404 on any call but an add is `Resource not found`
 * and no answer at all `An unexpected error occurred`, as the original store rejected them.
 */
export function savedOrWhy(
  labels: ErrorLabels,
  {
    addFailed = labels.addError,
    storeRejections = false,
  }: { addFailed?: string; storeRejections?: boolean } = {},
) {
  return (operation: Operation, failure: RequestFailure): string => {
    if (storeRejections) {
      if (isNotFound(failure) && operation !== 'create') return MESSAGES.common.notFound;
      if (failure.kind === 'no-response') return MESSAGES.common.unexpected;
    }
    switch (operation) {
      case 'fetch':
        return labels.fetchError;
      case 'create':
        return serverMessage(failure) ?? addFailed;
      case 'update':
        return serverMessage(failure) ?? labels.updateError;
      default:
        return isNotFound(failure) ? MESSAGES.common.notFound : labels.deleteError;
    }
  };
}
