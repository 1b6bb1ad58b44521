import { PASSKEY_LABELS } from '@visadesk/contract/plain';
import { useLocation, useNavigate } from 'react-router';
import { canUsePasskeys, signInWithPasskey } from '../../auth/passkey-sign-in';
import { returnPathFrom } from '../../auth/return-path';
import { setToken } from '../../auth/token-storage';
import { usePasskeyStep } from './use-passkey-step';

/**
 * "Sign in with a passkey" under the password form, or "Use a passkey" at the second step (with
 * the password's `ticket`). Shown only where the browser can use passkeys; a failure is handed to
 * the form's own error line through `onError`.
 */
export function PasskeyButton({
  ticket,
  onError,
  onSignedIn,
  isMain = false,
}: {
  ticket?: string;
  /** The screen's one action (a second step with no codes): drawn as its primary button. */
  isMain?: boolean;
  onError: (message: string | null) => void;
  /** Given the new session's token; by default it is stored and the user goes where sign-in leads. */
  onSignedIn?: (token: string) => void;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { isWaiting, start } = usePasskeyStep(
    () => signInWithPasskey(ticket),
    onError,
    (token) => {
      if (onSignedIn) return onSignedIn(token);
      setToken(token);
      navigate(returnPathFrom(search), { replace: true });
    },
  );
  if (!canUsePasskeys()) return null;

  return (
    <button
      type="button"
      className={`btn ${isMain ? 'btn-primary' : 'btn-outline-primary'} btn-lg w-100 mt-3`}
      onClick={() => void start()}
      disabled={isWaiting}
    >
      {isWaiting
        ? PASSKEY_LABELS.waiting
        : ticket === undefined
          ? PASSKEY_LABELS.signIn
          : PASSKEY_LABELS.secondStep}
    </button>
  );
}
