import type { Application } from '@visadesk/contract';
import { useGetAssigneesQuery } from '../../api/case-owner';
import { type Option, withCurrent } from './catalogue-options';

/** Whose case a record is, as the "Assigned to" choices keep it. */
export type CurrentAssignee = Partial<Pick<Application, 'assignedTo' | 'assignedToName'>>;

/**
 * The users a case may be assigned to, by name, as choices; the record's own assignee is kept
 * while the users load (its name from the record), so the select shows it from the first render.
 */
export function useAssigneeOptions(current?: CurrentAssignee): Option[] {
  const { data: assignees = [] } = useGetAssigneesQuery();
  const options = assignees.map(({ _id, name }) => ({ value: _id, label: name }));
  return withCurrent(options, current?.assignedTo ?? undefined, current?.assignedToName ?? undefined);
}
