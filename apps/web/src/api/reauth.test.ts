import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { createRefresher } from '../auth/refresh-session';
import { type AppBaseQuery, withReauth } from './reauth';

const api = {} as BaseQueryApi;

/** A fake server: accepts only the current access token, rotates on refresh. */
function fakeServer() {
  const state = { stored: 'token-1' as string | null, valid: 'token-1', refreshes: 0, refreshWorks: true };
  const baseQuery: AppBaseQuery = async () => {
    const sent = state.stored;
    await Promise.resolve();
    return sent === state.valid
      ? { data: { ok: true } }
      : { error: { status: 401, data: { message: 'expired' } } };
  };
  const refresh = createRefresher({
    fetchFn: async () => {
      state.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!state.refreshWorks) return new Response('{"message":"no"}', { status: 401 });
      state.valid = `token-${state.refreshes + 1}`;
      return new Response(JSON.stringify({ token: state.valid }), { status: 200 });
    },
    getToken: () => state.stored,
    setToken: (token) => {
      state.stored = token;
    },
    withLock: (task) => task(),
  });
  return { state, baseQuery, refresh };
}

describe('withReauth', () => {
  it('passes successful answers through without refreshing', async () => {
    const { state, baseQuery, refresh } = fakeServer();
    const query = withReauth(baseQuery, { getToken: () => state.stored, refresh, onSessionEnd: vi.fn() });

    expect(await query('/api/users/me', api, {})).toEqual({ data: { ok: true } });
    expect(state.refreshes).toBe(0);
  });

  it('renews an expired token once for concurrent 401s and retries every request', async () => {
    const { state, baseQuery, refresh } = fakeServer();
    state.valid = 'token-expired-on-server';
    const onSessionEnd = vi.fn();
    const query = withReauth(baseQuery, { getToken: () => state.stored, refresh, onSessionEnd });

    const results = await Promise.all([1, 2, 3, 4].map(() => query('/api/users/me', api, {})));

    expect(state.refreshes).toBe(1);
    expect(results).toEqual(Array(4).fill({ data: { ok: true } }));
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 that was sent with a token already replaced', async () => {
    const refresh = vi.fn();
    const tokens = ['stale', 'fresh'];
    let reads = 0;
    const baseQuery: AppBaseQuery = vi
      .fn()
      .mockResolvedValueOnce({ error: { status: 401, data: {} } })
      .mockResolvedValueOnce({ data: 'retried' });
    // First read (when sending) sees the stale token; later reads see the one another call stored.
    const getToken = () => tokens[Math.min(reads++, 1)] ?? null;
    const query = withReauth(baseQuery, { getToken, refresh, onSessionEnd: vi.fn() });

    expect(await query('/x', api, {})).toEqual({ data: 'retried' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ends the session once when the refresh is refused', async () => {
    const { state, baseQuery, refresh } = fakeServer();
    state.valid = 'revoked';
    state.refreshWorks = false;
    const onSessionEnd = vi.fn(() => {
      state.stored = null;
    });
    const query = withReauth(baseQuery, { getToken: () => state.stored, refresh, onSessionEnd });

    const result = await query('/api/users/me', api, {});

    expect(result.error?.status).toBe(401);
    expect(state.refreshes).toBe(1);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('ends the session without a refresh when no token was stored', async () => {
    const refresh = vi.fn();
    const onSessionEnd = vi.fn();
    const baseQuery: AppBaseQuery = async () => ({ error: { status: 401, data: {} } });
    const query = withReauth(baseQuery, { getToken: () => null, refresh, onSessionEnd });

    await query('/x', api, {});

    expect(refresh).not.toHaveBeenCalled();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('reports "no response" and keeps the session when the refresh cannot reach the server', async () => {
    const onSessionEnd = vi.fn();
    const baseQuery: AppBaseQuery = async () => ({ error: { status: 401, data: {} } });
    const query = withReauth(baseQuery, {
      getToken: () => 'token',
      refresh: async () => ({ kind: 'unreachable' }),
      onSessionEnd,
    });

    const result = await query('/x', api, {});

    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('does not treat other errors as a reason to refresh', async () => {
    const refresh = vi.fn();
    const baseQuery: AppBaseQuery = async () => ({ error: { status: 403, data: { message: 'no' } } });
    const query = withReauth(baseQuery, { getToken: () => 'token', refresh, onSessionEnd: vi.fn() });

    expect((await query('/x', api, {})).error?.status).toBe(403);
    expect(refresh).not.toHaveBeenCalled();
  });
});
