import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefresher } from '../auth/refresh-session';
import { jwtWith } from '../auth/test-jwt';
import { createUploader, type MultipartRequest, sendMultipart, type XhrLike } from './multipart';
import { describeQueryError, fieldErrorsOf } from './query-error';

const EVENT = {} as ProgressEvent;

/** A stand-in for XMLHttpRequest: records what was sent; the test decides how it ends. */
class FakeXhr implements XhrLike {
  static sent: FakeXhr[] = [];
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null, onload: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  aborted = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.(EVENT);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(EVENT);
  }
}

const lastXhr = (): FakeXhr => {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('nothing was sent');
  return xhr;
};

function request(overrides: Partial<MultipartRequest> = {}): MultipartRequest {
  const body = new FormData();
  body.set('surname', 'Lovelace');
  return { url: '/api/application/addApplication', method: 'POST', body, timeout: 20_000, ...overrides };
}

const send = (req: MultipartRequest, token: string | null = 'token-1') =>
  sendMultipart(req, token, () => new FakeXhr());

describe('sendMultipart', () => {
  it('sends the form with the bearer token, and returns the JSON answer', async () => {
    const req = request();
    const result = send(req);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(req.url);
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    // The browser must set the multipart boundary itself.
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body).toBe(req.body);

    xhr.respond(201, { _id: 'abc' });
    expect(await result).toEqual({ data: { _id: 'abc' } });
  });

  it('sends no Authorization header without a token', async () => {
    const result = send(request(), null);
    expect(lastXhr().headers.Authorization).toBeUndefined();
    lastXhr().respond(200, {});
    await result;
  });

  it('reports upload progress as a share of the body, ignoring unknown lengths, and ends at 1', async () => {
    const onProgress = vi.fn();
    const result = send(request({ onProgress }));
    const xhr = lastXhr();
    xhr.progress(25, 100);
    xhr.progress(50, 0, false);
    xhr.progress(100, 100);
    xhr.respond(201, {});
    await result;
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it('returns an error answer with its status, message and field errors', async () => {
    const result = send(request());
    lastXhr().respond(409, {
      message: 'User email already exists. Please try another email.',
      errors: [{ field: 'email', message: 'User email already exists. Please try another email.' }],
    });
    const { error } = await result;
    expect(describeQueryError(error)).toEqual({
      kind: 'server',
      status: 409,
      message: 'User email already exists. Please try another email.',
    });
    expect(fieldErrorsOf(error)).toEqual([
      { field: 'email', message: 'User email already exists. Please try another email.' },
    ]);
  });

  it('treats an HTML error page as a server answer with its status', async () => {
    const result = send(request());
    lastXhr().respond(502, '<html>Bad gateway</html>');
    expect(describeQueryError((await result).error)).toEqual({ kind: 'server', status: 502 });
  });

  it('maps a network failure and an abort to "no response"', async () => {
    const failed = send(request());
    lastXhr().onerror?.(EVENT);
    const aborted = send(request());
    lastXhr().onabort?.(EVENT);
    for (const result of [failed, aborted]) {
      expect((await result).error?.status).toBe('FETCH_ERROR');
      expect(describeQueryError((await result).error)).toEqual({ kind: 'no-response' });
    }
  });
});

describe('the stall time-out', () => {
  afterEach(() => vi.useRealTimers());

  it('never cuts off an upload that keeps moving, however long it takes', async () => {
    vi.useFakeTimers();
    const result = send(request({ timeout: 20_000 }));
    const xhr = lastXhr();
    // Two minutes of a slow link: a little every 15 s.
    for (let second = 15; second <= 120; second += 15) {
      vi.advanceTimersByTime(15_000);
      xhr.progress(second, 120);
    }
    xhr.upload.onload?.(EVENT);
    vi.advanceTimersByTime(19_000);
    xhr.respond(200, { saved: true });
    expect(await result).toEqual({ data: { saved: true } });
    expect(xhr.aborted).toBe(false);
  });

  it('gives up after the time-out with nothing moving, as TIMEOUT_ERROR', async () => {
    vi.useFakeTimers();
    const result = send(request({ timeout: 20_000 }));
    const xhr = lastXhr();
    xhr.progress(10, 100);
    vi.advanceTimersByTime(19_999);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(xhr.aborted).toBe(true);
    const { error } = await result;
    expect(error?.status).toBe('TIMEOUT_ERROR');
    expect(describeQueryError(error)).toEqual({ kind: 'no-response' });
  });

  it('gives up on an answer that does not come once the body is sent', async () => {
    vi.useFakeTimers();
    const result = send(request({ timeout: 5_000 }));
    const xhr = lastXhr();
    xhr.progress(100, 100);
    xhr.upload.onload?.(EVENT);
    vi.advanceTimersByTime(5_000);
    expect((await result).error?.status).toBe('TIMEOUT_ERROR');
  });
});

describe('createUploader', () => {
  /** The server accepts only `valid`; a refresh rotates it. */
  function setup(refreshWorks = true) {
    const state = { stored: 'token-1' as string | null, valid: 'token-2', refreshes: 0 };
    const refresh = createRefresher({
      fetchFn: async () => {
        state.refreshes += 1;
        if (!refreshWorks) return new Response('{}', { status: 401 });
        return new Response(JSON.stringify({ token: state.valid }), { status: 200 });
      },
      getToken: () => state.stored,
      setToken: (token) => {
        state.stored = token;
      },
      withLock: (task) => task(),
    });
    const onSessionEnd = vi.fn();
    // The fake server answers as soon as the form is sent.
    class AnsweringXhr extends FakeXhr {
      override send(body: FormData) {
        super.send(body);
        const accepted = this.headers.Authorization === `Bearer ${state.valid}`;
        queueMicrotask(() => (accepted ? this.respond(200, { saved: true }) : this.respond(401, {})));
      }
    }
    const upload = createUploader(
      { getToken: () => state.stored, refresh, onSessionEnd },
      () => new AnsweringXhr(),
    );
    return { state, upload, onSessionEnd };
  }

  it('renews an expired token once and sends the form again with the new one', async () => {
    const { state, upload, onSessionEnd } = setup();
    FakeXhr.sent = [];

    expect(await upload(request())).toEqual({ data: { saved: true } });
    expect(state.refreshes).toBe(1);
    expect(FakeXhr.sent.map((xhr) => xhr.headers.Authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('renews a token about to expire before sending, so the form is sent once', async () => {
    const { state, upload, onSessionEnd } = setup();
    const nowS = Math.floor(Date.now() / 1000);
    state.stored = jwtWith({ iat: nowS - 870, exp: nowS + 30 });
    FakeXhr.sent = [];

    expect(await upload(request())).toEqual({ data: { saved: true } });
    expect(state.refreshes).toBe(1);
    expect(FakeXhr.sent.map((xhr) => xhr.headers.Authorization)).toEqual(['Bearer token-2']);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('sends nothing when the early renewal is refused', async () => {
    const { state, upload, onSessionEnd } = setup(false);
    const nowS = Math.floor(Date.now() / 1000);
    state.stored = jwtWith({ iat: nowS - 900, exp: nowS - 1 });
    FakeXhr.sent = [];

    expect((await upload(request())).error?.status).toBe(401);
    expect(FakeXhr.sent).toEqual([]);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh is refused', async () => {
    const { upload, onSessionEnd } = setup(false);
    const result = await upload(request());
    expect(result.error?.status).toBe(401);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });
});
