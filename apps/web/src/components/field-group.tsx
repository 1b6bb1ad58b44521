import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { RequiredMark } from './required-mark';

/** The id of a field's schema message, which its control names in aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** The accessibility and validity props every bound control (input or select) carries. */
export function controlState(
  isRequired: boolean | undefined,
  error: string | undefined,
  describedBy: string,
) {
  return {
    'aria-required': isRequired || undefined,
    isInvalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/**
 * The frame FormField and SelectField share: the group, the label with its required mark, the
 * control, then the schema message tied to it and anything shown after it.
 */
export function FieldGroup({
  id,
  label,
  isRequired,
  error,
  after,
  children,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {isRequired && <RequiredMark />}
      </Form.Label>
      {children}
      {error && (
        <Form.Control.Feedback type="invalid" id={fieldErrorId(id)}>
          {error}
        </Form.Control.Feedback>
      )}
      {after}
    </Form.Group>
  );
}
