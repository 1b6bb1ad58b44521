import { type RequestFailure, serverMessageOf } from '../lib/request-failure';

/** Field errors of the API's error shape, when the server sent them. */
export interface FieldError {
  field: string;
  message: string;
}

type ErrorLike = { status?: unknown; data?: unknown; originalStatus?: unknown };

// `unwrap()` rejects with `unknown`; both RTK error shapes are plain objects, so narrow by hand.
const asErrorLike = (error: unknown): ErrorLike | null =>
  typeof error === 'object' && error !== null ? (error as ErrorLike) : null;

/**
 * Turns an RTK Query error (a FetchBaseQueryError, or a SerializedError from a thrown bug) into the
 * three cases the spec's messages distinguish.
 */
export function describeQueryError(error: unknown): RequestFailure {
  const { status, data, originalStatus } = asErrorLike(error) ?? {};
  if (typeof status === 'number') return { kind: 'server', status, message: serverMessageOf(data) };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'no-response' };
  // A proxy's HTML error page still means the server side answered.
  if (status === 'PARSING_ERROR' && typeof originalStatus === 'number' && originalStatus >= 400) {
    return { kind: 'server', status: originalStatus };
  }
  return { kind: 'other' };
}

/** The `errors` array of a 400 answer, for showing each message at its field. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const { status, data } = asErrorLike(error) ?? {};
  if (typeof status !== 'number') return [];
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is FieldError =>
      typeof entry?.field === 'string' && entry.field !== '' && typeof entry?.message === 'string',
  );
}
