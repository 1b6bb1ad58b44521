import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from './return-path';
import { hasToken } from './token-storage';

/**
 * The spec's route guard: a protected screen needs a stored token. It sits in the eager bundle
 * and renders the lazy admin code only once the check passes, so a signed-out visitor who opens
 * /dashboard downloads nothing of the back-office. Reading the location makes it run again on every
 * navigation (Back and Forward included), not only when the back-office is first entered; a
 * signed-out visitor is sent to /login carrying the address to return to.
 */
export function RequireToken() {
  const { pathname, search, hash } = useLocation();
  return hasToken() ? <Outlet /> : <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
}
