import { MESSAGES } from '@visadesk/contract';
import { notFound } from '../../lib/app-error.ts';
import { refuseStale } from '../../lib/record-version.ts';

/*
 * The rules every catalogue and content record shares: a missing record is 404 with the common
 * message, and a versioned save that changed no row is 412 or 404 (lib/record-version.ts).
 */

/** The record, or 404. */
export async function foundOr404<T>(lookup: Promise<T | undefined>): Promise<T> {
  const found = await lookup;
  if (!found) throw notFound(MESSAGES.common.notFound);
  return found;
}

/** Runs a conditional save; when it changed no row, 412 if the record is still there, else 404. */
export async function saveVersioned<T>(
  save: () => Promise<T | undefined>,
  lookup: () => Promise<unknown>,
): Promise<T> {
  const saved = await save();
  if (!saved) return refuseStale(lookup);
  return saved;
}
