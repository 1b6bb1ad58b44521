import { LABELS, MESSAGES, TIMEOUTS } from '@visadesk/contract/plain';
import type { StatusAction } from '../../api/applications';
import { describeQueryError, type FieldError } from '../../api/query-error';
import type { RequestFailure } from '../../lib/request-failure';

const M = MESSAGES.applications;

/*
 * Each application screen's failure, mapped to the specification's messages (section 8): a fixed
 * text when the server answered and another when nothing came back.
 */

/** A duplicate passport or e-mail (409) is told in the spec's own words, not by its status. */
function duplicateMessage(failure: RequestFailure): string | null {
  if (failure.kind !== 'server' || failure.status !== 409) return null;
  return failure.message === M.duplicateEmail ? M.duplicateEmail : M.duplicatePassport;
}

/** Add: the duplicate text, `Failed to add application. Server responded with status: 500`, or the retry text. */
export function addErrorMessage(failure: RequestFailure): string {
  return duplicateMessage(failure) ?? (failure.kind === 'server' ? M.addFailed(failure.status) : M.addError);
}

/** Edit: the duplicate text, else the spec's two texts, told apart by whether the server answered. */
export function updateErrorMessage(failure: RequestFailure): string {
  return duplicateMessage(failure) ?? (failure.kind === 'server' ? M.updateFailed : M.updateError);
}

/** The answers that refuse a file for what it is (a bad form, too large, not an image). */
const REFUSALS = [400, 413, 415];

export function deleteErrorMessage(failure: RequestFailure): string {
  return failure.kind === 'server' ? M.deleteFailed : M.deleteError;
}

/**
 * Pending / Approve / Reject: `Failed to approve application. Server responded with status: 403`,
 * or the server's own words when the record already had that status (409: a status action must
 * change it).
 */
export function statusErrorMessage(action: StatusAction, failure: RequestFailure): string {
  if (failure.kind === 'server' && failure.status === 409 && failure.message) return failure.message;
  if (failure.kind === 'server') return M.statusFailed(action, failure.status);
  return M.statusError(LABELS.applicationView.statusDoing[action]);
}

/** Where a save's refusal is shown at a field: the form's own fields and the photo. */
export type FormField<F extends string> = F | 'image';

/**
 * The field messages of a refused save: the server's per-field errors (400, 409), the duplicate
 * texts of the spec for a 409 that names no field, and a refused photo (413, 415) at the photo.
 */
export function saveFieldErrors<F extends string>(
  failure: RequestFailure,
  serverErrors: readonly FieldError[],
  fields: readonly F[],
): { field: FormField<F>; message: string }[] {
  const known = new Set<string>([...fields, 'image']);
  const errors = serverErrors
    .filter((error) => known.has(error.field))
    .map((error) => ({ field: error.field as FormField<F>, message: error.message }));
  if (failure.kind !== 'server' || errors.length > 0) return errors;
  if ((failure.status === 413 || failure.status === 415) && failure.message) {
    return [{ field: 'image', message: failure.message }];
  }
  if (failure.status === 409) {
    const field = failure.message === M.duplicatePassport ? 'passport' : 'email';
    const message = field === 'passport' ? M.duplicatePassport : M.duplicateEmail;
    return (fields as readonly string[]).includes(field) ? [{ field: field as F, message }] : [];
  }
  return [];
}

/**
 * One document that did not upload: its file name and why, in words a user can act on: the
 * server's refusal (type, size), a stall, no answer, or the status.
 */
export function documentUploadError(fileName: string, error: unknown): string {
  const failure = describeQueryError(error);
  const hasStalled = (error as { status?: unknown } | null)?.status === 'TIMEOUT_ERROR';
  let reason: string;
  if (hasStalled) reason = M.uploadStalled(TIMEOUTS.applicationUpload / 1000);
  else if (failure.kind !== 'server') reason = M.uploadNoResponse;
  else if (REFUSALS.includes(failure.status) && failure.message) reason = failure.message;
  else reason = M.uploadFailed(failure.status);
  return M.documentNotUploaded(fileName, reason);
}
