import { LABELS, ROUTES } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
import { RoleSelect } from './role-select';

export type UserField = { registration: UseFormRegisterReturn; error?: string };

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
  return (
    <>
      <FormField id="user-name" label={LABELS.users.name} autoComplete="off" isRequired {...name} />
      <FormField
        id="user-email"
        label={LABELS.users.email}
        type="email"
        autoComplete="off"
        isRequired
        {...email}
      />
      {password && (
        <FormField
          id="user-password"
          label={LABELS.users.password}
          type="password"
          autoComplete="new-password"
          isRequired
          {...password}
        />
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
