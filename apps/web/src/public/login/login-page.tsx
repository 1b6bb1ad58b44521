import { PUBLIC_LABELS } from '@visadesk/contract/plain';
import { AuthFrame } from './auth-frame';
import { SignIn } from './sign-in';

/**
 * The auth screen: the office's name as heading and the two-field form. A signed-in user may still open it
 * (to switch accounts), so there is no redirect away.
 */
export function LoginPage() {
  return (
    <AuthFrame title={PUBLIC_LABELS.auth.submit}>
      <SignIn />
    </AuthFrame>
  );
}
