import type { RequestFailure } from '../../lib/request-failure';

/** The server answered 404: the record is gone (the spec's `Resource not found`). */
export const isNotFound = (failure: RequestFailure): boolean =>
  failure.kind === 'server' && failure.status === 404;

/** What the server said, when it answered with a message. */
export const serverMessage = (failure: RequestFailure): string | undefined =>
  failure.kind === 'server' ? failure.message : undefined;
