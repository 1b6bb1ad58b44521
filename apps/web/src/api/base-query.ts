import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { MESSAGES, ROUTES, TIMEOUTS } from '@visadesk/contract/plain';
import toast from 'react-hot-toast';
import { navigateTo } from '../auth/navigation';
import { refreshSession } from '../auth/refresh-session';
import { loginPathFor } from '../auth/return-path';
import { clearToken, getToken } from '../auth/token-storage';
import { createUploader } from './multipart';
import { type AppBaseQuery, withReauth } from './reauth';

/*
 * Every protected call: same origin, the refresh cookie included, the bearer token attached at
 * send time (so a retry after a refresh picks up the new one), and the spec's 5 s time-out unless
 * an endpoint passes its own `timeout`.
 */
const fetchQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  timeout: TIMEOUTS.default,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/*
 * Without a stored token nothing is sent: the user has signed out (a screen still mounted for a
 * moment may refetch after the cache is cleared) or another tab did, and the guard and the storage
 * listener take the user away. Such a call is not a session the server ended, so no notice.
 */
const rawBaseQuery: AppBaseQuery = (args, api, extraOptions) =>
  getToken() === null
    ? { error: { status: 'CUSTOM_ERROR', error: 'Signed out.' } }
    : fetchQuery(args, api, extraOptions);

function endSession(): void {
  clearToken();
  // One notice even when several requests discover the ended session together.
  toast.error(MESSAGES.auth.sessionExpired, { id: 'session-ended' });
  // Signing in again comes back to the screen the user was on. Already on sign-in: another request
  // of that screen ended the session first, and its `?next=` is kept.
  const { pathname, search, hash } = window.location;
  if (pathname === ROUTES.login) return;
  navigateTo(loginPathFor(`${pathname}${search}${hash}`));
}

/** How every protected call renews its token; the multipart uploads use the same. */
export const reauthDeps = { getToken, refresh: refreshSession, onSessionEnd: endSession };

export const appBaseQuery = withReauth(rawBaseQuery, reauthDeps);

/** Multipart saves with upload progress (XMLHttpRequest), renewed on a 401 like the rest. */
export const uploadMultipart = createUploader(reauthDeps);
