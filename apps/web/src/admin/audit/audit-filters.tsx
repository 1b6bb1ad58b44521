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

type Choice = { value: string; label: string };

/** One filter of the bar: a labelled choice whose first option, "any", is the empty value. */
function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
    </Form.Group>
  );
}

const options = (any: string, choices: readonly Choice[]) => [
  <option key="" value="">
    {any}
  </option>,
  ...choices.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  )),
];

const ACTION_CHOICES = AUDIT_ACTION_NAMES.map((action) => ({ value: action, label: AUDIT_ACTIONS[action] }));
const OUTCOME_CHOICES = AUDIT_OUTCOMES.map((outcome) => ({ value: outcome, label: L.outcomes[outcome] }));

/** The audit log's filter bar: action, outcome, who, and a range of office days. */
export function AuditFilters({
  filter,
  onChange,
}: {
  filter: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}) {
  const { data: users = [] } = useGetUsersQuery();
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...filter, [key]: event.target.value });
  const people = users.map((user) => ({ value: user._id, label: user.name }));
  return (
    <fieldset className="audit-filters row g-2 align-items-end">
      <legend className="visually-hidden">{L.filters}</legend>
      <FilterField id="audit-action" label={L.action} className="col-md-3">
        <Form.Select value={filter.action} onChange={set('action')}>
          {options(L.anyAction, ACTION_CHOICES)}
        </Form.Select>
      </FilterField>
      <FilterField id="audit-outcome" label={L.outcome} className="col-md-3">
        <Form.Select value={filter.outcome} onChange={set('outcome')}>
          {options(L.anyOutcome, OUTCOME_CHOICES)}
        </Form.Select>
      </FilterField>
      <FilterField id="audit-who" label={L.who} className="col-md-2">
        <Form.Select value={filter.actorId} onChange={set('actorId')}>
          {options(L.anyone, people)}
        </Form.Select>
      </FilterField>
      <FilterField id="audit-from" label={L.from} className="col-6 col-md-2">
        <Form.Control type="date" value={filter.from} max={filter.to || undefined} onChange={set('from')} />
      </FilterField>
      <FilterField id="audit-to" label={L.to} className="col-6 col-md-2">
        <Form.Control type="date" value={filter.to} min={filter.from || undefined} onChange={set('to')} />
      </FilterField>
      <div className="col-12">
        <Button size="sm" variant="link" className="px-0" onClick={() => onChange(NO_AUDIT_FILTER)}>
          {L.clear}
        </Button>
      </div>
    </fieldset>
  );
}
