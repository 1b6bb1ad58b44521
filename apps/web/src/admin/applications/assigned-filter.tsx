import { LABELS } from '@visadesk/contract/plain';
import { ListFilter } from './list-filter';
import { parseAssignedTo } from './list-params';

const L = LABELS.applications;
const CHOICES = [
  { value: 'me', label: L.myCases },
  { value: 'none', label: L.unassigned },
];

/**
 * The assignee filter: anyone's cases, the user's own, or the unassigned ones. A user's id in the
 * address (the dashboard's links) is kept and offered as "that user's" until another is chosen.
 */
export function AssignedFilter({
  value,
  assigneeName,
  onChange,
}: {
  value: string;
  assigneeName?: string;
  onChange: (assignedTo: string) => void;
}) {
  const choices =
    value && !CHOICES.some((choice) => choice.value === value)
      ? [...CHOICES, { value, label: assigneeName ?? value }]
      : CHOICES;
  return (
    <ListFilter
      id="application-assigned"
      label={L.assignedFilter}
      allLabel={L.assignedAnyone}
      value={value}
      choices={choices}
      onChange={(chosen) => onChange(parseAssignedTo(chosen))}
    />
  );
}
