import { API, MESSAGES } from '@visadesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, outbox } from '../../db/schema.ts';
import { refreshCookie, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A sign-in from a browser: its user agent, and its browser cookie when it has one. */
async function signIn(email: string, userAgent = FIREFOX, browser?: string) {
  const res = await t.inject({
    method: 'POST',
    url: API.users.login,
    headers: { 'user-agent': userAgent },
    cookies: browser ? { vd_browser: browser } : {},
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const browserCookie = res.cookies.find((cookie) => cookie.name === 'vd_browser');
  return {
    auth: { authorization: `Bearer ${res.json().token}` },
    cookie: refreshCookie(res) as string,
    browserCookie,
    browser: browserCookie?.value as string,
  };
}

const listSessions = (auth: Record<string, string>) =>
  t.inject({ method: 'GET', url: API.users.sessions, headers: auth });
const endSession = (auth: Record<string, string>, id: string) =>
  t.inject({ method: 'DELETE', url: API.users.session(id), headers: auth });
const me = (auth: Record<string, string>) => t.inject({ method: 'GET', url: API.users.me, headers: auth });
const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('GET /api/users/sessions', () => {
  it('lists the live sessions: browser, system, address, how, when, and which is this one', async () => {
    const { user } = await t.createUser('staff');
    const laptop = await signIn(user.email, FIREFOX);
    const phone = await signIn(user.email, SAFARI, laptop.browser);
    const ended = await signIn(user.email, FIREFOX, laptop.browser);
    await t.postWithRefreshCookie(API.users.logout, ended.cookie);

    const res = await listSessions(laptop.auth);
    expect(res.statusCode).toBe(200);
    const sessions = res.json();
    // The factory's own session (no browser) and the two still signed in; the signed-out one is gone.
    expect(sessions).toHaveLength(3);
    const [newest, second] = sessions;
    expect(newest).toMatchObject({
      browser: 'Safari 17',
      system: 'iOS 17',
      address: '127.0.0.1',
      method: 'password',
      isCurrent: false,
    });
    expect(second).toMatchObject({ browser: 'Firefox 133', system: 'Windows 10', isCurrent: true });
    expect(Date.parse(second.signedInAt)).toBeLessThanOrEqual(Date.parse(newest.signedInAt));
    expect(second).not.toHaveProperty('userAgent');
    expect(
      (await listSessions(phone.auth)).json().filter((s: { isCurrent: boolean }) => s.isCurrent),
    ).toEqual([expect.objectContaining({ browser: 'Safari 17' })]);
  });

  it('lists only the signed-in user’s own sessions', async () => {
    const one = await t.createUser('staff');
    const other = await t.createUser('staff');
    await signIn(other.user.email);
    const ids = (await listSessions(one.auth)).json().map((s: { _id: string }) => s._id);
    const theirs = (await listSessions(other.auth)).json().map((s: { _id: string }) => s._id);
    expect(ids).toHaveLength(1);
    expect(theirs.filter((id: string) => ids.includes(id))).toEqual([]);
  });
});

describe('DELETE /api/users/sessions/:id', () => {
  it('ends one session: its access token is refused at once, its refresh too, the rest stay', async () => {
    const { user } = await t.createUser('staff');
    const here = await signIn(user.email);
    const there = await signIn(user.email, SAFARI);
    const target = (await listSessions(here.auth))
      .json()
      .find((s: { browser: string }) => s.browser === 'Safari 17');
    expect((await me(there.auth)).statusCode).toBe(200);

    const res = await endSession(here.auth, target._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.auth.sessionEnded });
    expect((await me(there.auth)).statusCode).toBe(401);
    const refreshed = await t.postWithRefreshCookie(API.users.refresh, there.cookie);
    expect(refreshed.statusCode).toBe(401);
    expect((await me(here.auth)).statusCode).toBe(200);
    expect((await listSessions(here.auth)).json().map((s: { _id: string }) => s._id)).not.toContain(
      target._id,
    );
    // Ended already: as if it never was.
    expect((await endSession(here.auth, target._id)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s session and leaves it signed in', async () => {
    const attacker = await t.createUser('admin');
    const { user } = await t.createUser('staff');
    const victim = await signIn(user.email);
    const [theirs] = (await listSessions(victim.auth)).json();
    const res = await endSession(attacker.auth, theirs._id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.auth.sessionNotFound });
    expect((await me(victim.auth)).statusCode).toBe(200);
  });

  it('refuses an id with a NUL byte or over 64 characters with 400, and an unknown one with 404', async () => {
    const { auth } = await t.createUser('staff');
    expect((await endSession(auth, 'a%00b')).statusCode).toBe(400);
    expect((await endSession(auth, 'x'.repeat(65))).statusCode).toBe(400);
    expect((await endSession(auth, 'not-a-session')).statusCode).toBe(404);
  });
});

describe('the new-browser mail', () => {
  it('is not sent at the first sign-in, nor from a known browser; once from a new one, and logged', async () => {
    const { user } = await t.createUser('staff');
    const first = await signIn(user.email, FIREFOX);
    expect(first.browserCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/users',
      maxAge: 365 * 86_400,
    });
    await signIn(user.email, FIREFOX, first.browser);
    expect(await mailsTo(user.email)).toEqual([]);

    const stranger = await signIn(user.email, SAFARI);
    expect(stranger.browser).not.toBe(first.browser);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'account', subject: expect.stringContaining('new browser') });
    expect(mails[0]?.textBody).toContain('Safari 17 on iOS 17');
    expect(mails[0]?.textBody).toContain('127.0.0.1');
    expect(mails[0]?.textBody).toContain('/profile');
    const logged = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign-in.new-browser'), eq(auditEvents.actorId, user._id)));
    expect(logged).toEqual([expect.objectContaining({ clientAddress: '127.0.0.1', outcome: 'success' })]);
    expect(logged[0]?.userAgent).toContain('Safari');

    // That browser is known now; a made-up cookie is a new browser like none at all.
    await signIn(user.email, SAFARI, stranger.browser);
    expect(await mailsTo(user.email)).toHaveLength(1);
    const forged = await signIn(user.email, SAFARI, 'not-a-browser-id');
    expect(forged.browser).not.toBe('not-a-browser-id');
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it('is per user: a browser another user signed in from is new to this one', async () => {
    const a = await t.createUser('staff');
    const b = await t.createUser('staff');
    const shared = await signIn(a.user.email);
    await signIn(b.user.email);
    await signIn(b.user.email, FIREFOX, shared.browser);
    expect(await mailsTo(a.user.email)).toEqual([]);
    expect(await mailsTo(b.user.email)).toHaveLength(1);
  });
});
