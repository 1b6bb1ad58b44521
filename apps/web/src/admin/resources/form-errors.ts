import type { FieldError } from '../../api/query-error';
import type { RequestFailure } from '../../lib/request-failure';

/** The field that shows a refused image (a multipart resource's file). */
export const IMAGE_FIELD = 'image';

/**
 * Where a refused save is shown at a field: the server's per-field errors (400, and 409 where it
 * names the field), a 409 that names none under the record's name, and a refused file (413, 415)
 * under the image. Anything else is left to the toast.
 */
export function formFieldErrors(
  failure: RequestFailure,
  serverErrors: readonly FieldError[],
  fields: readonly string[],
  nameField: string,
): FieldError[] {
  const known = serverErrors.filter((error) => fields.includes(error.field));
  if (known.length > 0 || failure.kind !== 'server' || !failure.message) return known;
  if (failure.status === 409) return [{ field: nameField, message: failure.message }];
  if ((failure.status === 413 || failure.status === 415) && fields.includes(IMAGE_FIELD)) {
    return [{ field: IMAGE_FIELD, message: failure.message }];
  }
  return [];
}
