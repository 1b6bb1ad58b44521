import { API, MESSAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { refreshCookie, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';
import { updateUser } from './users.repository.ts';

const t = useTestApp({ RATE_LIMIT_LOGIN_MAX: '3' });

const changePassword = (auth: Record<string, string>, currentPassword: string, password: string) =>
  t.inject({
    method: 'POST',
    url: API.users.profile,
    headers: auth,
    payload: { name: 'Pat Changer', currentPassword, password, confirmPassword: password },
  });

const signIn = (email: string, password: string) =>
  t.inject({ method: 'POST', url: API.users.login, payload: { email, password } });

describe('changing one’s own password', () => {
  it('asks for the current password: a wrong one is 400 at that field, and nothing changes', async () => {
    const { user, auth } = await t.createUser('staff');
    const res = await changePassword(auth, 'not-my-password', 'a-long-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.profile.currentPasswordWrong,
      errors: [{ field: 'currentPassword', message: MESSAGES.profile.currentPasswordWrong }],
    });
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const missing = await changePassword(auth, '', 'a-long-new-password');
    expect(missing.json().message).toBe(MESSAGES.profile.currentPasswordRequired);
  });

  it('counts wrong current passwords towards the sign-in limit', async () => {
    const { auth } = await t.createUser('staff');
    for (let i = 0; i < 3; i++)
      expect((await changePassword(auth, `wrong-${i}`, 'a-long-new-password')).statusCode).toBe(400);
    const limited = await changePassword(auth, TEST_PASSWORD, 'a-long-new-password');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.auth.loginRateLimited);
  });

  it('keeps this session signed in, ends the others, and says so', async () => {
    const { user, auth } = await t.createUser('staff');
    const elsewhere = await signIn(user.email, TEST_PASSWORD);
    const res = await changePassword(auth, TEST_PASSWORD, 'a-long-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.profile.passwordChanged);
    expect((await t.inject({ method: 'GET', url: API.users.me, headers: auth })).statusCode).toBe(200);
    const refresh = await t.postWithRefreshCookie(API.users.refresh, refreshCookie(elsewhere) as string);
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(user.email, 'a-long-new-password')).statusCode).toBe(200);
  });
});

describe('new passwords', () => {
  it('refuses 11 characters and accepts 12', async () => {
    const { auth } = await t.createUser('staff');
    const short = await changePassword(auth, TEST_PASSWORD, 'elevenchars');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.users.passwordTooShort);
    expect((await changePassword(auth, TEST_PASSWORD, 'twelve-chars')).statusCode).toBe(200);
  });

  it('refuses a common breached password, in any letter case, with a clear message', async () => {
    const { auth } = await t.createUser('staff');
    for (const breached of ['password1234', 'PassWord1234', 'qwertyuiop123']) {
      const res = await changePassword(auth, TEST_PASSWORD, breached);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MESSAGES.users.passwordBreached,
        errors: [{ field: 'password', message: MESSAGES.users.passwordBreached }],
      });
    }
  });

  it('refuses a breached password for a user an admin adds', async () => {
    const { auth } = await t.createUser('admin');
    const payload = { name: 'New Person', email: `new-${Date.now()}@example.test`, password: 'password1234' };
    const res = await t.inject({ method: 'POST', url: API.users.create, headers: auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.users.passwordBreached);
    const strong = { ...payload, password: 'violet-harbour-lantern' };
    expect(
      (await t.inject({ method: 'POST', url: API.users.create, headers: auth, payload: strong })).statusCode,
    ).toBe(201);
  });

  it('still signs in with an existing password shorter than 12', async () => {
    const { user } = await t.createUser('staff');
    // Set when 8 characters were enough.
    await updateUser(t.db, user._id, { passwordHash: await hashPassword('eight-ch') });
    expect((await signIn(user.email, 'eight-ch')).statusCode).toBe(200);
  });
});
