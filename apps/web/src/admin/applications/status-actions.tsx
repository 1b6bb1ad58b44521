import type { Application } from '@visadesk/contract';
import { type ApplicationStatus, LABELS, type Role } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { type StatusAction, useSetApplicationStatusMutation } from '../../api/applications';
import { describeQueryError } from '../../api/query-error';
import { useGetMeQuery } from '../../api/session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon, type IconName } from '../../components/icons';
import { fullName, statusLabel } from './application-display';
import { statusErrorMessage } from './application-errors';

const V = LABELS.applicationView;
/** Who may decide (decision 3); the server answers 403 to anyone else. */
const DECIDERS: readonly Role[] = ['admin', 'approver'];
const ACTIONS: { action: StatusAction; status: ApplicationStatus; icon: IconName; variant: string }[] = [
  { action: 'pending', status: 'pending', icon: 'clock', variant: 'outline-secondary' },
  { action: 'approve', status: 'approved', icon: 'check', variant: 'success' },
  { action: 'reject', status: 'rejected', icon: 'xCircle', variant: 'outline-danger' },
];
/** The decisions that ask first, naming the applicant. */
type Decision = Exclude<StatusAction, 'pending'>;
const isDecision = (action: StatusAction): action is Decision => action !== 'pending';

/**
 * Pending / Approve / Reject, for admins and approvers only. The record's status is the pressed
 * button, which cannot be pressed again (the server refuses a change to the same status, decision
 * 82). Approve and Reject ask for confirmation first (decision 83). The answer is the record with its new
 * status, which the cache shows at once: the heading, badge and pressed button change in place.
 */
export function StatusActions({ application }: { application: Application }) {
  const { data: user } = useGetMeQuery();
  const [setStatus, { isLoading }] = useSetApplicationStatusMutation();
  const [asked, setAsked] = useState<Decision | null>(null);
  if (!user || !DECIDERS.includes(user.role)) return null;

  async function run(action: StatusAction) {
    try {
      const updated = await setStatus({ id: application._id, action }).unwrap();
      toast.success(V.statusChanged(statusLabel(updated.isStatus)));
    } catch (error) {
      toast.error(statusErrorMessage(action, describeQueryError(error)));
    } finally {
      setAsked(null);
    }
  }

  return (
    <section className="status-actions d-print-none" aria-labelledby="status-actions-title">
      <h2 id="status-actions-title" className="status-actions-title">
        {V.statusActions}
      </h2>
      <div className="status-actions-buttons">
        {ACTIONS.map(({ action, status, icon, variant }) => {
          const isCurrent = application.isStatus === status;
          return (
            <Button
              key={action}
              variant={variant}
              className={`status-action status-action-${action}`}
              active={isCurrent}
              aria-pressed={isCurrent}
              disabled={isLoading || isCurrent}
              onClick={() => (isDecision(action) ? setAsked(action) : void run(action))}
            >
              <Icon name={isCurrent ? 'check' : icon} size={17} />
              {V.actions[action]}
            </Button>
          );
        })}
      </div>
      <ConfirmDialog
        show={asked !== null}
        title={asked ? V.confirmStatusTitle[asked] : ''}
        confirmLabel={asked ? V.confirmStatus[asked] : ''}
        busyLabel={asked ? V.confirmStatusBusy[asked] : ''}
        confirmVariant={asked === 'approve' ? 'success' : 'danger'}
        isBusy={isLoading}
        onConfirm={() => asked && void run(asked)}
        onCancel={() => setAsked(null)}
      >
        {asked && V.confirmStatusText[asked](fullName(application), application.passport)}
      </ConfirmDialog>
    </section>
  );
}
