import type { Application } from '@visadesk/contract';
import { DEADLINE_FIELDS, LABELS, nearestDeadline } from '@visadesk/contract/plain';
import { formatDate } from '../../lib/dates';

const L = LABELS.applications;

/**
 * An application's nearest deadline: its date, which document's it is (passport, visa or work
 * permit), and "Overdue" when it is before `today` (the office's calendar day, as the list answered).
 */
export function DeadlineCell({ application, today }: { application: Application; today?: string }) {
  const nearest = nearestDeadline(application);
  if (!nearest) return <span className="text-body-secondary">{LABELS.common.noValue}</span>;
  const isOverdue = today !== undefined && nearest.date < today;
  return (
    <span className={isOverdue ? 'deadline-cell deadline-overdue' : 'deadline-cell'}>
      <span className="deadline-date">{formatDate(nearest.date)}</span>
      <span className="deadline-document">
        {DEADLINE_FIELDS[nearest.field].document}
        {isOverdue && <span className="badge text-bg-danger ms-1">{L.overdue}</span>}
      </span>
    </span>
  );
}
