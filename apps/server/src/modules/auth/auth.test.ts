import { API, MESSAGES } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshCookie, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';

const t = useTestApp({
  RATE_LIMIT_LOGIN_MAX: '5',
  RATE_LIMIT_LOGIN_ADDRESS_MAX: '10',
  ACCESS_TOKEN_TTL: '60',
  PUBLIC_URL: 'https://visas.example.com/',
});
afterEach(() => vi.useRealTimers());

const login = (email: string, password = TEST_PASSWORD) =>
  t.inject({ method: 'POST', url: API.users.login, payload: { email, password } });

const refresh = (token: string) => t.postWithRefreshCookie(API.users.refresh, token);

describe('POST /api/users/login', () => {
  it('answers token and refreshToken and sets the httpOnly refresh cookie', async () => {
    const { user } = await t.createUser('staff');
    const res = await login(user.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.refreshToken).toHaveLength(43);
    const cookie = res.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({
      value: body.refreshToken,
      httpOnly: true,
      path: '/api/users',
      sameSite: 'Strict',
      secure: true,
    });
    expect(cookie?.maxAge).toBe(7 * 86_400);
  });

  it('accepts the e-mail in any letter case', async () => {
    const { user } = await t.createUser('staff');
    expect((await login(user.email.toUpperCase())).statusCode).toBe(200);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const { user } = await t.createUser('staff');
    const wrong = await login(user.email, 'not-the-password');
    const unknown = await login('nobody@example.test');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.auth.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ email: '', password: 'x' }],
    [{ email: 'a@b.c', password: '' }],
    [{ email: '   ', password: 'x' }],
    [{ password: 'x' }],
    [{}],
  ])('requires both fields: %j', async (payload) => {
    const res = await t.inject({ method: 'POST', url: API.users.login, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.auth.fieldsRequired);
  });

  it('rejects a wrong type and unknown fields with 400', async () => {
    const wrongType = await t.inject({
      method: 'POST',
      url: API.users.login,
      payload: { email: 42, password: true },
    });
    expect(wrongType.statusCode).toBe(400);
    const extra = await t.inject({
      method: 'POST',
      url: API.users.login,
      payload: { email: 'a@b.c', password: 'x', isAdmin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Unknown field: isAdmin');
  });
});

describe('sign-in limits (failures only, per address+e-mail and per address)', () => {
  const from = (address: string) => ({ remoteAddress: address });
  const attempt = (address: string, email: string, password = TEST_PASSWORD) =>
    t.inject({ method: 'POST', url: API.users.login, payload: { email, password }, ...from(address) });

  it('limits failed attempts per client address and e-mail with 429 and Retry-After', async () => {
    const { user } = await t.createUser('staff');
    for (let i = 0; i < 5; i += 1)
      expect((await attempt('10.0.1.1', user.email, 'wrong-password')).statusCode).toBe(401);
    const limited = await attempt('10.0.1.1', user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.auth.loginRateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another e-mail from the same address is not locked out...
    const other = await t.createUser('staff');
    expect((await attempt('10.0.1.1', other.user.email)).statusCode).toBe(200);
    // ...and the same e-mail from another address is not either: a key without the address
    // would let anyone lock anyone out.
    expect((await attempt('10.0.1.2', user.email)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { user } = await t.createUser('admin');
    for (let i = 0; i < 12; i += 1) expect((await attempt('10.0.2.1', user.email)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of that address and e-mail', async () => {
    const { user } = await t.createUser('staff');
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1)
        expect((await attempt('10.0.3.1', user.email, 'wrong-password')).statusCode).toBe(401);
      expect((await attempt('10.0.3.1', user.email)).statusCode).toBe(200);
    }
    // Eight failures in the window, but never five since the last success.
    expect((await attempt('10.0.3.1', user.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('limits one address trying many e-mails (password spraying), not other addresses', async () => {
    // This file's limit per address is 10 (createTestApp above).
    for (let i = 0; i < 10; i += 1)
      expect((await attempt('10.0.4.1', `sprayed-${i}@example.test`, 'Winter2026!')).statusCode).toBe(401);
    const { user } = await t.createUser('staff');
    const limited = await attempt('10.0.4.1', user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.auth.loginRateLimited });
    expect((await attempt('10.0.4.2', user.email)).statusCode).toBe(200);
  });

  it('counts attempts sent all at once before any is answered', async () => {
    const { user } = await t.createUser('staff');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => attempt('10.0.5.1', user.email, 'wrong-password')),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('refresh and sign-out from another site', () => {
  const fromOrigin = (url: string, token: string, origin: string) =>
    t.inject({ method: 'POST', url, cookies: { refreshToken: token }, headers: { origin } });
  // The refresh cookie is SameSite=Strict; the Origin check is the second line if a browser or a
  // proxy ever lets it through.
  const foreign = ['https://evil.example', 'http://localhost:8080', 'null'];

  /** A new user's refresh token, and `url` sent with it from each foreign origin: each refused. */
  async function refusedFromForeignOrigins(url: string) {
    const { user } = await t.createUser('staff');
    const token = refreshCookie(await login(user.email)) as string;
    const refused: { origin: string; res: Awaited<ReturnType<typeof fromOrigin>> }[] = [];
    for (const origin of foreign) {
      const res = await fromOrigin(url, token, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.auth.otherSite });
      refused.push({ origin, res });
    }
    return { token, refused };
  }

  it('refuses a refresh whose Origin is another site, and the session lives on', async () => {
    const { token, refused } = await refusedFromForeignOrigins(API.users.refresh);
    for (const { origin, res } of refused) {
      expect(
        res.cookies.find((c) => c.name === 'refreshToken'),
        origin,
      ).toBeUndefined();
    }
    // The same site (inject's Host is localhost:80), and API clients that send no Origin, go on.
    const same = await fromOrigin(API.users.refresh, token, 'http://localhost:80');
    expect(same.statusCode).toBe(200);
    expect((await refresh(same.json().refreshToken)).statusCode).toBe(200);
  });

  it('refuses a sign-out whose Origin is another site, leaving the session signed in', async () => {
    const { token } = await refusedFromForeignOrigins(API.users.logout);
    expect((await refresh(token)).statusCode).toBe(200);
  });

  it("accepts the configured public address as the page's origin", async () => {
    const { user } = await t.createUser('staff');
    const token = refreshCookie(await login(user.email)) as string;
    const res = await fromOrigin(API.users.logout, token, 'https://visas.example.com');
    expect(res.statusCode).toBe(200);
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates: a refresh answers a new access token and a new refresh token', async () => {
    const { user } = await t.createUser('approver');
    const first = refreshCookie(await login(user.email)) as string;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const next = res.json().refreshToken;
    expect(next).not.toBe(first);
    expect(refreshCookie(res)).toBe(next);
    const me = await t.inject({
      method: 'GET',
      url: API.users.me,
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().user).toMatchObject({ email: user.email, role: 'approver' });
  });

  it('accepts the token in the body for API clients', async () => {
    const { user } = await t.createUser('staff');
    const token = (await login(user.email)).json().refreshToken;
    const res = await t.inject({ method: 'POST', url: API.users.refresh, payload: { refreshToken: token } });
    expect(res.statusCode).toBe(200);
    // A new pair, as from the cookie: the token sent is spent, the access token is the user's.
    const { token: access, refreshToken: next } = res.json();
    expect(next).toHaveLength(43);
    expect(next).not.toBe(token);
    expect((await refresh(next)).statusCode).toBe(200);
    const me = await t.inject({
      method: 'GET',
      url: API.users.me,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.json().user).toMatchObject({ _id: user._id, email: user.email, role: 'staff' });
  });

  it('a reused refresh token revokes the whole family', async () => {
    const { user } = await t.createUser('staff');
    const first = refreshCookie(await login(user.email)) as string;
    const second = (await refresh(first)).json().refreshToken;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: MESSAGES.auth.refreshInvalid });
    // The thief's or the owner's newer token is now dead too.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('a reuse within seconds (two tabs racing) is refused without revoking the family', async () => {
    const { user } = await t.createUser('staff');
    const first = refreshCookie(await login(user.email)) as string;
    const second = (await refresh(first)).json().refreshToken;
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired token and clears the cookie', async () => {
    expect((await t.inject({ method: 'POST', url: API.users.refresh })).statusCode).toBe(401);
    const unknown = await refresh('not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    const { user } = await t.createUser('staff');
    const token = refreshCookie(await login(user.email)) as string;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 86_400_000 });
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('dies with its user', async () => {
    const { user } = await t.createUser('staff');
    const admin = await t.createUser('admin');
    const token = refreshCookie(await login(user.email)) as string;
    await t.inject({ method: 'DELETE', url: API.users.remove(user._id), headers: admin.auth });
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const { user } = await t.createUser('staff');
    const token = refreshCookie(await login(user.email)) as string;
    const res = await t.postWithRefreshCookie(API.users.logout, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.auth.loggedOut });
    expect(res.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('succeeds without a cookie', async () => {
    expect((await t.inject({ method: 'POST', url: API.users.logout })).statusCode).toBe(200);
  });
});

describe('GET /api/users/me and the guard', () => {
  it('answers the signed-in user', async () => {
    const { user, auth } = await t.createUser('staff', { name: 'Mia Staff' });
    const res = await t.inject({ method: 'GET', url: API.users.me, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { _id: user._id, name: 'Mia Staff', email: user.email, role: 'staff', updatedAt: user.updatedAt },
    });
  });

  it.each([
    ['no header', {}],
    ['a malformed token', { authorization: 'Bearer nonsense' }],
    ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    [
      'a token signed with another key',
      {
        authorization:
          'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYWRtaW4iLCJzdWIiOiI2YjAyMmI0OWUzZTcwZDdkOGZkNzJmNWUiLCJpc3MiOiJ2aXNhZGVzayIsImF1ZCI6InZpc2FkZXNrLWFwaSIsImlhdCI6MTc5NTMwNDI3MSwiZXhwIjo0Nzk1MzA1MTcxfQ.mohU6ko7ZwSAmh-RTTVvJ2XGgiLmVkCpsue-ZtJBP-s',
      },
    ],
  ])('answers 401 with %s', async (_name, headers) => {
    const res = await t.inject({ method: 'GET', url: API.users.me, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.unauthenticated });
  });

  it('answers 401 for an unsigned token (alg: none) naming a real admin', async () => {
    const { user } = await t.createUser('admin');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      role: 'admin',
      sub: user._id,
      iss: 'visadesk',
      aud: 'visadesk-api',
      iat: now,
      exp: now + 600,
    };
    for (const alg of ['none', 'None', 'NONE']) {
      const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}.`;
      const res = await t.inject({
        method: 'GET',
        url: API.users.list,
        headers: { authorization: `Bearer ${unsigned}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.auth.unauthenticated });
    }
  });

  it('answers 401 once the access token has expired', async () => {
    const { auth } = await t.createUser('staff');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await t.inject({ method: 'GET', url: API.users.me, headers: auth })).statusCode).toBe(401);
  });

  it('answers 401 for a deleted user whose token has not expired', async () => {
    const doomed = await t.createUser('staff');
    const admin = await t.createUser('admin');
    await t.inject({ method: 'DELETE', url: API.users.remove(doomed.user._id), headers: admin.auth });
    expect((await t.inject({ method: 'GET', url: API.users.me, headers: doomed.auth })).statusCode).toBe(401);
  });
});
