import { type Application, LABELS, type Role } from '@visadesk/contract';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { type StatusAction, useSetApplicationStatusMutation } from '../../api/applications';
import { describeQueryError } from '../../api/query-error';
import { useGetMeQuery } from '../../api/session';
import { Icon, type IconName } from '../../components/icons';
import { statusLabel } from './application-display';
import { statusErrorMessage } from './application-errors';

const V = LABELS.applicationView;
/** Who may decide (decision 3); the server answers 403 to anyone else. */
const DECIDERS: readonly Role[] = ['admin', 'approver'];
const ACTIONS: { action: StatusAction; icon: IconName; variant: string }[] = [
  { action: 'pending', icon: 'clock', variant: 'outline-secondary' },
  { action: 'approve', icon: 'check', variant: 'success' },
  { action: 'reject', icon: 'xCircle', variant: 'outline-danger' },
];

/**
 * Pending / Approve / Reject, for admins and approvers only. The answer is the record with its new
 * status, which the cache shows at once: the heading and badge change in place.
 */
export function StatusActions({ application }: { application: Application }) {
  const { data: user } = useGetMeQuery();
  const [setStatus, { isLoading }] = useSetApplicationStatusMutation();
  if (!user || !DECIDERS.includes(user.role)) return null;

  async function run(action: StatusAction) {
    try {
      const updated = await setStatus({ id: application._id, action }).unwrap();
      toast.success(V.statusChanged(statusLabel(updated.isStatus)));
    } catch (error) {
      toast.error(statusErrorMessage(action, describeQueryError(error)));
    }
  }

  return (
    <section className="status-actions d-print-none" aria-labelledby="status-actions-title">
      <h2 id="status-actions-title" className="status-actions-title">
        {V.statusActions}
      </h2>
      <div className="status-actions-buttons">
        {ACTIONS.map(({ action, icon, variant }) => (
          <Button
            key={action}
            variant={variant}
            className={`status-action status-action-${action}`}
            disabled={isLoading}
            onClick={() => void run(action)}
          >
            <Icon name={icon} size={17} />
            {V.actions[action]}
          </Button>
        ))}
      </div>
    </section>
  );
}
