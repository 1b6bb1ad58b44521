import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlState, describedByOf, FieldGroup } from './field-group';

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
  return (
    <FieldGroup id={id} label={label} isRequired={isRequired} error={error} hint={hint}>
      <Form.Control
        {...control}
        {...registration}
        {...controlState(isRequired, error, describedByOf(id, hint, error))}
      />
    </FieldGroup>
  );
}
