import { EXPIRING_WITHIN, LABELS } from '@visadesk/contract/plain';
import { ListFilter } from './list-filter';
import { parseExpiringWithin } from './list-params';

const L = LABELS.applications;
const CHOICES = EXPIRING_WITHIN.offered.map((days) => ({
  value: String(days),
  label: L.expiringWithin(days),
}));

/** The deadlines filter: every application, or those whose nearest deadline falls within N days. */
export function DeadlineFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (expiringWithin: number | null) => void;
}) {
  return (
    <ListFilter
      id="application-deadlines"
      label={L.deadlineFilter}
      allLabel={L.allDeadlines}
      value={value === null ? '' : String(value)}
      choices={CHOICES}
      onChange={(chosen) => onChange(parseExpiringWithin(chosen))}
    />
  );
}
