import type { BulkApplicationsBody, BulkApplicationsResult } from '@visadesk/contract';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationSort,
  type ApplicationStatus,
  CASE_OFFICE_LABELS,
  type Role,
} from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { useBulkApplicationsMutation } from '../../api/applications';
import { useGetAssigneesQuery } from '../../api/case-owner';
import { downloadExport } from '../../api/export-download';
import { useGetMeQuery } from '../../api/session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { refusalOf } from '../components/run-action';
import { useDeletedKeepDays } from '../components/use-deleted-keep-days';
import { ListFilter } from './list-filter';
import { useCanDeleteApplications } from './use-delete-application';

const B = CASE_OFFICE_LABELS.bulk;
/** Who may change a status or export; the server answers 403 to anyone else. */
const DECIDERS: readonly Role[] = ['admin', 'approver'];
const UNASSIGN = 'none';

/** The selection alone as CSV: rows chosen before a filter changed are still exported. */
const exportSelected = (ids: string[], sort: ApplicationSort) =>
  void downloadExport('csv', new URLSearchParams({ sort }), ids).catch(() => toast.error(B.failed));

/** What the action did, counted by outcome in words. */
function reportOf({ results }: BulkApplicationsResult): string {
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  return B.outcome(count('done'), count('skipped'), count('notFound'), count('failed'));
}

interface BulkActionsProps {
  ids: readonly string[];
  /** The list's order, which the exported rows keep. */
  sort: ApplicationSort;
  onDone: () => void;
}

/**
 * The bar over the list while rows are selected: how many, and what can be done to them all at
 * once by the signed-in user's role: assign (anyone), change status and export (admins and
 * approvers), delete (the settings' delete role). Status and delete ask first, naming how many.
 */
export function BulkActions({ ids, sort, onDone }: BulkActionsProps) {
  const { data: user } = useGetMeQuery();
  const canDelete = useCanDeleteApplications();
  const [bulk, { isLoading }] = useBulkApplicationsMutation();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [asked, setAsked] = useState<'status' | 'delete' | null>(null);
  const canDecide = user !== undefined && DECIDERS.includes(user.role);

  async function run(body: BulkApplicationsBody) {
    try {
      toast.success(reportOf(await bulk(body).unwrap()), { duration: 6000 });
      onDone();
    } catch (error) {
      toast.error(refusalOf(error, B.failed));
    } finally {
      setAsked(null);
    }
  }

  const selected = [...ids];
  return (
    <div className="bulk-bar" role="toolbar" aria-label={B.toolbar}>
      <p className="bulk-count mb-0" role="status">
        {B.selected(ids.length)}
      </p>
      <BulkAssign
        disabled={isLoading}
        onAssign={(assignedTo) => void run({ action: 'assign', ids: selected, assignedTo })}
      />
      {canDecide && (
        <>
          <ListFilter
            id="bulk-status"
            label={B.status}
            allLabel={B.chooseStatus}
            value={status}
            onChange={(value) => setStatus(value as ApplicationStatus | '')}
            choices={APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))}
          />
          <Button
            size="sm"
            variant="outline-primary"
            disabled={!status || isLoading}
            onClick={() => setAsked('status')}
          >
            {B.applyStatus}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => exportSelected(selected, sort)}>
            {B.exportSelected}
          </Button>
        </>
      )}
      {canDelete && (
        <Button size="sm" variant="outline-danger" disabled={isLoading} onClick={() => setAsked('delete')}>
          {B.delete}
        </Button>
      )}
      <Button size="sm" variant="link" onClick={onDone}>
        {B.clear}
      </Button>
      <BulkConfirm
        asked={asked}
        count={ids.length}
        status={status}
        isBusy={isLoading}
        onConfirm={() =>
          void run(
            asked === 'delete'
              ? { action: 'delete', ids: selected }
              : { action: 'status', ids: selected, status: status as ApplicationStatus },
          )
        }
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}

/** The confirmation of a status change or a delete, naming how many (and which status). */
function BulkConfirm({
  asked,
  count,
  status,
  isBusy,
  onConfirm,
  onCancel,
}: {
  asked: 'status' | 'delete' | null;
  count: number;
  status: ApplicationStatus | '';
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const keepDays = useDeletedKeepDays();
  return (
    <ConfirmDialog
      show={asked !== null}
      title={asked === 'delete' ? B.confirmDeleteTitle : B.confirmStatusTitle}
      confirmLabel={B.confirm}
      busyLabel={B.busy}
      confirmVariant={asked === 'delete' ? 'danger' : 'primary'}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="mb-0">
        {asked === 'delete'
          ? B.confirmDelete(count, keepDays)
          : status && B.confirmStatus(count, APPLICATION_STATUS_LABELS[status])}
      </p>
    </ConfirmDialog>
  );
}

/** Assign to: a user, or no one; sent once one is chosen. */
function BulkAssign({
  disabled,
  onAssign,
}: {
  disabled: boolean;
  onAssign: (assignedTo: string | null) => void;
}) {
  const { data: assignees = [] } = useGetAssigneesQuery();
  const [assignee, setAssignee] = useState('');
  return (
    <>
      <ListFilter
        id="bulk-assignee"
        label={B.assignTo}
        allLabel={B.chooseAssignee}
        value={assignee}
        onChange={setAssignee}
        choices={[
          { value: UNASSIGN, label: B.unassign },
          ...assignees.map(({ _id, name }) => ({ value: _id, label: name })),
        ]}
      />
      <Button
        size="sm"
        variant="outline-primary"
        disabled={!assignee || disabled}
        onClick={() => onAssign(assignee === UNASSIGN ? null : assignee)}
      >
        {B.assign}
      </Button>
    </>
  );
}
