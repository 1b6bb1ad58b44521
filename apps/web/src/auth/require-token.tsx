import { ROUTES } from '@visadesk/contract';
import { Navigate, Outlet } from 'react-router';
import { hasToken } from './token-storage';

/**
 * The spec's route guard: a protected screen needs a stored token. It sits in the eager bundle
 * and renders the lazy admin code only once the check passes, so a signed-out visitor who opens
 * /dashboard downloads nothing of the back-office.
 */
export function RequireToken() {
  return hasToken() ? <Outlet /> : <Navigate to={ROUTES.login} replace />;
}
