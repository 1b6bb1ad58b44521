import { describeQueryError } from './query-error';

/*
 * Optimistic concurrency on the web side: every save of an edit
 * sends the version (`updatedAt`) of the record the form was loaded from, and the server refuses it
 * with 412 when someone saved the record since.
 */

/** The If-Match header of a save based on the record version `version`. */
export const ifMatch = (version: string): Record<string, string> => ({ 'If-Match': `"${version}"` });

/** Whether a save was refused because the record changed since it was loaded. */
export function isStaleRecord(error: unknown): boolean {
  const failure = describeQueryError(error);
  return failure.kind === 'server' && failure.status === 412;
}
