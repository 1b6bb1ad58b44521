import type { Application, ApplicationSort } from '@visadesk/contract';
import { CASE_OFFICE_LABELS, LABELS, MESSAGES, nearestDeadline, ROUTES } from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icons';
import { PageSpinner } from '../../components/page-spinner';
import { formatDate } from '../../lib/dates';
import { type DataColumn, DataTable, TableStatusRow as StatusRow } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { displayName } from './application-display';
import { ApplicationThumb } from './application-thumb';
import { DeadlineCell } from './deadline-cell';
import { ariaSort, nextSort, type SortColumn } from './list-params';
import { withApplication } from './paths';

const L = LABELS.applications;
const COLUMNS = L.columns;
const WIDE = 'd-none d-lg-table-cell th-wrap';
const TABLE_COLUMNS: readonly (DataColumn & { sortBy?: SortColumn })[] = [
  { label: COLUMNS.name, sortBy: 'name' },
  // Room for NEXT DEADLINE beside the sidebar at 1366 px: who created it shows from 1400 px.
  { label: COLUMNS.createdBy, className: 'd-none d-xxl-table-cell' },
  { label: COLUMNS.createdAt, className: 'd-none d-xl-table-cell', sortBy: 'createdAt' },
  { label: COLUMNS.passport, className: 'd-none d-md-table-cell' },
  { label: COLUMNS.status, sortBy: 'status' },
  { label: COLUMNS.collectDate, className: WIDE, sortBy: 'pending' },
  { label: COLUMNS.approveDate, className: WIDE, sortBy: 'approve' },
  { label: COLUMNS.deadline, className: 'd-none d-sm-table-cell th-wrap', sortBy: 'deadline' },
  { label: COLUMNS.assignedTo, className: 'd-none d-md-table-cell' },
  { label: COLUMNS.action, className: 'text-end' },
];

/** The headings, the sortable ones as buttons under the current order. */
const columnsSortedBy = (sort: ApplicationSort | null, onSort: (sort: ApplicationSort) => void) =>
  TABLE_COLUMNS.map(
    ({ sortBy, ...column }): DataColumn =>
      sortBy
        ? {
            ...column,
            sort: {
              state: sort ? ariaSort(sort, sortBy) : 'none',
              onSort: () => onSort(nextSort(sort ?? '-createdAt', sortBy)),
            },
          }
        : column,
  );

/** The rows chosen for a bulk action: a box per row and one for the whole page. */
export interface RowSelection {
  ids: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Every row of the page chosen (`on`) or none of them. */
  onTogglePage: (ids: string[], on: boolean) => void;
}

/** The select-all column before the others, when rows can be selected. */
function selectionColumn(selection: RowSelection, pageIds: string[]): DataColumn {
  const chosen = pageIds.filter((id) => selection.ids.has(id)).length;
  return {
    label: CASE_OFFICE_LABELS.bulk.selectAll,
    className: 'select-cell',
    content: (
      <Form.Check
        aria-label={CASE_OFFICE_LABELS.bulk.selectAll}
        checked={pageIds.length > 0 && chosen === pageIds.length}
        ref={(box: HTMLInputElement | null) => {
          if (box) box.indeterminate = chosen > 0 && chosen < pageIds.length;
        }}
        disabled={pageIds.length === 0}
        onChange={(e) => selection.onTogglePage(pageIds, e.target.checked)}
      />
    ),
  };
}

interface ApplicationsTableProps {
  applications: readonly Application[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Absent: the signed-in user may not delete (the settings' delete role), and no row offers it. */
  onDelete?: (application: Application) => void;
  /** The search the rows answer, named by the empty state. */
  search?: string;
  /** The order the rows are in, null when the server listed them in its own (a search of many). */
  sort: ApplicationSort | null;
  onSort: (sort: ApplicationSort) => void;
  /** The office's calendar day, from the list's answer: a deadline before it is overdue. */
  today?: string;
  selection?: RowSelection;
}

/**
 * The application list (spec section 2): NAME, CREATED BY, CREATED, PASSPORT NO, STATUS, VISA
 * COLLECT DATE, VISA APPROVE DATE, NEXT DEADLINE, ACTION; every column but CREATED BY, PASSPORT NO
 * and ACTION sorts it (CREATED and NEXT DEADLINE are ours, not the specification's). Narrow screens drop the less needed columns;
 * the passport (and on a phone the next deadline) then shows under the name.
 */
export function ApplicationsTable({
  applications,
  isLoading,
  isError,
  onRetry,
  onDelete,
  search = '',
  sort,
  onSort,
  today,
  selection,
}: ApplicationsTableProps) {
  const sorted = columnsSortedBy(sort, onSort);
  const columns = selection
    ? [
        selectionColumn(
          selection,
          (applications ?? []).map(({ _id }) => _id),
        ),
        ...sorted,
      ]
    : sorted;
  let body: ReactNode;
  if (isLoading) {
    body = (
      <StatusRow span={columns.length}>
        <PageSpinner />
      </StatusRow>
    );
  } else if (isError && !applications) {
    body = (
      <StatusRow span={columns.length}>
        <span className="me-3">{L.loadFailed}</span>
        <Button size="sm" variant="outline-primary" onClick={onRetry}>
          {L.retry}
        </Button>
      </StatusRow>
    );
  } else if (!applications || applications.length === 0) {
    const { none, noneMatching } = MESSAGES.applications;
    body = <StatusRow span={columns.length}>{search ? noneMatching(search) : none}</StatusRow>;
  } else {
    body = applications.map((application) => (
      <ApplicationRow
        key={application._id}
        application={application}
        onDelete={onDelete}
        today={today}
        selection={selection}
      />
    ));
  }

  return (
    <DataTable className="applications-table" columns={columns}>
      {body}
    </DataTable>
  );
}

function ApplicationRow({
  application,
  onDelete,
  today,
  selection,
}: {
  application: Application;
  onDelete?: (a: Application) => void;
  today?: string;
  selection?: RowSelection;
}) {
  const name = displayName(application);
  return (
    <tr>
      {selection && (
        <td className="select-cell">
          <Form.Check
            aria-label={CASE_OFFICE_LABELS.bulk.select(name)}
            checked={selection.ids.has(application._id)}
            onChange={() => selection.onToggle(application._id)}
          />
        </td>
      )}
      <td>
        <span className="user-cell">
          <ApplicationThumb application={application} name={name} />
          {/* Below md the PASSPORT NO column is hidden; CSS shows data-passport under the name
              rather than a second copy of the number in the DOM. */}
          <span className="user-cell-name application-name" data-passport={application.passport}>
            {name}
          </span>
        </span>
        {/* On a phone the NEXT DEADLINE column is hidden: the deadline shows under the name. */}
        {nearestDeadline(application) && (
          <span className="d-block d-sm-none mt-1">
            <DeadlineCell application={application} today={today} />
          </span>
        )}
      </td>
      <td className="text-body-secondary d-none d-xxl-table-cell">
        {application.createdBy ?? LABELS.common.noValue}
      </td>
      <td className="d-none d-xl-table-cell">{formatDate(application.createdAt)}</td>
      <td className="d-none d-md-table-cell font-monospace">
        {application.passport}
        {/* The case's reference under it: a search for it finds the row. */}
        <span className="d-block small text-body-secondary">{application.reference}</span>
      </td>
      <td>
        <StatusBadge status={application.isStatus} />
      </td>
      <td className="d-none d-lg-table-cell">{formatDate(application.pending)}</td>
      <td className="d-none d-lg-table-cell">{formatDate(application.approve)}</td>
      <td className="d-none d-sm-table-cell">
        <DeadlineCell application={application} today={today} />
      </td>
      <td className="d-none d-md-table-cell">
        {application.assignedToName ?? LABELS.applications.unassigned}
      </td>
      <RowActions application={application} name={name} onDelete={onDelete} />
    </tr>
  );
}

/** The row's View, Edit and (for those who may) Delete. */
function RowActions({
  application,
  name,
  onDelete,
}: {
  application: Application;
  name: string;
  onDelete?: (a: Application) => void;
}) {
  const state = withApplication(application);
  return (
    <td className="text-end">
      <div className="row-actions">
        <RowActionLink
          to={`${ROUTES.userView}?id=${application._id}`}
          linkState={state}
          variant="primary"
          icon="eye"
          text={L.view}
          label={L.viewApplication(name)}
        />
        <RowActionLink
          to={`${ROUTES.editApplication}?id=${application._id}`}
          variant="secondary"
          icon="edit"
          text={L.edit}
          label={L.editApplication(name)}
        />
        {onDelete && (
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={L.deleteApplication(name)}
            onClick={() => onDelete(application)}
          >
            <Icon name="trash" size={15} />
            <span className="row-action-text">{L.delete}</span>
          </Button>
        )}
      </div>
    </td>
  );
}

/** A link among the row's actions: its icon, its word where there is room, and a full name for screen readers. */
function RowActionLink({
  to,
  linkState,
  variant,
  icon,
  text,
  label,
}: {
  to: string;
  linkState?: ReturnType<typeof withApplication>;
  variant: 'primary' | 'secondary';
  icon: IconName;
  text: string;
  label: string;
}) {
  return (
    <Link to={to} {...linkState} className={`btn btn-sm btn-outline-${variant}`} aria-label={label}>
      <Icon name={icon} size={15} />
      <span className="row-action-text">{text}</span>
    </Link>
  );
}
