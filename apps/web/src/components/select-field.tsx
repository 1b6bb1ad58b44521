import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlState, describedByOf, FieldGroup } from './field-group';

interface SelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The empty first option's text; absent means every option is a real value. */
  placeholder?: string;
  /** Marks the field as required: an asterisk after the label and aria-required on the select. */
  isRequired?: boolean;
  /** A short help text under the select, read out with it. */
  hint?: string;
  children: ReactNode;
}

/** FormField's counterpart for a select: label, options, and the schema message tied to it. */
export function SelectField({
  id,
  label,
  registration,
  error,
  placeholder,
  isRequired,
  hint,
  children,
}: SelectFieldProps) {
  return (
    <FieldGroup id={id} label={label} isRequired={isRequired} error={error} hint={hint}>
      <Form.Select {...registration} {...controlState(isRequired, error, describedByOf(id, hint, error))}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
      </Form.Select>
    </FieldGroup>
  );
}
