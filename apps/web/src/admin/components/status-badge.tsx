import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@visadesk/contract/plain';

/** An application's status as a coloured pill (colours in admin-content.css, each AA on its fill). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`status-badge status-${status}`}>{APPLICATION_STATUS_LABELS[status]}</span>;
}
