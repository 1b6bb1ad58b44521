import { API, MESSAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../../auth/secrets.ts';
import { createAccessTokens } from '../../auth/tokens.ts';
import { createUserCache } from '../../auth/user-cache.ts';
import { refreshCookie, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';
import { createUserReader } from '../users/user-reader.ts';
import { updateUser } from '../users/users.repository.ts';

const t = useTestApp();

/** A signed-in session as a browser holds it: an access token and its refresh cookie. */
async function signIn(email: string, password = TEST_PASSWORD) {
  const res = await t.inject({ method: 'POST', url: API.users.login, payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return { auth: { authorization: `Bearer ${res.json().token}` }, cookie: refreshCookie(res) as string };
}

const refresh = (cookie: string) => t.postWithRefreshCookie(API.users.refresh, cookie);

const me = (auth: Record<string, string>) => t.inject({ method: 'GET', url: API.users.me, headers: auth });

const profile = (auth: Record<string, string>, email: string, password: string, extra = {}) =>
  t.inject({
    method: 'POST',
    url: API.users.profile,
    headers: auth,
    payload: {
      name: 'Renamed User',
      email,
      currentPassword: TEST_PASSWORD,
      password,
      confirmPassword: password,
      ...extra,
    },
  });

describe('a password change on Profile', () => {
  it('ends every other session of the user at once and keeps this one', async () => {
    const { user } = await t.createUser('staff');
    const here = await signIn(user.email);
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    expect((await profile(here.auth, user.email, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await refresh(laptop.cookie)).statusCode).toBe(401);
    expect((await refresh(phone.cookie)).statusCode).toBe(401);
    // Their access tokens stop at once too, not when they expire.
    expect((await me(laptop.auth)).statusCode).toBe(401);
    expect((await me(here.auth)).statusCode).toBe(200);
    expect((await refresh(here.cookie)).statusCode).toBe(200);
  });

  it('keeps the other sessions when only the name changes', async () => {
    const { user } = await t.createUser('staff');
    const here = await signIn(user.email);
    const laptop = await signIn(user.email);
    const renamed = await profile(here.auth, user.email, '');
    expect(renamed.json().message).toBe(MESSAGES.profile.updated);
    expect((await refresh(laptop.cookie)).statusCode).toBe(200);
  });

  it('refuses role: "admin" in the body and leaves the role as it was', async () => {
    const { user, auth } = await t.createUser('staff');
    const res = await profile(auth, user.email, 'a-brand-new-password', { role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: role');
    const me = await t.inject({ method: 'GET', url: API.users.me, headers: auth });
    expect(me.json().user.role).toBe('staff');
    const users = await signIn(user.email); // the password did not change either
    expect((await t.inject({ method: 'GET', url: API.users.list, headers: users.auth })).statusCode).toBe(
      403,
    );
  });
});

describe('an admin changing a user', () => {
  it('ends every session of the user when the role changes; signed in again, the new role applies', async () => {
    const admin = await t.createUser('admin');
    const { user } = await t.createUser('admin');
    const one = await signIn(user.email);
    const two = await signIn(user.email);
    expect((await t.inject({ method: 'GET', url: API.users.list, headers: one.auth })).statusCode).toBe(200);
    const demoted = await t.inject({
      method: 'PUT',
      url: API.users.update(user._id),
      headers: admin.auth,
      payload: { name: user.name, email: user.email, role: 'staff' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await refresh(one.cookie)).statusCode).toBe(401);
    expect((await refresh(two.cookie)).statusCode).toBe(401);
    // The access token has not expired, but its session has.
    expect((await t.inject({ method: 'GET', url: API.users.list, headers: one.auth })).statusCode).toBe(401);
    const again = await signIn(user.email);
    expect((await t.inject({ method: 'GET', url: API.users.list, headers: again.auth })).statusCode).toBe(
      403,
    );
  });

  it('keeps the sessions when only the name changes', async () => {
    const admin = await t.createUser('admin');
    const { user } = await t.createUser('staff');
    const session = await signIn(user.email);
    const renamed = await t.inject({
      method: 'PUT',
      url: API.users.update(user._id),
      headers: admin.auth,
      payload: { name: 'Another Name', email: user.email, role: 'staff' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await refresh(session.cookie)).statusCode).toBe(200);
  });

  it('ends every session of a deleted user, and the access token stops working', async () => {
    const admin = await t.createUser('admin');
    const { user } = await t.createUser('staff');
    const session = await signIn(user.email);
    expect((await t.inject({ method: 'GET', url: API.users.me, headers: session.auth })).statusCode).toBe(
      200,
    );
    const removed = await t.inject({
      method: 'DELETE',
      url: API.users.remove(user._id),
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: API.users.me, headers: session.auth })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/users/logout_others (sign out of other devices)', () => {
  it('ends every other session of the user and keeps this one and other users', async () => {
    const { user } = await t.createUser('approver');
    const someoneElse = await t.createUser('approver');
    const here = await signIn(user.email);
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    const theirs = await signIn(someoneElse.user.email);
    const res = await t.inject({ method: 'POST', url: API.users.logoutOthers, headers: here.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.auth.otherSessionsEnded });
    expect((await refresh(laptop.cookie)).statusCode).toBe(401);
    expect((await refresh(phone.cookie)).statusCode).toBe(401);
    expect((await me(phone.auth)).statusCode).toBe(401);
    expect((await me(theirs.auth)).statusCode).toBe(200);
    const kept = await refresh(here.cookie);
    expect(kept.statusCode).toBe(200);
    // The session kept is the one that rotated, not only its first token.
    expect((await refresh(refreshCookie(kept) as string)).statusCode).toBe(200);
    expect((await refresh(theirs.cookie)).statusCode).toBe(200);
  });

  it('keeps the session across refreshes: a refreshed access token still names it', async () => {
    const { user } = await t.createUser('staff');
    const first = await signIn(user.email);
    const other = await signIn(user.email);
    const rotated = await refresh(first.cookie);
    const auth = { authorization: `Bearer ${rotated.json().token}` };
    expect((await t.inject({ method: 'POST', url: API.users.logoutOthers, headers: auth })).statusCode).toBe(
      200,
    );
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(rotated) as string)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.inject({ method: 'POST', url: API.users.logoutOthers });
    expect(res.statusCode).toBe(401);
  });
});

describe('access tokens and their session', () => {
  it('stop at once when their session signs out', async () => {
    const { user } = await t.createUser('staff');
    const session = await signIn(user.email);
    expect((await me(session.auth)).statusCode).toBe(200);
    const out = await t.postWithRefreshCookie(API.users.logout, session.cookie);
    expect(out.statusCode).toBe(200);
    const res = await me(session.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.sessionExpired });
  });

  it('a validly signed token that names no session is refused', async () => {
    const { user } = await t.createUser('admin');
    const tokens = createAccessTokens(loadJwtSecret(t.app.config), t.app.config.accessTokenTtlSeconds);
    const token = await tokens.sign({ userId: user._id, role: 'admin' });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});

describe('the user cache', () => {
  it('does not keep a read that was in flight when the user changed', async () => {
    const { user } = await t.createUser('admin');
    const cache = createUserCache(createUserReader(t.db));
    const inFlight = cache.get(user._id);
    // A change is announced while the read is running (its row may be the old one)...
    cache.forget(user._id);
    expect((await inFlight)?.role).toBe('admin');
    // ...so nothing of that read is kept: the next read sees the row as it is now.
    await updateUser(t.db, user._id, { role: 'staff' });
    expect((await cache.get(user._id))?.role).toBe('staff');
  });
});
