import { API } from '@visadesk/contract/plain';

// Nobody waits on the revocation (the screen is already cleared), so a slow link gets longer than
// the usual 5 s: giving up early would leave the refresh cookie valid on the server.
const REVOKE_TIMEOUT_MS = 30_000;

/**
 * Asks the server to revoke the refresh token and clear its cookie. The caller has already
 * forgotten the access token and every cached record (see the admin layout's sign-out), so nothing
 * private waits on this request; the spec only logs a failed logout.
 */
export async function requestLogout(
  token: string | null,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  try {
    const response = await fetchFn(API.users.logout, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      // Survives the page being left at once (Back to a page loaded before, a closed tab).
      keepalive: true,
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`Logout answered ${response.status}; signed out locally.`);
  } catch (error) {
    console.warn('Logout request failed; signed out locally.', error);
  }
}
