import type { Application, Settings } from '@visadesk/contract';
import { type ApplicationStatus, LABELS, type Role } from '@visadesk/contract/plain';
import { useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { type StatusAction, useSetApplicationStatusMutation } from '../../api/applications';
import { describeQueryError } from '../../api/query-error';
import { useGetMeQuery } from '../../api/session';
import { useGetSettingsQuery } from '../../api/settings';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon, type IconName } from '../../components/icons';
import { StatusBadge } from '../components/status-badge';
import { fullName, statusLabel } from './application-display';
import { statusErrorMessage } from './application-errors';
import { NO_REJECTION, type Rejection, RejectionFields, rejectBody } from './rejection-fields';

const V = LABELS.applicationView;
/** Who may decide; the server answers 403 to anyone else. */
const DECIDERS: readonly Role[] = ['admin', 'approver'];
const ACTIONS: { action: StatusAction; status: ApplicationStatus; icon: IconName; variant: string }[] = [
  { action: 'approve', status: 'approved', icon: 'check', variant: 'outline-success' },
  { action: 'reject', status: 'rejected', icon: 'xCircle', variant: 'outline-danger' },
  { action: 'pending', status: 'pending', icon: 'clock', variant: 'outline-warning' },
];
/** The decisions that ask first, naming the applicant. */
type Decision = Exclude<StatusAction, 'pending'>;
const isDecision = (action: StatusAction): action is Decision => action !== 'pending';

/**
 * The record's status, shown as a status (a badge every role sees), and for admins and approvers
 * the changes it can take, as outline buttons apart from it: a filled "Approve" beside a pending
 * badge read as if the case were approved. The current status is not offered as an action (the
 * server refuses a change to the same status). Approve and Reject ask first
 * for confirmation. The pressed button goes away with the change, so focus moves to the new status.
 */
export function StatusActions({ application }: { application: Application }) {
  const { data: user } = useGetMeQuery();
  const [setStatus, { isLoading }] = useSetApplicationStatusMutation();
  const [asked, setAsked] = useState<Decision | null>(null);
  const [rejection, setRejection] = useState<Rejection>(NO_REJECTION);
  // Read again each time a confirmation opens: whether the change mails the applicant now.
  const { currentData: settings } = useGetSettingsQuery(undefined, {
    skip: asked === null,
    refetchOnMountOrArgChange: true,
  });
  const statusRef = useRef<HTMLParagraphElement>(null);
  const hasChanged = useRef(false);
  const canDecide = user !== undefined && DECIDERS.includes(user.role);

  async function run(action: StatusAction) {
    try {
      const updated = await setStatus({
        id: application._id,
        action,
        ...(action === 'reject' ? { rejection: rejectBody(rejection) } : {}),
      }).unwrap();
      toast.success(V.statusChanged(statusLabel(updated.isStatus)));
      // A dialog hands focus on once it has closed; Pending has none, so at once.
      if (isDecision(action)) hasChanged.current = true;
      else statusRef.current?.focus();
    } catch (error) {
      toast.error(statusErrorMessage(action, describeQueryError(error)));
    } finally {
      setAsked(null);
    }
  }

  return (
    <section className="status-actions d-print-none" aria-labelledby="status-actions-status">
      <p className="status-current" id="status-actions-status" ref={statusRef} tabIndex={-1}>
        <span className="status-current-label">{V.status}</span>
        <StatusBadge status={application.isStatus} />
      </p>
      {canDecide && (
        <StatusButtons
          current={application.isStatus}
          disabled={isLoading}
          onAction={(action) => {
            setRejection(NO_REJECTION);
            if (isDecision(action)) setAsked(action);
            else void run(action);
          }}
        />
      )}
      <ConfirmDialog
        show={asked !== null}
        title={asked ? V.confirmStatusTitle[asked] : ''}
        confirmLabel={asked ? V.confirmStatus[asked] : ''}
        busyLabel={asked ? V.confirmStatusBusy[asked] : ''}
        confirmVariant={asked === 'approve' ? 'success' : 'danger'}
        isBusy={isLoading}
        onConfirm={() => asked && void run(asked)}
        onCancel={() => setAsked(null)}
        onExited={() => {
          if (hasChanged.current) statusRef.current?.focus();
          hasChanged.current = false;
        }}
      >
        {asked && (
          <DecisionDetails
            asked={asked}
            application={application}
            settings={settings}
            rejection={rejection}
            onRejection={setRejection}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}

/** The changes the status can take (never to the one it has), as outline buttons. */
function StatusButtons({
  current,
  disabled,
  onAction,
}: {
  current: ApplicationStatus;
  disabled: boolean;
  onAction: (action: StatusAction) => void;
}) {
  return (
    <fieldset className="status-change">
      <legend className="status-change-title">{V.statusActions}</legend>
      <div className="status-change-buttons">
        {ACTIONS.filter(({ status }) => status !== current).map(({ action, icon, variant }) => (
          <Button
            key={action}
            variant={variant}
            className={`status-action status-action-${action}`}
            disabled={disabled}
            onClick={() => onAction(action)}
          >
            <Icon name={icon} size={17} />
            {V.actions[action]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What a decision's confirmation says: whose case, for Reject the reason, note and sharing, and
 * whether the applicant is mailed (once the settings are read).
 */
function DecisionDetails({
  asked,
  application,
  settings,
  rejection,
  onRejection,
}: {
  asked: Decision;
  application: Application;
  settings: Settings | undefined;
  rejection: Rejection;
  onRejection: (rejection: Rejection) => void;
}) {
  return (
    <>
      <p>{V.confirmStatusText[asked](fullName(application), application.passport)}</p>
      {asked === 'reject' && settings && (
        <RejectionFields reasons={settings.cases.rejectionReasons} value={rejection} onChange={onRejection} />
      )}
      {settings && (
        <p className="mb-0" data-testid="status-mail-note">
          {settings.mail.statusMailsEnabled ? V.confirmStatusMail(application.email) : V.confirmStatusNoMail}
        </p>
      )}
    </>
  );
}
