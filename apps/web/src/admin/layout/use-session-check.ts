import { ROUTES, SESSION_CHECK_INTERVAL_MS, TOKEN_STORAGE_KEY } from '@visadesk/contract/plain';
import { useEffect } from 'react';
import { useGetMeQuery } from '../../api/session';
import { navigateTo } from '../../auth/navigation';

/**
 * The spec's 60-second cookie check, done against the server: GET /api/users/me polls while the
 * back-office is open. It goes through the base query, so an expired access token is renewed and a
 * session the server has ended sends the user to /login. Signing out in another tab (the stored
 * token disappears) does the same at once. Returns the signed-in user for the layout.
 */
export function useSessionCheck() {
  const session = useGetMeQuery(undefined, {
    pollingInterval: SESSION_CHECK_INTERVAL_MS,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue === null) navigateTo(ROUTES.login);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return session;
}
