import { API, DEFAULT_SETTINGS, MESSAGES, type Role } from '@visadesk/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  authTickets,
  outbox,
  passkeys,
  settings,
  totpFactors,
  userSessions,
} from '../../db/schema.ts';
import { refreshCookie, type SignedInUser, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';

const M = MESSAGES.twoFactor;
const t = useTestApp({ RATE_LIMIT_LOGIN_MAX: '6', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000' });

/** The code an authenticator app shows `steps` 30-second steps from now, computed with the same library. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password = TEST_PASSWORD) => post(API.users.login, { email, password });
const secondStep = (payload: object) => post(API.users.loginTwoFactor, payload);

/** A user of `role` who has turned the code on from the Profile: their secret and recovery codes. */
async function enrolled(role: Role = 'staff') {
  const signedIn = await t.createUser(role);
  const setup = await post(API.users.twoFactorSetup, {}, signedIn.auth);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json();
  expect(otpauthUrl).toContain(`otpauth://totp/`);
  expect(otpauthUrl).toContain(encodeURIComponent(signedIn.user.email));
  const enable = await post(API.users.twoFactorEnable, { code: codeOf(secret) }, signedIn.auth);
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json();
  return { ...signedIn, secret: secret as string, recoveryCodes: recoveryCodes as string[] };
}

/** The ticket of a password step that asks for a second factor. */
async function ticketOf(email: string): Promise<string> {
  const res = await login(email);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorRequired: true });
  return res.json().ticket;
}

const { siteName, tagline, contactEmail, phone, address, officeHours, eligibilityUrl } = DEFAULT_SETTINGS;
const OFFICE = { siteName, tagline, contactEmail, phone, address, officeHours, eligibilityUrl };

/** Settings > Security's choice, as an admin saves it. */
async function setRequired(required: 'none' | 'admins' | 'everyone') {
  await t.db
    .insert(settings)
    .values({ id: 1, ...OFFICE, secondFactorRequired: required })
    .onConflictDoUpdate({ target: settings.id, set: { secondFactorRequired: required } });
}

describe('turning the code on', () => {
  it('stores the secret sealed, and turns it on only with a right first code', async () => {
    const { user, auth } = await t.createUser('staff');
    const { secret } = (await post(API.users.twoFactorSetup, {}, auth)).json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const [row] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, user._id));
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();
    expect((await login(user.email)).json().token).toBeDefined();

    const wrong = await post(API.users.twoFactorEnable, { code: wrongCode(secret) }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.wrongCode);
    const enable = await post(API.users.twoFactorEnable, { code: codeOf(secret) }, auth);
    expect(enable.json().recoveryCodes).toHaveLength(10);
    expect(new Set(enable.json().recoveryCodes).size).toBe(10);
    expect((await post(API.users.twoFactorSetup, {}, auth)).json().message).toBe(M.alreadyEnabled);
    const status = await t.inject({ method: 'GET', url: API.users.twoFactor, headers: auth });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 10, passkeys: 0, required: false });
    expect(status.json().totpEnabledAt).not.toBeNull();
  });

  it('refuses set-up without a session or an enrolment ticket', async () => {
    expect((await post(API.users.twoFactorSetup, {})).statusCode).toBe(401);
    expect((await post(API.users.twoFactorSetup, { ticket: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await post(API.users.twoFactorEnable, { code: '123456' })).statusCode).toBe(401);
  });
});

describe('signing in with a code', () => {
  it('asks for the second step without a session, then opens one with a right code', async () => {
    const { user, secret } = await enrolled();
    const first = await login(user.email);
    expect(first.json()).toEqual({
      twoFactorRequired: true,
      ticket: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect(refreshCookie(first)).toBeUndefined();

    // The enrolment took this step's code: the next step's is still inside the drift window.
    const right = await secondStep({ ticket: first.json().ticket, code: codeOf(secret, 1) });
    expect(right.statusCode).toBe(200);
    expect(right.json().token).toMatch(/^ey/);
    expect(refreshCookie(right)).toBe(right.json().refreshToken);
    const sessions = await t.db.select().from(userSessions).where(eq(userSessions.userId, user._id));
    expect(sessions.map((s) => s.method)).toContain('totp');
    // The ticket is spent.
    expect((await secondStep({ ticket: first.json().ticket, code: '123456' })).statusCode).toBe(401);
  });

  it('refuses a code already used (replay), and the enrolment code too', async () => {
    const { user, secret } = await enrolled();
    const enrolmentCode = codeOf(secret);
    const replayed = await secondStep({ ticket: await ticketOf(user.email), code: enrolmentCode });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(M.wrongCode);
    const next = codeOf(secret, 1);
    expect((await secondStep({ ticket: await ticketOf(user.email), code: next })).statusCode).toBe(200);
    expect((await secondStep({ ticket: await ticketOf(user.email), code: next })).statusCode).toBe(400);
  });

  it('refuses a code two steps away and another user’s ticket code', async () => {
    const { user, secret } = await enrolled();
    const other = await enrolled();
    expect(
      (await secondStep({ ticket: await ticketOf(user.email), code: codeOf(secret, 3) })).statusCode,
    ).toBe(400);
    const ticket = await ticketOf(user.email);
    expect((await secondStep({ ticket, code: codeOf(other.secret, 1) })).statusCode).toBe(400);
  });

  it('refuses an expired ticket', async () => {
    const { user, secret } = await enrolled();
    const ticket = await ticketOf(user.email);
    await t.db
      .update(authTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTickets.userId, user._id));
    const res = await secondStep({ ticket, code: codeOf(secret, 1) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(M.ticketEnded);
  });

  it('ends the ticket at the fifth wrong code, a right code then refused too', async () => {
    const { user, secret } = await enrolled();
    const ticket = await ticketOf(user.email);
    const wrong = wrongCode(secret);
    for (let i = 0; i < 4; i++) expect((await secondStep({ ticket, code: wrong })).statusCode).toBe(400);
    const fifth = await secondStep({ ticket, code: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(M.ticketEnded);
    expect((await secondStep({ ticket, code: codeOf(secret, 1) })).statusCode).toBe(401);
  });

  it('counts wrong codes against the sign-in limit, password step included', async () => {
    const { user, secret } = await enrolled();
    const wrong = wrongCode(secret);
    const first = await ticketOf(user.email);
    for (let i = 0; i < 4; i++) await secondStep({ ticket: first, code: wrong });
    const second = await ticketOf(user.email);
    for (let i = 0; i < 2; i++)
      expect((await secondStep({ ticket: second, code: wrong })).statusCode).toBe(400);
    const limited = await secondStep({ ticket: second, code: codeOf(secret, 1) });
    expect(limited.statusCode).toBe(429);
    expect((await login(user.email)).statusCode).toBe(429);
  });

  it('refuses bad input with a clear 400', async () => {
    const { user } = await enrolled();
    const ticket = await ticketOf(user.email);
    for (const payload of [
      { ticket },
      { ticket, code: '123456', recoveryCode: 'abcde-fghjk' },
      { ticket, code: 'a\u0000b' },
      { ticket, code: '1'.repeat(10_000) },
      { ticket: 't'.repeat(10_000), code: '123456' },
      { ticket, recoveryCode: 'x'.repeat(10_000) },
    ])
      expect((await secondStep(payload)).statusCode).toBe(400);
  });
});

describe('recovery codes', () => {
  it('sign in once each, and are renewed with the password', async () => {
    const { user, auth, recoveryCodes } = await enrolled();
    const [code, other] = recoveryCodes;
    const used = await secondStep({
      ticket: await ticketOf(user.email),
      recoveryCode: ` ${code?.toUpperCase()} `,
    });
    expect(used.statusCode).toBe(200);
    const sessions = await t.db.select().from(userSessions).where(eq(userSessions.userId, user._id));
    expect(sessions.map((s) => s.method)).toContain('recovery');
    const again = await secondStep({ ticket: await ticketOf(user.email), recoveryCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.wrongRecoveryCode);

    const wrongPassword = await post(API.users.recoveryCodes, { password: 'not-the-password' }, auth);
    expect(wrongPassword.statusCode).toBe(400);
    const renewed = await post(API.users.recoveryCodes, { password: TEST_PASSWORD }, auth);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect((await secondStep({ ticket: await ticketOf(user.email), recoveryCode: other })).statusCode).toBe(
      400,
    );
    const fresh = renewed.json().recoveryCodes[0];
    expect((await secondStep({ ticket: await ticketOf(user.email), recoveryCode: fresh })).statusCode).toBe(
      200,
    );
  });

  it('do not sign in another user', async () => {
    const { user } = await enrolled();
    const other = await enrolled();
    const res = await secondStep({
      ticket: await ticketOf(user.email),
      recoveryCode: other.recoveryCodes[0],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('turning the code off', () => {
  it('asks the password or a code; afterwards the password alone signs in', async () => {
    const { user, auth, secret } = await enrolled();
    expect((await post(API.users.twoFactorDisable, {}, auth)).statusCode).toBe(400);
    expect((await post(API.users.twoFactorDisable, { password: 'wrong-password-1' }, auth)).statusCode).toBe(
      400,
    );
    expect((await post(API.users.twoFactorDisable, { code: wrongCode(secret) }, auth)).statusCode).toBe(400);
    const off = await post(API.users.twoFactorDisable, { code: codeOf(secret, 1) }, auth);
    expect(off.json().message).toBe(M.disabled);
    expect((await login(user.email)).json().token).toMatch(/^ey/);
  });
});

describe('a second factor required by the office', () => {
  it('walks an admin without one through enrolment before any session', async () => {
    await setRequired('admins');
    try {
      const { user } = await t.createUser('admin');
      const res = await login(user.email);
      expect(res.json()).toEqual({ enrolmentRequired: true, ticket: expect.any(String) });
      expect(refreshCookie(res)).toBeUndefined();
      const { ticket } = res.json();
      // The ticket is no session and no sign-in ticket.
      expect(
        (await t.inject({ method: 'GET', url: API.users.me, headers: { authorization: `Bearer ${ticket}` } }))
          .statusCode,
      ).toBe(401);
      expect((await secondStep({ ticket, code: '123456' })).statusCode).toBe(401);

      const { secret } = (await post(API.users.twoFactorSetup, { ticket })).json();
      expect((await post(API.users.twoFactorEnable, { ticket, code: wrongCode(secret) })).statusCode).toBe(
        400,
      );
      const done = await post(API.users.twoFactorEnable, { ticket, code: codeOf(secret) });
      expect(done.statusCode).toBe(200);
      expect(done.json().recoveryCodes).toHaveLength(10);
      expect(done.json().token).toMatch(/^ey/);
      expect(refreshCookie(done)).toBe(done.json().refreshToken);
      expect((await post(API.users.twoFactorSetup, { ticket })).statusCode).toBe(401);
      expect((await login(user.email)).json()).toMatchObject({ twoFactorRequired: true });

      // Staff are not asked while only admins must.
      const staff = await t.createUser('staff');
      expect((await login(staff.user.email)).json().token).toMatch(/^ey/);
    } finally {
      await setRequired('none');
    }
  });

  it('asks a user with a passkey for the second step, the passkey among the methods', async () => {
    const { user } = await t.createUser('staff');
    await t.db
      .insert(passkeys)
      .values({ id: `pk-${user._id}`, userId: user._id, name: 'Laptop', publicKey: 'AAAA' });
    expect((await login(user.email)).json()).toMatchObject({ twoFactorRequired: true, methods: ['passkey'] });
  });
});

describe("an admin's reset", () => {
  it('removes the factors, signs the user out everywhere and tells them by mail', async () => {
    const admin = await t.createUser('admin');
    const target = await enrolled();
    await t.db
      .insert(passkeys)
      .values({ id: `pk-${target.user._id}`, userId: target.user._id, name: 'Key', publicKey: 'AAAA' });
    const pending = await ticketOf(target.user.email);

    const res = await post(API.users.resetTwoFactor(target.user._id), {}, admin.auth);
    expect(res.json().message).toBe(M.reset);
    expect((await t.inject({ method: 'GET', url: API.users.me, headers: target.auth })).statusCode).toBe(401);
    expect((await secondStep({ ticket: pending, code: codeOf(target.secret, 1) })).statusCode).toBe(401);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, target.user._id))).toHaveLength(0);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, target.user.email), eq(outbox.kind, 'account')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('two-step sign-in was reset');
    expect((await login(target.user.email)).json().token).toMatch(/^ey/);
  });

  it('is for admins only, not of oneself, and of an existing user', async () => {
    const admin = await t.createUser('admin');
    const target = await enrolled();
    for (const role of ['staff', 'approver'] as Role[]) {
      const other: SignedInUser = await t.createUser(role);
      expect((await post(API.users.resetTwoFactor(target.user._id), {}, other.auth)).statusCode).toBe(403);
    }
    expect((await post(API.users.resetTwoFactor(admin.user._id), {}, admin.auth)).statusCode).toBe(400);
    expect(
      (await post(API.users.resetTwoFactor('ffffffffffffffffffffffff'), {}, admin.auth)).statusCode,
    ).toBe(404);
    expect((await login(target.user.email)).json()).toMatchObject({ twoFactorRequired: true });
  });
});

/** A well-formed code that is none of the window's. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((steps) => codeOf(secret, steps)));
  let code = 100000;
  while (near.has(String(code))) code++;
  return String(code);
}

describe('the audit log', () => {
  it('records each step of a sign-in, and why one failed', async () => {
    const { user, secret } = await enrolled();
    const nobody = `nobody-${user._id}@example.test`;
    await login(user.email, 'not-the-password');
    await login(nobody);
    const ticket = await ticketOf(user.email);
    await secondStep({ ticket, code: wrongCode(secret) });
    await secondStep({ ticket, code: codeOf(secret, 1) });
    const staff = await t.createUser('staff');
    await login(staff.user.email);

    const entries = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'sign-in'),
          inArray(auditEvents.targetName, [user.name, nobody]),
          isNull(auditEvents.actorId),
        ),
      )
      .orderBy(auditEvents.at);
    expect(entries.map((e) => [e.outcome, e.reason])).toEqual([['failure', 'unknownUser']]);
    const mine = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorId, user._id))
      .orderBy(auditEvents.at);
    expect(
      mine.map((e) => [e.action, e.outcome, e.reason, (e.details as { method?: string } | null)?.method]),
    ).toEqual([
      ['second-factor.enabled', 'success', null, undefined],
      ['sign-in', 'failure', 'wrongPassword', undefined],
      ['sign-in', 'failure', 'wrongCode', 'totp'],
      ['sign-in', 'success', null, 'totp'],
    ]);
    const theirs = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, staff.user._id));
    expect(theirs.map((e) => [e.action, (e.details as { method?: string } | null)?.method])).toEqual([
      ['sign-in', 'password'],
    ]);
  });
});
