import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { RequiredMark } from './required-mark';

/** The id of a field's schema message, which its control names in aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;
const fieldHintId = (id: string) => `${id}-hint`;

/** What a field's control names in aria-describedby: its hint and its schema message, when shown. */
export const describedByOf = (id: string, hint: string | undefined, error: string | undefined) =>
  [hint && fieldHintId(id), error && fieldErrorId(id)].filter(Boolean).join(' ');

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
 * control, then the schema message tied to it, its hint and anything shown after it.
 */
export function FieldGroup({
  id,
  label,
  isRequired,
  error,
  hint,
  after,
  children,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string;
  /** A short help text under the control, read out with it (describedByOf). */
  hint?: string;
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
      {hint && (
        <Form.Text id={fieldHintId(id)} className="field-hint">
          {hint}
        </Form.Text>
      )}
      {after}
    </Form.Group>
  );
}
