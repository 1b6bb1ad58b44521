import { API, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it, vi } from 'vitest';
import { loginErrorMessage, requestLogin, requestPasswordStep, validateCredentials } from './login';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const credentials = { email: ' admin@example.com ', password: 'secret-password' };

describe('validateCredentials', () => {
  it('asks for both fields when either is empty', () => {
    expect(validateCredentials({ email: '', password: 'x' })).toBe(MESSAGES.auth.fieldsRequired);
    expect(validateCredentials({ email: '   ', password: 'x' })).toBe(MESSAGES.auth.fieldsRequired);
    expect(validateCredentials({ email: 'a@b.c', password: '' })).toBe(MESSAGES.auth.fieldsRequired);
  });

  it('accepts any two filled-in fields (the server judges them)', () => {
    expect(validateCredentials({ email: 'not-an-email', password: 'x' })).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it('maps each failure to the catalogue message of section 8', () => {
    expect(loginErrorMessage({ kind: 'server', status: 401 })).toBe(MESSAGES.auth.invalidCredentials);
    expect(loginErrorMessage({ kind: 'server', status: 400, message: 'bad' })).toBe(
      MESSAGES.auth.loginFailed,
    );
    expect(loginErrorMessage({ kind: 'server', status: 500 })).toBe(MESSAGES.auth.loginFailed);
    expect(loginErrorMessage({ kind: 'no-response' })).toBe(MESSAGES.auth.noResponse);
    expect(loginErrorMessage({ kind: 'other' })).toBe(MESSAGES.auth.loginError);
    expect(loginErrorMessage({ kind: 'no-token' })).toBe(MESSAGES.auth.noToken);
  });

  it('shows the server message on a rate limit, falling back to the catalogue', () => {
    expect(loginErrorMessage({ kind: 'server', status: 429, message: 'Wait 5 minutes.' })).toBe(
      'Wait 5 minutes.',
    );
    expect(loginErrorMessage({ kind: 'server', status: 429 })).toBe(MESSAGES.auth.loginRateLimited);
  });
});

describe('requestLogin', () => {
  it('posts the trimmed e-mail with credentials and returns the token', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { token: 'jwt', refreshToken: 'r' }),
    );

    expect(await requestLogin(credentials, fetchFn)).toEqual({ ok: true, token: 'jwt' });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(API.users.login);
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@example.com',
      password: 'secret-password',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('fails with "no token" when a 200 answer carries none', async () => {
    expect(await requestLogin(credentials, async () => json(200, {}))).toEqual({
      ok: false,
      message: MESSAGES.auth.noToken,
    });
  });

  it('reports wrong credentials, rate limits and other statuses', async () => {
    const login = (response: Response) => requestLogin(credentials, async () => response);
    expect(await login(json(401, { message: 'Invalid email or password.' }))).toMatchObject({
      message: MESSAGES.auth.invalidCredentials,
    });
    expect(await login(json(429, { message: 'Too many attempts.' }))).toMatchObject({
      message: 'Too many attempts.',
    });
    expect(await login(new Response('<h1>Bad gateway</h1>', { status: 502 }))).toMatchObject({
      message: MESSAGES.auth.loginFailed,
    });
  });

  it('reports network errors and time-outs as "no response"', async () => {
    const offline = await requestLogin(credentials, async () => {
      throw new TypeError('Failed to fetch');
    });
    const timedOut = await requestLogin(credentials, async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(offline).toEqual({ ok: false, message: MESSAGES.auth.noResponse });
    expect(timedOut).toEqual({ ok: false, message: MESSAGES.auth.noResponse });
  });

  it('reports an unreadable 200 answer as a generic login error', async () => {
    expect(await requestLogin(credentials, async () => new Response('not json', { status: 200 }))).toEqual({
      ok: false,
      message: MESSAGES.auth.loginError,
    });
  });
});

describe('requestPasswordStep', () => {
  it('answers the second step or the required set-up the server asks for, with the ticket', async () => {
    const step = (body: unknown) => requestPasswordStep(credentials, async () => json(200, body));
    expect(await step({ twoFactorRequired: true, ticket: 't1', methods: ['totp', 'recovery'] })).toEqual({
      ok: true,
      step: { kind: 'second-step', ticket: 't1', methods: ['totp', 'recovery'] },
    });
    expect(await step({ enrolmentRequired: true, ticket: 't2' })).toEqual({
      ok: true,
      step: { kind: 'enrol', ticket: 't2' },
    });
    expect(await step({ token: 'jwt', refreshToken: 'r' })).toEqual({ ok: true, token: 'jwt' });
    // A step without its ticket is no step.
    expect(await step({ twoFactorRequired: true })).toEqual({ ok: false, message: MESSAGES.auth.noToken });
  });

  it('makes requestLogin fail for an account that needs a second step', async () => {
    const login = await requestLogin(credentials, async () =>
      json(200, { twoFactorRequired: true, ticket: 't', methods: ['totp'] }),
    );
    expect(login).toEqual({ ok: false, message: MESSAGES.twoFactor.codeRequired });
  });
});
