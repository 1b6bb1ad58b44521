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
import { Button, Form } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { useBulkApplicationsMutation } from '../../api/applications';
import { useGetAssigneesQuery } from '../../api/case-owner';
import { downloadExport } from '../../api/export-download';
import { useGetMeQuery } from '../../api/session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { refusalOf } from '../components/run-action';
import { useDeletedKeepDays } from '../components/use-deleted-keep-days';
import { useCanDeleteApplications } from './use-delete-application';

const B = CASE_OFFICE_LABELS.bulk;
/** Who may change a status or export; the server answers 403 to anyone else. */
const DECIDERS: readonly Role[] = ['admin', 'approver'];
const UNASSIGN = 'none';
const NO_FILTERS = { search: '', status: '', expiringWithin: null, assignedTo: '' } as const;

/** What the action did, counted by outcome in words. */
function reportOf({ results }: BulkApplicationsResult): string {
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  return B.outcome(count('done'), count('skipped'), count('notFound'), count('failed'));
}

/**
 * The bar over the list while rows are selected: how many, and what can be done to them all at
 * once by the signed-in user's role: assign (anyone), change status and export (admins and
 * approvers), delete (the settings' delete role). Status and delete ask first, naming how many.
 */
export function BulkActions({
  ids,
  sort,
  onDone,
}: {
  ids: readonly string[];
  /** The list's order, which the exported rows keep. */
  sort: ApplicationSort;
  onDone: () => void;
}) {
  const { data: user } = useGetMeQuery();
  const { data: assignees = [] } = useGetAssigneesQuery();
  const canDelete = useCanDeleteApplications();
  const keepDays = useDeletedKeepDays();
  const [bulk, { isLoading }] = useBulkApplicationsMutation();
  const [assignee, setAssignee] = useState('');
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
      <Form.Select
        size="sm"
        aria-label={B.assignTo}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
      >
        <option value="">{B.chooseAssignee}</option>
        <option value={UNASSIGN}>{B.unassign}</option>
        {assignees.map(({ _id, name }) => (
          <option key={_id} value={_id}>
            {name}
          </option>
        ))}
      </Form.Select>
      <Button
        size="sm"
        variant="outline-primary"
        disabled={!assignee || isLoading}
        onClick={() =>
          void run({ action: 'assign', ids: selected, assignedTo: assignee === UNASSIGN ? null : assignee })
        }
      >
        {B.assign}
      </Button>
      {canDecide && (
        <>
          <Form.Select
            size="sm"
            aria-label={B.status}
            value={status}
            onChange={(e) => setStatus(e.target.value as ApplicationStatus | '')}
          >
            <option value="">{B.chooseStatus}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </Form.Select>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={!status || isLoading}
            onClick={() => setAsked('status')}
          >
            {B.applyStatus}
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            // The selection alone: rows chosen before a filter changed are still exported.
            onClick={() =>
              void downloadExport('csv', { ...NO_FILTERS, sort, ids: selected }).catch(() =>
                toast.error(B.failed),
              )
            }
          >
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
      <ConfirmDialog
        show={asked !== null}
        title={asked === 'delete' ? B.confirmDeleteTitle : B.confirmStatusTitle}
        confirmLabel={B.confirm}
        busyLabel={B.busy}
        confirmVariant={asked === 'delete' ? 'danger' : 'primary'}
        isBusy={isLoading}
        onConfirm={() =>
          void run(
            asked === 'delete'
              ? { action: 'delete', ids: selected }
              : { action: 'status', ids: selected, status: status as ApplicationStatus },
          )
        }
        onCancel={() => setAsked(null)}
      >
        <p className="mb-0">
          {asked === 'delete'
            ? B.confirmDelete(ids.length, keepDays)
            : status && B.confirmStatus(ids.length, APPLICATION_STATUS_LABELS[status])}
        </p>
      </ConfirmDialog>
    </div>
  );
}
