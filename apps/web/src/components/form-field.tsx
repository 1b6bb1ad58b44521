import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlState, FieldGroup, fieldErrorId } from './field-group';

type ControlProps = Omit<
  ComponentProps<typeof Form.Control>,
  'id' | 'isInvalid' | keyof UseFormRegisterReturn
>;

export interface FormFieldProps extends ControlProps {
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
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && fieldErrorId(id)].filter(Boolean).join(' ');
  return (
    <FieldGroup
      id={id}
      label={label}
      isRequired={isRequired}
      error={error}
      after={
        hint && (
          <Form.Text id={hintId} className="field-hint">
            {hint}
          </Form.Text>
        )
      }
    >
      <Form.Control {...control} {...registration} {...controlState(isRequired, error, describedBy)} />
    </FieldGroup>
  );
}
