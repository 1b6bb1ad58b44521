import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RequiredMark } from './required-mark';

interface SelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The empty first option's text; absent means every option is a real value. */
  placeholder?: string;
  /** Marks the field as required: an asterisk after the label and aria-required on the select. */
  isRequired?: boolean;
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
  children,
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {isRequired && <RequiredMark />}
      </Form.Label>
      <Form.Select
        {...registration}
        aria-required={isRequired || undefined}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
      </Form.Select>
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
