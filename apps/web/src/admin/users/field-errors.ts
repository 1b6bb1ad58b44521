import type { FieldError } from '../../api/query-error';

/**
 * Picks the server's field errors that belong to a form's own fields, so each is shown at its
 * input rather than lost; anything else stays for the form-level alert.
 */
export function fieldErrorsFor<F extends string>(
  errors: readonly FieldError[],
  fields: readonly F[],
): { field: F; message: string }[] {
  return errors.flatMap((error) =>
    (fields as readonly string[]).includes(error.field)
      ? [{ field: error.field as F, message: error.message }]
      : [],
  );
}
