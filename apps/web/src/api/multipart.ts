import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { expiresSoon } from '../auth/token-expiry';
import { type AppBaseQuery, type ReauthDeps, withReauth } from './reauth';
import { ifMatch } from './record-version';

/** A multipart save: the form is sent as-is, with the bearer token and a time-out. */
export interface MultipartRequest {
  url: string;
  method: 'POST' | 'PUT';
  body: FormData;
  /**
   * Milliseconds without a byte of the body moving (or, once it is all sent, without the answer)
   * before the request is given up as stalled: a slow upload that keeps moving is never cut off.
   */
  timeout: number;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The version of the record an edit was loaded from (If-Match); none for a create. */
  ifMatch?: string;
}

/** Same shapes as RTK Query's results, so describeQueryError and fieldErrorsOf read the errors. */
export type MultipartResult<T = unknown> = { data: T; error?: undefined } | { error: FetchBaseQueryError };

type XhrHandler = ((event: ProgressEvent) => void) | null;

/** The part of XMLHttpRequest the upload uses; tests pass a small fake. */
export interface XhrLike {
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: XhrHandler; onload: XhrHandler };
  onload: XhrHandler;
  onerror: XhrHandler;
  onabort: XhrHandler;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** Maps a finished XMLHttpRequest to a result: 2xx data, an error status, or an unreadable page. */
function resultOf(xhr: XhrLike): MultipartResult {
  const body = parseJson(xhr.responseText);
  const isOk = xhr.status >= 200 && xhr.status < 300;
  if (!body.ok) {
    return {
      error: {
        status: 'PARSING_ERROR',
        originalStatus: xhr.status,
        data: xhr.responseText,
        error: 'The answer is not JSON.',
      },
    };
  }
  return isOk ? { data: body.value } : { error: { status: xhr.status, data: body.value } };
}

/*
 * XMLHttpRequest rather than fetch: only it reports upload progress. Every outcome resolves (never
 * rejects): network failure becomes RTK's FETCH_ERROR and a stall TIMEOUT_ERROR, which the error
 * mapping reads as "no response". The time-out is a watch restarted by every progress event (the
 * spec's fixed 20 s would fail any upload that needs longer, however well it moves).
 */
export function sendMultipart(
  request: MultipartRequest,
  token: string | null,
  createXhr: () => XhrLike = () => new XMLHttpRequest(),
): Promise<MultipartResult> {
  return new Promise((resolve) => {
    const xhr = createXhr();
    let watch: ReturnType<typeof setTimeout> | undefined;
    let hasStalled = false;
    const rewatch = () => {
      clearTimeout(watch);
      watch = setTimeout(() => {
        hasStalled = true;
        xhr.abort();
      }, request.timeout);
    };
    const settle = (result: MultipartResult) => {
      clearTimeout(watch);
      resolve(result);
    };
    xhr.open(request.method, request.url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const versionHeaders = request.ifMatch ? ifMatch(request.ifMatch) : {};
    for (const [name, value] of Object.entries(versionHeaders)) xhr.setRequestHeader(name, value);
    const { onProgress } = request;
    xhr.upload.onprogress = (event) => {
      rewatch();
      if (onProgress && event.lengthComputable && event.total > 0) {
        onProgress(Math.min(1, event.loaded / event.total));
      }
    };
    // All sent: the answer now has the same time to come.
    xhr.upload.onload = rewatch;
    xhr.onload = () => {
      onProgress?.(1);
      settle(resultOf(xhr));
    };
    xhr.onerror = () => settle({ error: { status: 'FETCH_ERROR', error: 'The request failed.' } });
    xhr.onabort = () =>
      settle(
        hasStalled
          ? { error: { status: 'TIMEOUT_ERROR', error: 'The upload stalled.' } }
          : { error: { status: 'FETCH_ERROR', error: 'The request was aborted.' } },
      );
    rewatch();
    // Content-Type is left to the browser, which adds the multipart boundary.
    xhr.send(request.body);
  });
}

// withReauth never reads the RTK api object; the upload has none to give.
const NO_API = {} as BaseQueryApi;

/*
 * A token about to expire is renewed before the body leaves, not after the server's 401: that 401
 * would cost a second send of the whole form. A refused renewal ends the session without sending;
 * an unreachable server is left to the send itself (and its 401 path) to report.
 */
async function renewBeforeSending(reauth: ReauthDeps, nowMs: number): Promise<MultipartResult | null> {
  const token = reauth.getToken();
  if (token === null || !expiresSoon(token, nowMs)) return null;
  const outcome = await reauth.refresh(token);
  if (outcome.kind !== 'rejected') return null;
  reauth.onSessionEnd();
  return { error: { status: 401, data: null } };
}

/**
 * Builds the upload function: each attempt reads the stored token at send time, a token about to
 * expire is renewed first, and a 401 goes through the same renew-once-and-retry (single-flight
 * refresh, sign-out when refused) as every RTK Query call.
 */
export function createUploader(reauth: ReauthDeps, createXhr?: () => XhrLike, now: () => number = Date.now) {
  return async <T>(request: MultipartRequest): Promise<MultipartResult<T>> => {
    const refused = await renewBeforeSending(reauth, now());
    if (refused) return refused as MultipartResult<T>;
    const attempt: AppBaseQuery = () => sendMultipart(request, reauth.getToken(), createXhr);
    return (await withReauth(attempt, reauth)(request.url, NO_API, {})) as MultipartResult<T>;
  };
}
