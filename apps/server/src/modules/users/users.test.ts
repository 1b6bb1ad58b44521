import { API, MESSAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { createTestApp, MISSING_ID, TEST_PASSWORD, type TestApp, useTestApp } from '../../test/test-app.ts';
import { findUserForLogin } from './users.repository.ts';

const t = useTestApp();

/** PUT update_user/:id as the given user (on the shared app, or `app`). */
const saveUser = (
  auth: Record<string, string>,
  id: string,
  payload: object,
  app: Pick<TestApp, 'inject'> = t,
) => app.inject({ method: 'PUT', url: API.users.update(id), headers: auth, payload });

/** POST add_user as the user signed in with `auth`. */
const addUser = (auth: Record<string, string>, payload: object) =>
  t.inject({ method: 'POST', url: API.users.create, headers: auth, payload });

/** POST profile as the user signed in with `auth`. */
const saveProfile = (auth: Record<string, string>, payload: object) =>
  t.inject({ method: 'POST', url: API.users.profile, headers: auth, payload });

const unique = () => `new-${Math.random().toString(36).slice(2, 10)}@example.test`;

describe('access', () => {
  const routes = [
    { method: 'GET', url: API.users.list },
    {
      method: 'POST',
      url: API.users.create,
      payload: { name: 'Someone', email: 'a@b.cd', password: 'password1' },
    },
    { method: 'PUT', url: API.users.update(MISSING_ID), payload: { name: 'Someone', email: 'a@b.cd' } },
    { method: 'DELETE', url: API.users.remove(MISSING_ID) },
  ] as const;

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    const res = await t.inject(route);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.unauthenticated });
  });

  it.each(routes.flatMap((route) => [['staff', route] as const, ['approver', route] as const]))(
    '%s is refused %j with 403',
    async (role, route) => {
      const { auth } = await t.createUser(role);
      const res = await t.inject({ ...route, headers: auth });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.auth.forbidden });
    },
  );

  it('profile answers 401 without a token', async () => {
    const res = await t.inject({ method: 'POST', url: API.users.profile, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.unauthenticated });
  });
});

describe('GET /api/users/get_users', () => {
  it('lists users with _id, name, email, role, disabled, last sign-in and invitation, never the password hash', async () => {
    const { auth, user } = await t.createUser('admin');
    const res = await t.inject({ method: 'GET', url: API.users.list, headers: auth });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toContainEqual({
      ...user,
      disabledAt: null,
      lastSignInAt: expect.any(String),
      invitedAt: null,
      mustChangePassword: false,
    });
    for (const row of list)
      expect(Object.keys(row).sort()).toEqual([
        '_id',
        'disabledAt',
        'email',
        'invitedAt',
        'lastSignInAt',
        'mustChangePassword',
        'name',
        'role',
        'updatedAt',
      ]);
  });
});

describe('POST /api/users/add_user', () => {
  it('creates a user who must choose their own password at the first sign-in, answering 201', async () => {
    const { auth } = await t.createUser('admin');
    const email = unique();
    const res = await addUser(auth, {
      name: '  Ana Approver ',
      email: email.toUpperCase(),
      password: 'long-enough-1',
      role: 'approver',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Ana Approver',
      email,
      role: 'approver',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const login = await t.inject({
      method: 'POST',
      url: API.users.login,
      payload: { email, password: 'long-enough-1' },
    });
    expect(login.json()).toEqual({ passwordChangeRequired: true, ticket: expect.any(String) });
  });

  it('defaults the role to staff', async () => {
    const { auth } = await t.createUser('admin');
    const res = await addUser(auth, { name: 'Sam', email: unique(), password: 'long-enough-1' });
    expect(res.json().role).toBe('staff');
  });

  it('stores the password as a scrypt hash', async () => {
    const { auth } = await t.createUser('admin');
    const email = unique();
    await addUser(auth, { name: 'Hash', email, password: 'long-enough-1' });
    const stored = await findUserForLogin(t.db, email);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('long-enough-1', stored?.passwordHash ?? '')).toBe(true);
  });

  it('answers 409 for an e-mail already in use, in any letter case, naming the e-mail field', async () => {
    const { auth, user } = await t.createUser('admin');
    const res = await addUser(auth, {
      name: 'Copy',
      email: user.email.toUpperCase(),
      password: 'long-enough-1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: MESSAGES.users.duplicate,
      errors: [{ field: 'email', message: MESSAGES.users.duplicate }],
    });
  });

  it.each([
    [{ name: '', email: 'x@y.zz', password: 'long-enough-1' }, 'name', MESSAGES.users.fieldsRequired],
    [{ name: 'Name', email: '', password: 'long-enough-1' }, 'email', MESSAGES.users.fieldsRequired],
    [{ name: 'Name', email: 'x@y.zz', password: '' }, 'password', MESSAGES.users.fieldsRequired],
    [
      { name: 'Name', email: 'not-an-email', password: 'long-enough-1' },
      'email',
      MESSAGES.users.invalidEmail,
    ],
    [{ name: 'Name', email: 'x@y.zz', password: 'short' }, 'password', MESSAGES.users.passwordTooShort],
    [{ name: 'Na', email: 'x@y.zz', password: 'long-enough-1' }, 'name', MESSAGES.users.nameLength],
    [
      { name: 'Name', email: 'x@y.zz', password: 'long-enough-1', role: 'root' },
      'role',
      MESSAGES.users.invalidRole,
    ],
  ])('validates %j -> %s: %s', async (payload, field, message) => {
    const { auth } = await t.createUser('admin');
    const res = await addUser(auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ field, message });
  });
});

describe('PUT /api/users/update_user/:id', () => {
  it('changes name, e-mail and role and answers a message with the user', async () => {
    const { auth } = await t.createUser('admin');
    const target = await t.createUser('staff');
    const email = unique();
    const res = await saveUser(auth, target.user._id, { name: 'Renamed', email, role: 'approver' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: MESSAGES.users.updated,
      user: { _id: target.user._id, name: 'Renamed', email, role: 'approver', updatedAt: expect.any(String) },
    });
    // Every save is a new version.
    expect(res.json().user.updatedAt).not.toBe(target.user.updatedAt);
  });

  it('a changed role applies at once: a token already issued stops acting (its session ended)', async () => {
    const { auth } = await t.createUser('admin');
    const other = await t.createUser('admin');
    expect((await t.inject({ method: 'GET', url: API.users.list, headers: other.auth })).statusCode).toBe(
      200,
    );
    await saveUser(auth, other.user._id, { name: 'Demoted', email: other.user.email, role: 'staff' });
    const refused = await t.inject({ method: 'GET', url: API.users.list, headers: other.auth });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.auth.sessionExpired });
  });

  it('keeps the role when none is sent', async () => {
    const { auth } = await t.createUser('admin');
    const target = await t.createUser('approver');
    const res = await saveUser(auth, target.user._id, { name: 'Same Role', email: unique() });
    expect(res.json().user.role).toBe('approver');
  });

  it('answers 409 when the e-mail belongs to someone else, but allows keeping one’s own', async () => {
    const { auth } = await t.createUser('admin');
    const a = await t.createUser('staff');
    const b = await t.createUser('staff');
    const clash = await saveUser(auth, a.user._id, { name: 'A', email: b.user.email });
    expect(clash.statusCode).toBe(400); // name too short comes first
    expect(clash.json().errors).toEqual([{ field: 'name', message: MESSAGES.users.nameLength }]);
    const res = await saveUser(auth, a.user._id, { name: 'Aaa', email: b.user.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ field: 'email', message: MESSAGES.users.duplicate }]);
    const own = await saveUser(auth, a.user._id, { name: 'Aaa', email: a.user.email });
    expect(own.statusCode).toBe(200);
  });

  it('refuses to demote the last admin', async () => {
    const solo = await createTestApp();
    try {
      const { auth, user } = await solo.createUser('admin');
      const res = await saveUser(auth, user._id, { name: 'Solo', email: user.email, role: 'staff' }, solo);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.users.lastAdmin });
    } finally {
      await solo.close();
    }
  });

  it('answers 404 for a missing user and 400 for a malformed id', async () => {
    const { auth } = await t.createUser('admin');
    const payload = { name: 'Nobody', email: unique() };
    const missing = await saveUser(auth, MISSING_ID, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.users.notFound });
    const bad = await saveUser(auth, '123', payload);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });

  it('does not let a body change the password or unknown fields', async () => {
    const { auth } = await t.createUser('admin');
    const target = await t.createUser('staff');
    const res = await saveUser(auth, target.user._id, {
      name: 'Target',
      email: target.user.email,
      password: 'hijacked-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: password');
  });
});

describe('DELETE /api/users/delete_user/:id', () => {
  it('deletes a user and answers {_id}', async () => {
    const { auth } = await t.createUser('admin');
    const target = await t.createUser('staff');
    const res = await t.inject({ method: 'DELETE', url: API.users.remove(target.user._id), headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: target.user._id });
    const list = await t.inject({ method: 'GET', url: API.users.list, headers: auth });
    expect(list.json().map((u: { _id: string }) => u._id)).not.toContain(target.user._id);
  });

  it('refuses to delete oneself', async () => {
    const { auth, user } = await t.createUser('admin');
    const res = await t.inject({ method: 'DELETE', url: API.users.remove(user._id), headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.users.cannotDeleteSelf });
  });

  it('answers 404 for a missing user and 400 for a malformed id', async () => {
    const { auth } = await t.createUser('admin');
    const missing = await t.inject({ method: 'DELETE', url: API.users.remove(MISSING_ID), headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.users.notFound });
    const bad = await t.inject({
      method: 'DELETE',
      url: API.users.remove('ZZZZZZZZZZZZZZZZZZZZZZZZ'),
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});

describe('POST /api/users/profile', () => {
  /** A valid profile save for the user with this e-mail: a new name and password, with `changes`. */
  const profileChange = (email: string, changes: Record<string, string> = {}) => ({
    name: 'New Name',
    email,
    currentPassword: TEST_PASSWORD,
    password: 'brand-new-pass',
    confirmPassword: 'brand-new-pass',
    ...changes,
  });

  it('changes the signed-in user’s name and password, for any role', async () => {
    for (const role of ['admin', 'approver', 'staff'] as const) {
      const { auth, user } = await t.createUser(role);
      const res = await saveProfile(auth, profileChange(user.email));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: MESSAGES.profile.passwordChanged,
        user: { ...user, name: 'New Name', updatedAt: expect.any(String) },
      });
      const login = await t.inject({
        method: 'POST',
        url: API.users.login,
        payload: { email: user.email, password: 'brand-new-pass' },
      });
      expect(login.statusCode).toBe(200);
    }
  });

  it('refuses a password and confirmation that differ', async () => {
    const { auth, user } = await t.createUser('staff');
    const res = await saveProfile(auth, profileChange(user.email, { confirmPassword: 'other-pass' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'confirmPassword',
      message: MESSAGES.profile.passwordsMismatch,
    });
  });

  it.each([
    [
      { name: '', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      MESSAGES.profile.fieldsRequired,
    ],
    [
      { name: 'Name', password: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) },
      MESSAGES.profile.currentPasswordRequired,
    ],
    [
      { name: 'Name', currentPassword: TEST_PASSWORD, password: 'short', confirmPassword: 'short' },
      MESSAGES.users.passwordTooShort,
    ],
  ])('validates %j', async (payload, message) => {
    const { auth } = await t.createUser('staff');
    const res = await saveProfile(auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps the e-mail fixed', async () => {
    const { auth } = await t.createUser('staff');
    const res = await saveProfile(auth, profileChange(unique()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.profile.emailFixed);
  });
});
