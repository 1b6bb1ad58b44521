import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { MESSAGES, ROUTES, TIMEOUTS } from '@visadesk/contract';
import toast from 'react-hot-toast';
import { navigateTo } from '../auth/navigation';
import { refreshSession } from '../auth/refresh-session';
import { clearToken, getToken } from '../auth/token-storage';
import { createUploader } from './multipart';
import { withReauth } from './reauth';

/*
 * Every protected call: same origin, the refresh cookie included, the bearer token attached at
 * send time (so a retry after a refresh picks up the new one), and the spec's 5 s time-out unless
 * an endpoint passes its own `timeout`.
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  timeout: TIMEOUTS.default,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function endSession(): void {
  clearToken();
  // One notice even when several requests discover the ended session together.
  toast.error(MESSAGES.auth.sessionExpired, { id: 'session-ended' });
  navigateTo(ROUTES.login);
}

/** How every protected call renews its token; the multipart uploads use the same. */
export const reauthDeps = { getToken, refresh: refreshSession, onSessionEnd: endSession };

export const appBaseQuery = withReauth(rawBaseQuery, reauthDeps);

/** Multipart saves with upload progress (XMLHttpRequest), renewed on a 401 like the rest. */
export const uploadMultipart = createUploader(reauthDeps);
