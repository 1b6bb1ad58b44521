import { LABELS, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The Role field of the user forms: Admin, Approver, Staff, each described under the choice. */
export function RoleSelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <Form.Group className="mb-3" controlId="user-role">
      <Form.Label>{LABELS.users.role}</Form.Label>
      <Form.Select
        {...registration}
        isInvalid={Boolean(error)}
        aria-describedby={error ? 'user-role-roles user-role-error' : 'user-role-roles'}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Form.Select>
      <ul id="user-role-roles" className="field-hint list-unstyled mb-0 mt-1">
        {ROLES.map((role) => (
          <li key={role}>
            <strong>{ROLE_LABELS[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
      {error && (
        <Form.Control.Feedback type="invalid" id="user-role-error">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
