import { Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import type { FieldSpec, FormValues } from './resource-config';

interface ResourceFieldsProps {
  idPrefix: string;
  fields: readonly FieldSpec[];
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}

/** The configured inputs of a resource form, each labelled and with its message under it. */
export function ResourceFields({ idPrefix, fields, register, errors }: ResourceFieldsProps) {
  return fields.map((field) => {
    const id = `${idPrefix}-${field.name}`;
    const error = errors[field.name]?.message;
    switch (field.kind) {
      case 'select':
        return (
          <SelectField
            key={id}
            id={id}
            label={field.label}
            registration={register(field.name)}
            error={error}
            placeholder={field.placeholder}
          >
            {field.options.map((option) => {
              const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
              return (
                <option key={value} value={value}>
                  {label}
                </option>
              );
            })}
          </SelectField>
        );
      case 'checkbox':
        return (
          <Form.Group key={id} controlId={id} className="mb-3">
            <Form.Check
              type="checkbox"
              label={field.label}
              aria-describedby={field.hint ? `${id}-hint` : undefined}
              {...register(field.name)}
            />
            {field.hint && (
              <Form.Text id={`${id}-hint`} className="field-hint">
                {field.hint}
              </Form.Text>
            )}
          </Form.Group>
        );
      default: {
        // A textarea sizes itself by rows; a one-line input gets the text input's options.
        const control =
          field.kind === 'textarea'
            ? { as: 'textarea' as const, rows: field.rows }
            : {
                autoComplete: 'off',
                inputMode: field.inputMode,
                placeholder: field.placeholder,
                spellCheck: field.spellCheck,
              };
        return (
          <FormField
            key={id}
            id={id}
            label={field.label}
            hint={field.hint}
            registration={register(field.name)}
            error={error}
            {...control}
          />
        );
      }
    }
  });
}
