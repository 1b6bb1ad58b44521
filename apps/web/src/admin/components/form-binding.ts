import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
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

/**
 * Shows each refusal at its field, the first one focused so the user lands where to correct. A
 * field the form does not register (a checked image) takes its message through `outside`.
 */
export function showAtFields<T extends FieldValues>(
  refusals: readonly { field: string; message: string }[],
  setError: UseFormSetError<T>,
  outside: Record<string, (message: string) => void> = {},
): void {
  refusals.forEach(({ field, message }, index) => {
    const setOutside = outside[field];
    if (setOutside) setOutside(message);
    else setError(field as Path<T>, { message }, { shouldFocus: index === 0 });
  });
}

export type BoundField = { registration: ReturnType<UseFormRegister<FieldValues>>; error?: string };

/** Binds a form's register and errors so each field is named once: `field('email')`. */
export function fieldOf<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>): BoundField => ({
    registration: register(name),
    error: errorAt(errors, name),
  });
}

/** The message at a dotted path (`mail.senderName`) of react-hook-form's nested errors. */
function errorAt(errors: FieldErrors, path: string): string | undefined {
  let at: unknown = errors;
  for (const key of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return (at as { message?: string } | undefined)?.message;
}
