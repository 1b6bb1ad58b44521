import { FormField, type FormFieldProps } from '../../components/form-field';
import type { BoundField } from './form-binding';

// Omit alone loses id and label: the control's props carry an index signature.
type GridFieldProps = Omit<FormFieldProps, keyof BoundField> &
  Pick<FormFieldProps, 'id' | 'label' | 'hint'> & {
    /** The field's bound registration and error, as `fieldOf` gives them. */
    field: BoundField;
    /** Its column in the form's grid row. */
    column?: string;
  };

/** A form's text input in a column of its grid row: most admin forms lay their fields out so. */
export function GridField({ field, column = 'col-md-6', ...props }: GridFieldProps) {
  return (
    <div className={column}>
      <FormField {...props} {...field} />
    </div>
  );
}
