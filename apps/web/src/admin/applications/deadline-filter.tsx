import { EXPIRING_WITHIN, LABELS } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';
import { parseExpiringWithin } from './list-params';

const L = LABELS.applications;

/** The deadlines filter: every application, or those whose nearest deadline falls within N days. */
export function DeadlineFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (expiringWithin: number | null) => void;
}) {
  return (
    <div className="list-filter">
      <Form.Label htmlFor="application-deadlines" className="mb-0">
        {L.deadlineFilter}
      </Form.Label>
      <Form.Select
        id="application-deadlines"
        value={value ?? ''}
        onChange={(event) => onChange(parseExpiringWithin(event.target.value))}
      >
        <option value="">{L.allDeadlines}</option>
        {EXPIRING_WITHIN.offered.map((days) => (
          <option key={days} value={days}>
            {L.expiringWithin(days)}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
