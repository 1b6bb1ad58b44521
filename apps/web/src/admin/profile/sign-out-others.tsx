import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TitledCard } from '../components/titled-card';
import { useSignOutOthersMutation } from './sign-out-others-api';

/**
 * "Sign out of other devices": after a confirmation, every other session of this user ends at
 * once (their next refresh is refused and sends them to sign in); this browser stays signed in.
 */
export function SignOutOthers() {
  const [signOutOthers, { isLoading }] = useSignOutOthersMutation();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      const result = await signOutOthers().unwrap();
      toast.success(result.message || MESSAGES.auth.otherSessionsEnded);
    } catch {
      toast.error(MESSAGES.auth.otherSessionsFailed);
    } finally {
      setAsking(false);
    }
  };

  return (
    <TitledCard
      id="sign-out-others-title"
      title={LABELS.profile.signOutOthers}
      className="mt-4"
      headingClassName="h5"
    >
      <p className="text-body-secondary">{LABELS.profile.signOutOthersHint}</p>
      <Button variant="outline-danger" onClick={() => setAsking(true)}>
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
    </TitledCard>
  );
}
