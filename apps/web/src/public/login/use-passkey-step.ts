import { useState } from 'react';
import type { PasskeySignIn } from '../../auth/passkey-sign-in';

/**
 * A passkey ceremony behind a button: `start` clears the last error and runs `ceremony` while
 * `isWaiting`, then hands on the new session's token, or the message to show.
 */
export function usePasskeyStep(
  ceremony: () => Promise<PasskeySignIn>,
  onError: (message: string | null) => void,
  onToken: (token: string) => void,
) {
  const [isWaiting, setIsWaiting] = useState(false);
  const start = async () => {
    onError(null);
    setIsWaiting(true);
    const result = await ceremony();
    setIsWaiting(false);
    if (result.ok) onToken(result.token);
    else onError(result.message);
  };
  return { isWaiting, start };
}
