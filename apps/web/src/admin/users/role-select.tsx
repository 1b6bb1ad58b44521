import { LABELS, ROLE_LABELS, ROLES } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The Role field of the user forms: Admin, Approver, Staff. */
export function RoleSelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <Form.Group className="mb-3" controlId="user-role">
      <Form.Label>{LABELS.users.role}</Form.Label>
      <Form.Select
        {...registration}
        isInvalid={Boolean(error)}
        aria-describedby={error ? 'user-role-error' : undefined}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Form.Select>
      {error && (
        <Form.Control.Feedback type="invalid" id="user-role-error">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
