import { API, TIMEOUTS } from '@visadesk/contract/plain';
import { createSingleFlight } from './single-flight';
import { getToken, setToken } from './token-storage';

/**
 * The result of trying to renew the access token. `rejected` means the session is over (the server
 * refused the refresh cookie); `unreachable` means we could not tell (network, time-out, 5xx), in
 * which case the user stays signed in and the request reports "no response".
 */
export type RefreshOutcome =
  | { kind: 'refreshed'; token: string }
  | { kind: 'rejected' }
  | { kind: 'unreachable' };

export interface RefreshDeps {
  fetchFn: typeof fetch;
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** Runs the task while holding a lock shared by every tab of this origin. */
  withLock: <T>(task: () => Promise<T>) => Promise<T>;
}

const LOCK_NAME = 'visadesk-token-refresh';

/*
 * Tabs share the refresh cookie and localStorage, so two tabs refreshing at once would present the
 * same rotated token twice. The Web Locks API serialises them; the second tab then finds the new
 * token already stored and skips its own refresh.
 */
const browserLock = <T>(task: () => Promise<T>): Promise<T> =>
  globalThis.navigator?.locks ? globalThis.navigator.locks.request(LOCK_NAME, task) : task();

/** Builds the single-flight refresh: concurrent callers share one POST /api/users/refresh. */
export function createRefresher(deps: RefreshDeps): (staleToken: string | null) => Promise<RefreshOutcome> {
  const refresh = (staleToken: string | null) =>
    deps.withLock(async (): Promise<RefreshOutcome> => {
      const current = deps.getToken();
      if (current !== null && current !== staleToken) return { kind: 'refreshed', token: current };
      let response: Response;
      try {
        // No body and no Content-Type: the refresh cookie is the whole request.
        response = await deps.fetchFn(API.users.refresh, {
          method: 'POST',
          credentials: 'include',
          signal: AbortSignal.timeout(TIMEOUTS.default),
        });
      } catch {
        return { kind: 'unreachable' };
      }
      if (response.status >= 500 || response.status === 429) return { kind: 'unreachable' };
      if (!response.ok) return { kind: 'rejected' };
      const body: unknown = await response.json().catch(() => null);
      const token = (body as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || token === '') return { kind: 'rejected' };
      deps.setToken(token);
      return { kind: 'refreshed', token };
    });
  return createSingleFlight(refresh);
}

/** The app's refresher, over the real fetch, storage and cross-tab lock. */
export const refreshSession = createRefresher({
  fetchFn: (input, init) => fetch(input, init),
  getToken,
  setToken,
  withLock: browserLock,
});
