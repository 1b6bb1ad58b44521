import { API } from '@visadesk/contract/plain';
import { describe, expect, it, vi } from 'vitest';
import { createRefresher, type RefreshDeps } from './refresh-session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(fetchFn: RefreshDeps['fetchFn'], stored: string | null = 'old') {
  const storage = { token: stored };
  const deps: RefreshDeps = {
    fetchFn,
    getToken: () => storage.token,
    setToken: (token) => {
      storage.token = token;
    },
    withLock: (task) => task(),
  };
  return { refresh: createRefresher(deps), storage };
}

describe('createRefresher', () => {
  it('sends one refresh for concurrent callers and stores the rotated token', async () => {
    const fetchFn = vi.fn(async () => json(200, { token: 'new', refreshToken: 'r2' }));
    const { refresh, storage } = setup(fetchFn);

    const outcomes = await Promise.all([refresh('old'), refresh('old'), refresh('old')]);

    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith(
      API.users.refresh,
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(outcomes).toEqual(Array(3).fill({ kind: 'refreshed', token: 'new' }));
    expect(storage.token).toBe('new');
  });

  it('sends no body and no content type, so the cookie alone authorises the call', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { token: 'new' }),
    );
    const { refresh } = setup(fetchFn);

    await refresh('old');

    const init = fetchFn.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('reuses a token another tab stored meanwhile instead of presenting the rotated cookie again', async () => {
    const fetchFn = vi.fn(async () => json(200, { token: 'unused' }));
    const { refresh } = setup(fetchFn, 'from-other-tab');

    expect(await refresh('old')).toEqual({ kind: 'refreshed', token: 'from-other-tab' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('reports a refused refresh as the end of the session', async () => {
    const { refresh } = setup(async () => json(401, { message: 'Your session has ended.' }));
    expect(await refresh('old')).toEqual({ kind: 'rejected' });
  });

  it('treats a 200 without a token as refused', async () => {
    const { refresh } = setup(async () => json(200, {}));
    expect(await refresh('old')).toEqual({ kind: 'rejected' });
  });

  it('keeps the session when the server cannot be reached or fails', async () => {
    const offline = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failing = setup(async () => json(503, { message: 'down' }));

    expect(await offline.refresh('old')).toEqual({ kind: 'unreachable' });
    expect(await failing.refresh('old')).toEqual({ kind: 'unreachable' });
    expect(failing.storage.token).toBe('old');
  });
});
