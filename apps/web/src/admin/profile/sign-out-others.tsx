import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSignOutOthersMutation } from './sessions-api';

/**
 * "Sign out of all other sessions": after a confirmation, every other session of this user ends at
 * once (their access tokens are refused and they are sent to sign in); this browser stays signed in.
 */
export function SignOutOthers({ onDone, disabled }: { onDone: () => void; disabled: boolean }) {
  const [signOutOthers, { isLoading }] = useSignOutOthersMutation();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      const result = await signOutOthers().unwrap();
      toast.success(result.message || MESSAGES.auth.otherSessionsEnded);
      onDone();
    } catch {
      toast.error(MESSAGES.auth.otherSessionsFailed);
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="outline-danger" disabled={disabled} onClick={() => setAsking(true)}>
        {LABELS.profile.signOutOthers}
      </Button>
      <ConfirmDialog
        show={asking}
        title={LABELS.profile.signOutOthersConfirmTitle}
        confirmLabel={LABELS.profile.signOutOthers}
        busyLabel={LABELS.profile.signingOutOthers}
        isBusy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {LABELS.profile.signOutOthersConfirm}
      </ConfirmDialog>
    </>
  );
}
