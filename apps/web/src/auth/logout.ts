import { API, TIMEOUTS } from '@visadesk/contract';
import { clearToken, getToken } from './token-storage';

/**
 * Signs out: asks the server to revoke the refresh token and clear its cookie, then forgets the
 * access token. The spec only logs a failed logout, so the client is cleared whatever happens.
 */
export async function requestLogout(
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const token = getToken();
  try {
    const response = await fetchFn(API.users.logout, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
    if (!response.ok) console.warn(`Logout answered ${response.status}; signing out locally.`);
  } catch (error) {
    console.warn('Logout request failed; signing out locally.', error);
  } finally {
    clearToken();
  }
}
