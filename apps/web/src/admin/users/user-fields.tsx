import { LABELS, ROUTES } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
import type { BoundField as UserField } from '../components/form-binding';
import { RoleSelect } from './role-select';

interface UserFieldsProps {
  name: UserField;
  email: UserField;
  /** Only when creating: an existing user changes their own password under Profile. */
  password?: UserField;
  role: UserField;
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
}

/** The fields and actions the create and edit user forms share; Cancel returns to the list. */
export function UserFields({
  name,
  email,
  password,
  role,
  submitting,
  submitLabel,
  busyLabel,
}: UserFieldsProps) {
  const navigate = useNavigate();
  const textFields = [
    { id: 'user-name', label: LABELS.users.name, autoComplete: 'off', field: name },
    { id: 'user-email', label: LABELS.users.email, type: 'email', autoComplete: 'off', field: email },
    {
      id: 'user-password',
      label: LABELS.users.password,
      type: 'password',
      autoComplete: 'new-password',
      field: password,
    },
  ];
  return (
    <>
      {textFields.map(
        ({ field, ...props }) => field && <FormField key={props.id} {...props} isRequired {...field} />,
      )}
      <RoleSelect {...role} />
      <div className="form-actions">
        <Button type="submit" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </Button>
        <Button variant="outline-secondary" onClick={() => navigate(ROUTES.users)} disabled={submitting}>
          {LABELS.users.cancel}
        </Button>
      </div>
    </>
  );
}
