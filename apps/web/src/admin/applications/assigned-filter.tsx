import { LABELS } from '@visadesk/contract/plain';
import { useAssigneeOptions } from './assignee-options';
import { withCurrent } from './catalogue-options';
import { ListFilter } from './list-filter';
import { parseAssignedTo } from './list-params';

const L = LABELS.applications;
const CHOICES = [
  { value: 'me', label: L.myCases },
  { value: 'none', label: L.unassigned },
];

/**
 * The assignee filter: anyone's cases, the user's own, the unassigned ones, or one user's, by
 * name. A user's id in the address (the dashboard's links) is kept, named once the users load.
 */
export function AssignedFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (assignedTo: string) => void;
}) {
  const users = useAssigneeOptions();
  const choices = withCurrent([...CHOICES, ...users], value || undefined);
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
