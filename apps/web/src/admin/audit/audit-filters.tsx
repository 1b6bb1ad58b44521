import type { AuditQuery } from '@visadesk/contract';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  type AuditAction,
  type AuditOutcome,
  LABELS,
} from '@visadesk/contract/plain';
import { Button, Form } from 'react-bootstrap';
import { useGetUsersQuery } from '../../api/users';

const L = LABELS.audit;

/** The log's filter as the screen holds it: empty strings for "any". */
export type AuditFilterValues = {
  action: AuditAction | '';
  outcome: AuditOutcome | '';
  actorId: string;
  from: string;
  to: string;
};

export const NO_AUDIT_FILTER: AuditFilterValues = { action: '', outcome: '', actorId: '', from: '', to: '' };

/** The filter as query parameters: only what is set. */
export const auditParams = (filter: AuditFilterValues): AuditQuery =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));

/** The audit log's filter bar: action, outcome, who, and a range of office days. */
export function AuditFilters({
  filter,
  onChange,
}: {
  filter: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}) {
  const { data: users = [] } = useGetUsersQuery();
  const set = <K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) =>
    onChange({ ...filter, [key]: value });
  return (
    <fieldset className="audit-filters row g-2 align-items-end">
      <legend className="visually-hidden">{L.filters}</legend>
      <Form.Group className="col-md-3" controlId="audit-action">
        <Form.Label>{L.action}</Form.Label>
        <Form.Select
          value={filter.action}
          onChange={(e) => set('action', e.target.value as AuditAction | '')}
        >
          <option value="">{L.anyAction}</option>
          {AUDIT_ACTION_NAMES.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTIONS[action]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-md-2" controlId="audit-outcome">
        <Form.Label>{L.outcome}</Form.Label>
        <Form.Select
          value={filter.outcome}
          onChange={(e) => set('outcome', e.target.value as AuditOutcome | '')}
        >
          <option value="">{L.anyOutcome}</option>
          {AUDIT_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {L.outcomes[outcome]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-md-3" controlId="audit-who">
        <Form.Label>{L.who}</Form.Label>
        <Form.Select value={filter.actorId} onChange={(e) => set('actorId', e.target.value)}>
          <option value="">{L.anyone}</option>
          {users.map((user) => (
            <option key={user._id} value={user._id}>
              {user.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-md-2" controlId="audit-from">
        <Form.Label>{L.from}</Form.Label>
        <Form.Control
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(e) => set('from', e.target.value)}
        />
      </Form.Group>
      <Form.Group className="col-6 col-md-2" controlId="audit-to">
        <Form.Label>{L.to}</Form.Label>
        <Form.Control
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </Form.Group>
      <div className="col-12">
        <Button size="sm" variant="link" className="px-0" onClick={() => onChange(NO_AUDIT_FILTER)}>
          {L.clear}
        </Button>
      </div>
    </fieldset>
  );
}
