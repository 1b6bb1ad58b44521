// Disabling a user: signed out at once (access and refresh tokens), refused at sign-in with the
// same answer as a wrong password, kept in the list with their last sign-in; enabled again.
import { API, MESSAGES, type UserListItem } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const admin = t.signedIn('admin');
const M = MESSAGES.users;

const post = (url: string, headers = admin.auth) => t.inject({ method: 'POST', url, headers });
const listed = async (id: string) =>
  (
    (await t.inject({ method: 'GET', url: API.users.list, headers: admin.auth })).json() as UserListItem[]
  ).find((user) => user._id === id);
const login = (email: string) =>
  t.inject({ method: 'POST', url: API.users.login, payload: { email, password: TEST_PASSWORD } });

describe('disabling and enabling a user', () => {
  it('signs the user out at once, refuses their sign-in, and lets them in again once enabled', async () => {
    const staff = await t.createUser('staff');
    const signedIn = await login(staff.user.email);
    expect(signedIn.statusCode).toBe(200);
    const before = await listed(staff.user._id);
    expect(before?.disabledAt).toBeNull();
    expect(Date.parse(before?.lastSignInAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const disabled = await post(API.users.disable(staff.user._id));
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toEqual({ message: M.disabled(staff.user.name) });
    expect((await t.inject({ method: 'GET', url: API.users.me, headers: staff.auth })).statusCode).toBe(401);
    const refreshed = await t.inject({
      method: 'POST',
      url: API.users.refresh,
      payload: { refreshToken: signedIn.json().refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const refused = await login(staff.user.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MESSAGES.auth.invalidCredentials);
    expect((await listed(staff.user._id))?.disabledAt).not.toBeNull();

    expect((await post(API.users.enable(staff.user._id))).json()).toEqual({
      message: M.enabled(staff.user.name),
    });
    expect((await login(staff.user.email)).statusCode).toBe(200);
    expect((await listed(staff.user._id))?.disabledAt).toBeNull();
  });

  it('never disables oneself, and 404s an unknown user', async () => {
    const self = await post(API.users.disable(admin.user._id));
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(M.cannotDisableSelf);
    expect((await post(API.users.disable('0'.repeat(24)))).statusCode).toBe(404);
    expect((await post(API.users.disable('nonsense'))).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const { auth } = await t.createUser('approver');
    const target = await t.createUser('staff');
    for (const url of [API.users.disable(target.user._id), API.users.enable(target.user._id)])
      expect((await post(url, auth)).statusCode).toBe(403);
  });
});
