import { API, MESSAGES, PASSKEY_API, PASSKEY_LIMITS } from '@visadesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/sign-in-tickets.ts';
import { auditEvents, passkeys, userSessions, users } from '../../db/schema.ts';
import { softAuthenticator } from '../../test/soft-authenticator.ts';
import { refreshCookie, type SignedInUser, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';

const M = MESSAGES.passkeys;
const SITE = 'https://visadesk.example';
const t = useTestApp({
  PUBLIC_URL: SITE,
  RATE_LIMIT_LOGIN_MAX: '1000',
  RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000',
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers });

/** A user with a passkey registered from the Profile, and the authenticator that holds it. */
async function withPasskey(name = 'Work laptop', signedIn?: SignedInUser) {
  const user = signedIn ?? (await t.createUser('staff'));
  const authenticator = softAuthenticator(SITE);
  const options = (await post(PASSKEY_API.registrationOptions, {}, user.auth)).json();
  const res = await post(PASSKEY_API.register, { name, response: authenticator.create(options) }, user.auth);
  expect(res.statusCode).toBe(201);
  return { ...user, authenticator, passkeyId: res.json().id as string };
}

/** Options for signing in (alone, or at the second step of `ticket`). */
const signInOptions = async (ticket?: string) => {
  const res = await post(PASSKEY_API.loginOptions, ticket === undefined ? {} : { ticket });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const signIn = (response: object, ticket?: string) =>
  post(PASSKEY_API.login, ticket === undefined ? { response } : { response, ticket });

describe('registering a passkey', () => {
  it('offers options for this site, a discoverable credential, the user’s passkeys excluded', async () => {
    const { auth, user, passkeyId } = await withPasskey();
    const options = (await post(PASSKEY_API.registrationOptions, {}, auth)).json();
    expect(options.rp.id).toBe('visadesk.example');
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials).toEqual([
      { id: passkeyId, type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the key, lists it to its owner only, and logs it', async () => {
    const { auth, user, passkeyId } = await withPasskey('Work laptop');
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row).toMatchObject({
      userId: user._id,
      name: 'Work laptop',
      counter: 0,
      transports: ['internal'],
    });
    expect(row?.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    const list = await t.inject({ method: 'GET', url: PASSKEY_API.list, headers: auth });
    expect(list.json().passkeys).toEqual([
      {
        id: passkeyId,
        name: 'Work laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: false,
      },
    ]);
    const other = await t.createUser('staff');
    const theirs = await t.inject({ method: 'GET', url: PASSKEY_API.list, headers: other.auth });
    expect(theirs.json().passkeys).toEqual([]);
    const logged = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, passkeyId));
    expect(logged.map((entry) => [entry.action, entry.actorId])).toEqual([['passkey.added', user._id]]);
  });

  it('refuses a replayed challenge, another origin, another user’s challenge and a second copy', async () => {
    const user = await t.createUser('staff');
    const authenticator = softAuthenticator(SITE);
    const options = (await post(PASSKEY_API.registrationOptions, {}, user.auth)).json();
    const answer = authenticator.create(options);
    expect((await post(PASSKEY_API.register, { name: 'A', response: answer }, user.auth)).statusCode).toBe(
      201,
    );
    const replay = await post(PASSKEY_API.register, { name: 'B', response: answer }, user.auth);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(M.challengeEnded);

    const fresh = (await post(PASSKEY_API.registrationOptions, {}, user.auth)).json();
    const elsewhere = authenticator.create(fresh, { origin: 'https://visadesk.example.evil.test' });
    const phished = await post(PASSKEY_API.register, { name: 'C', response: elsewhere }, user.auth);
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toBe(M.responseInvalid);

    const other = await t.createUser('staff');
    const stolen = authenticator.create((await post(PASSKEY_API.registrationOptions, {}, user.auth)).json());
    const byOther = await post(PASSKEY_API.register, { name: 'D', response: stolen }, other.auth);
    expect(byOther.statusCode).toBe(401);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, other.user._id))).toEqual([]);
  });

  it('refuses a sign-in challenge used to register, and bad bodies with a clear 400', async () => {
    const user = await t.createUser('staff');
    const answer = softAuthenticator(SITE).create({
      ...(await post(PASSKEY_API.registrationOptions, {}, user.auth)).json(),
      challenge: (await signInOptions()).challenge,
    });
    expect((await post(PASSKEY_API.register, { name: 'X', response: answer }, user.auth)).statusCode).toBe(
      401,
    );
    for (const name of ['', ' ', 'x'.repeat(PASSKEY_LIMITS.nameMax + 1), 'a\0b']) {
      const res = await post(PASSKEY_API.register, { name, response: answer }, user.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.nameInvalid);
    }
    const forged = { ...answer, response: { ...answer.response, clientDataJSON: 'not json!' } };
    const bad = await post(PASSKEY_API.register, { name: 'X', response: forged }, user.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.responseInvalid);
    const huge = { ...answer, response: { ...answer.response, attestationObject: 'A'.repeat(20_000) } };
    expect((await post(PASSKEY_API.register, { name: 'X', response: huge }, user.auth)).statusCode).toBe(400);
  });
});

describe('renaming and removing', () => {
  it('renames and removes one’s own passkey, never another user’s', async () => {
    const owner = await withPasskey('Phone');
    const other = await t.createUser('staff');
    const url = PASSKEY_API.one(owner.passkeyId);
    const theirs = await t.inject({ method: 'PUT', url, payload: { name: 'Mine now' }, headers: other.auth });
    expect(theirs.statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url, headers: other.auth })).statusCode).toBe(404);

    const renamed = await t.inject({
      method: 'PUT',
      url,
      payload: { name: '  Old phone ' },
      headers: owner.auth,
    });
    expect(renamed.json().message).toBe(M.renamed);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, owner.passkeyId));
    expect(row?.name).toBe('Old phone');

    const removed = await t.inject({ method: 'DELETE', url, headers: owner.auth });
    expect(removed.json().message).toBe(M.removed);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.id, owner.passkeyId))).toEqual([]);
    expect((await t.inject({ method: 'DELETE', url, headers: owner.auth })).statusCode).toBe(404);
  });

  it('signs in no more with a removed passkey', async () => {
    const owner = await withPasskey();
    await t.inject({ method: 'DELETE', url: PASSKEY_API.one(owner.passkeyId), headers: owner.auth });
    const res = await signIn(owner.authenticator.get(await signInOptions()));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(M.notAccepted);
  });
});

describe('signing in with a passkey alone', () => {
  it('answers a session as a password sign-in does, opened as a passkey one', async () => {
    const { user, authenticator, passkeyId } = await withPasskey();
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'visadesk.example', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await signIn(authenticator.get(options));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['refreshToken', 'token']);
    expect(refreshCookie(res)).toBe(res.json().refreshToken);
    const me = await t.inject({
      method: 'GET',
      url: API.users.me,
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().user._id).toBe(user._id);
    const sessions = await t.db.select().from(userSessions).where(eq(userSessions.userId, user._id));
    expect(sessions.map((session) => session.method)).toContain('passkey');
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong signature, a replayed answer and a counter gone backwards', async () => {
    const { authenticator } = await withPasskey();
    const answer = authenticator.get(await signInOptions());
    const signature = Buffer.from(answer.response.signature, 'base64url');
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 1;
    const forged = {
      ...answer,
      response: { ...answer.response, signature: signature.toString('base64url') },
    };
    const wrong = await signIn(forged);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.notAccepted);
    // The challenge was spent by the forged try: the real answer to it comes too late.
    const replay = await signIn(answer);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(M.challengeEnded);

    expect((await signIn(authenticator.get(await signInOptions(), { counter: 5 }))).statusCode).toBe(200);
    const cloned = await signIn(authenticator.get(await signInOptions(), { counter: 5 }));
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json().message).toBe(M.notAccepted);
    const backwards = await signIn(authenticator.get(await signInOptions(), { counter: 3 }));
    expect(backwards.statusCode).toBe(401);
    const logged = await t.db.select().from(auditEvents).where(eq(auditEvents.outcome, 'failure'));
    const whys = logged.map((entry) => (entry.details as { why?: string } | null)?.why);
    expect(whys).toEqual(expect.arrayContaining(['signature', 'challenge', 'counter']));
  });

  it('refuses an answer without user verification, for another site, or by an unknown key', async () => {
    const { authenticator } = await withPasskey();
    expect((await signIn(authenticator.get(await signInOptions(), { userVerified: false }))).statusCode).toBe(
      401,
    );
    const phished = authenticator.get(await signInOptions(), {
      origin: 'https://visadesk.example.evil.test',
    });
    expect((await signIn(phished)).statusCode).toBe(401);
    // A key made for this site but never registered (its options asked, its answer never sent).
    const loner = await t.createUser('staff');
    const stranger = softAuthenticator(SITE);
    stranger.create((await post(PASSKEY_API.registrationOptions, {}, loner.auth)).json());
    const unknown = await signIn(stranger.get(await signInOptions()));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(M.notAccepted);
  });

  it('refuses a disabled user and a deleted one, and logs why', async () => {
    const disabled = await withPasskey();
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user._id));
    expect((await signIn(disabled.authenticator.get(await signInOptions()))).statusCode).toBe(401);
    const deleted = await withPasskey();
    await t.db.delete(users).where(eq(users.id, deleted.user._id));
    expect((await signIn(deleted.authenticator.get(await signInOptions()))).statusCode).toBe(401);

    const failures = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign-in'), eq(auditEvents.outcome, 'failure')));
    expect(failures.some((entry) => entry.reason === 'wrongPasskey')).toBe(true);
  });
});

describe('a passkey as the second step', () => {
  const stepOf = (userId: string) => issueTicket(t.db, { kind: 'sign-in', userId });

  it('offers only the ticket user’s passkeys, and spends the ticket on success', async () => {
    const { user, authenticator, passkeyId } = await withPasskey();
    await withPasskey('Someone else’s');
    const ticket = await stepOf(user._id);
    const options = await signInOptions(ticket);
    expect(options.allowCredentials).toEqual([
      { id: passkeyId, type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.userVerification).toBe('preferred');
    const res = await signIn(authenticator.get(options, { userVerified: false }), ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeDefined();
    const again = await signIn(authenticator.get(await signInOptions()), ticket);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(M.challengeEnded);
  });

  it('follows the password step of a user with a passkey, to a session opened as a passkey one', async () => {
    const { user, authenticator } = await withPasskey();
    const password = await post(API.users.login, { email: user.email, password: TEST_PASSWORD });
    expect(password.json()).toMatchObject({
      twoFactorRequired: true,
      methods: expect.arrayContaining(['passkey']),
    });
    const { ticket } = password.json();
    const res = await signIn(authenticator.get(await signInOptions(ticket)), ticket);
    expect(res.statusCode).toBe(200);
    const sessions = await t.db.select().from(userSessions).where(eq(userSessions.userId, user._id));
    expect(sessions.filter((session) => session.method === 'passkey')).toHaveLength(1);
  });

  it('counts a refused passkey against the ticket, whose fifth failure ends it', async () => {
    const victim = await t.createUser('staff');
    const attacker = await withPasskey();
    const ticket = await stepOf(victim.user._id);
    for (let n = 0; n < 5; n += 1) {
      const answer = attacker.authenticator.get(await signInOptions(ticket), {
        credentialId: attacker.passkeyId,
      });
      expect((await signIn(answer, ticket)).statusCode).toBe(401);
    }
    expect((await post(PASSKEY_API.loginOptions, { ticket })).statusCode).toBe(401);
  });

  it('refuses another user’s passkey at the ticket, and a challenge of another step', async () => {
    const victim = await t.createUser('staff');
    const attacker = await withPasskey();
    const ticket = await stepOf(victim.user._id);
    const options = await signInOptions(ticket);
    const res = await signIn(
      attacker.authenticator.get(options, { credentialId: attacker.passkeyId }),
      ticket,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(M.notAccepted);
    // A challenge issued for signing in alone does not serve a ticket's step, nor the other way.
    const alone = attacker.authenticator.get(await signInOptions());
    const own = await stepOf(attacker.user._id);
    expect((await signIn(alone, own)).statusCode).toBe(401);
    const stepAnswer = attacker.authenticator.get(await signInOptions(own));
    expect((await signIn(stepAnswer)).statusCode).toBe(401);
    expect((await post(PASSKEY_API.loginOptions, { ticket: 'no-such-ticket' })).statusCode).toBe(401);
  });
});

describe('the limits on passkey sign-ins', () => {
  const limited = useTestApp({
    PUBLIC_URL: SITE,
    RATE_LIMIT_LOGIN_MAX: '3',
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '3',
  });
  const options = () => limited.inject({ method: 'POST', url: PASSKEY_API.loginOptions, payload: {} });

  it('bounds the challenges an address may ask for, and counts refused passkeys as failed sign-ins', async () => {
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push((await options()).json());
    const refused = await options();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.auth.loginRateLimited);

    const stranger = softAuthenticator(SITE);
    const user = await limited.createUser('staff');
    stranger.create(
      (
        await limited.inject({ method: 'POST', url: PASSKEY_API.registrationOptions, headers: user.auth })
      ).json(),
    );
    const statuses = [];
    for (const challenge of answers) {
      const response = stranger.get(challenge);
      statuses.push(
        (await limited.inject({ method: 'POST', url: PASSKEY_API.login, payload: { response } })).statusCode,
      );
    }
    const password = await limited.inject({
      method: 'POST',
      url: API.users.login,
      payload: { email: user.user.email, password: TEST_PASSWORD },
    });
    expect(statuses).toEqual([401, 401, 401]);
    expect(password.statusCode).toBe(429);
  });
});

describe('a passkey as a required set-up', () => {
  it('is registered with the enrolment ticket, which it spends, and opens the session held back', async () => {
    const { user } = await t.createUser('staff');
    const ticket = await issueTicket(t.db, { kind: 'enrol', userId: user._id });
    const authenticator = softAuthenticator(SITE);
    const options = await post(PASSKEY_API.registrationOptions, { ticket });
    expect(options.statusCode).toBe(200);
    expect(options.json().user.name).toBe(user.email);
    const response = authenticator.create(options.json());
    const res = await post(PASSKEY_API.register, { name: 'Phone', response, ticket });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Phone', token: expect.any(String) });
    expect(refreshCookie(res)).toBeDefined();
    const opened = await t.db
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, user._id), eq(userSessions.method, 'passkey')));
    expect(opened).toHaveLength(1);

    // Spent: it neither asks for options nor registers again.
    expect((await post(PASSKEY_API.registrationOptions, { ticket })).statusCode).toBe(401);
    const added = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'passkey.added'), eq(auditEvents.actorId, user._id)));
    expect(added).toHaveLength(1);
  });

  it('is refused without a session or a live ticket', async () => {
    expect((await post(PASSKEY_API.registrationOptions, {})).statusCode).toBe(401);
    const gone = await post(PASSKEY_API.registrationOptions, { ticket: 'x'.repeat(43) });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe(MESSAGES.twoFactor.enrolmentEnded);
  });
});
