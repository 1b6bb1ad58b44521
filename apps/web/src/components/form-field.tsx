import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RequiredMark } from './required-mark';

type ControlProps = Omit<
  ComponentProps<typeof Form.Control>,
  'id' | 'isInvalid' | keyof UseFormRegisterReturn
>;

interface FormFieldProps extends ControlProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** A short help text under the input, read out with it. */
  hint?: string;
  /** Marks the field as required: an asterisk after the label and aria-required on the input. */
  isRequired?: boolean;
}

/**
 * A labelled input bound to react-hook-form that shows its schema message under the field and
 * ties it to the input (aria-invalid + aria-describedby) so screen readers read it too.
 */
export function FormField({ id, label, registration, error, hint, isRequired, ...control }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {isRequired && <RequiredMark />}
      </Form.Label>
      <Form.Control
        {...control}
        {...registration}
        aria-required={isRequired || undefined}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
      {hint && (
        <Form.Text id={hintId} className="field-hint">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
