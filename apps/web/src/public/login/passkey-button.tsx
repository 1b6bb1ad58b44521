import { PASSKEY_LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canUsePasskeys, signInWithPasskey } from '../../auth/passkey-sign-in';
import { returnPathFrom } from '../../auth/return-path';
import { setToken } from '../../auth/token-storage';

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
  const [isWaiting, setIsWaiting] = useState(false);
  if (!canUsePasskeys()) return null;

  const signIn = async () => {
    onError(null);
    setIsWaiting(true);
    const result = await signInWithPasskey(ticket);
    setIsWaiting(false);
    if (!result.ok) return onError(result.message);
    if (onSignedIn) return onSignedIn(result.token);
    setToken(result.token);
    navigate(returnPathFrom(search), { replace: true });
  };

  return (
    <button
      type="button"
      className={`btn ${isMain ? 'btn-primary' : 'btn-outline-primary'} btn-lg w-100 mt-3`}
      onClick={() => void signIn()}
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
