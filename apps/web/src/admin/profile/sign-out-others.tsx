import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import toast from 'react-hot-toast';
import { AskFirstButton } from '../../components/ask-first-button';
import { useSignOutOthersMutation } from './sessions-api';

/**
 * "Sign out of all other sessions": after a confirmation, every other session of this user ends at
 * once (their access tokens are refused and they are sent to sign in); this browser stays signed in.
 */
export function SignOutOthers({ onDone, disabled }: { onDone: () => void; disabled: boolean }) {
  const [signOutOthers, { isLoading }] = useSignOutOthersMutation();

  const confirm = async () => {
    try {
      const result = await signOutOthers().unwrap();
      toast.success(result.message || MESSAGES.auth.otherSessionsEnded);
      onDone();
    } catch {
      toast.error(MESSAGES.auth.otherSessionsFailed);
    }
  };

  return (
    <AskFirstButton
      label={LABELS.profile.signOutOthers}
      title={LABELS.profile.signOutOthersConfirmTitle}
      busyLabel={LABELS.profile.signingOutOthers}
      isBusy={isLoading}
      disabled={disabled}
      onConfirm={confirm}
    >
      {LABELS.profile.signOutOthersConfirm}
    </AskFirstButton>
  );
}
