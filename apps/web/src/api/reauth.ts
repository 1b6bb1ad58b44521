import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RefreshOutcome } from '../auth/refresh-session';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

export interface ReauthDeps {
  getToken: () => string | null;
  refresh: (staleToken: string | null) => Promise<RefreshOutcome>;
  /** Clears the session and sends the user to /login. */
  onSessionEnd: () => void;
}

const isUnauthorized = (result: Awaited<ReturnType<AppBaseQuery>>): boolean => result.error?.status === 401;

/*
 * A 401 can arrive after another request already renewed the token (both left with the old one).
 * Then the stored token differs from the one sent and is simply reused: only a request that holds
 * the newest token asks for a refresh, and the refresher itself is single-flight.
 */
async function renewToken(sentToken: string, deps: ReauthDeps): Promise<RefreshOutcome> {
  const current = deps.getToken();
  if (current === null) return { kind: 'rejected' };
  if (current !== sentToken) return { kind: 'refreshed', token: current };
  return deps.refresh(sentToken);
}

/**
 * Wraps a base query so that a 401 renews the access token once and retries the request; when the
 * session cannot be renewed the user is signed out. The retry reads the new token from storage.
 */
export function withReauth(baseQuery: AppBaseQuery, deps: ReauthDeps): AppBaseQuery {
  return async (args, api, extraOptions) => {
    const sentToken = deps.getToken();
    const first = await baseQuery(args, api, extraOptions);
    if (!isUnauthorized(first)) return first;
    if (sentToken === null) {
      deps.onSessionEnd();
      return first;
    }
    const outcome = await renewToken(sentToken, deps);
    if (outcome.kind === 'rejected') {
      deps.onSessionEnd();
      return first;
    }
    if (outcome.kind === 'unreachable') {
      return { error: { status: 'FETCH_ERROR', error: 'The session could not be renewed.' } };
    }
    const retry = await baseQuery(args, api, extraOptions);
    // A fresh token refused again means the account itself is gone or disabled.
    if (isUnauthorized(retry)) deps.onSessionEnd();
    return retry;
  };
}
