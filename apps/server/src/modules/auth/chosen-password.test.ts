import {
  API,
  DEFAULT_SETTINGS,
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  MESSAGES,
} from '@visadesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../../auth/secrets.ts';
import { auditEvents, authTickets, outbox, settings } from '../../db/schema.ts';
import { createBodySeal } from '../../mail/sealed-bodies.ts';
import { refreshCookie, TEST_PASSWORD, uniqueTag, useTestApp } from '../../test/test-app.ts';

const M = INVITATION_MESSAGES;
const t = useTestApp({ RATE_LIMIT_LOGIN_MAX: '100', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000' });
const CHOSEN = 'a long phrase of my own choosing';
const admin = t.signedIn('admin');

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string) => post(API.users.login, { email, password });
const listed = async (id: string) => {
  const users = (await t.inject({ method: 'GET', url: API.users.list, headers: admin.auth })).json();
  return users.find((user: { _id: string }) => user._id === id);
};

/** The newest mail to `email`, its body opened as the outbox worker opens it. */
async function mailTo(email: string) {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));
  if (!row) throw new Error(`no mail to ${email}`);
  const body = row.isSealed ? createBodySeal(loadJwtSecret(t.app.config)).open(row.textBody) : row.textBody;
  return { ...row, body: body ?? '' };
}

/** Invites a new user as the admin; answers them and the ticket their mail carries. */
async function invite(role = 'staff') {
  const email = `invited-${uniqueTag()}@example.test`;
  const res = await post(API.users.invite, { name: 'Invited Person', email, role }, admin.auth);
  expect(res.statusCode).toBe(201);
  const mail = await mailTo(email);
  const ticket = mail.body.match(/\/invitation#([\w-]+)/)?.[1] ?? '';
  return { user: res.json(), email, ticket, mail };
}

describe('an invitation', () => {
  it('mails a sealed one-time link; the user chooses a password there and is signed in', async () => {
    const { user, email, ticket, mail } = await invite();
    expect(mail).toMatchObject({ kind: 'account', isSealed: true });
    expect(mail.textBody).not.toContain(ticket);
    expect(mail.body).toContain(`${t.app.config.publicUrl}/invitation#${ticket}`);
    expect(mail.body).toContain(`${INVITATION_TTL_DAYS} days`);
    const days = ((mail.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeCloseTo(INVITATION_TTL_DAYS, 1);
    expect(await listed(user._id)).toMatchObject({ mustChangePassword: true, invitedAt: expect.any(String) });

    // Whom it is for, without spending it; no password signs them in meanwhile.
    expect((await post(API.users.invitation, { ticket })).json()).toEqual({ name: 'Invited Person', email });
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);

    const accepted = await post(API.users.acceptInvitation, { ticket, password: CHOSEN });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().token).toEqual(expect.any(String));
    expect(refreshCookie(accepted)).toBeDefined();
    expect(await listed(user._id)).toMatchObject({ mustChangePassword: false, invitedAt: null });
    expect((await login(email, CHOSEN)).json().token).toEqual(expect.any(String));

    // Once only.
    const again = await post(API.users.acceptInvitation, { ticket, password: `${CHOSEN} again` });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(M.invitationEnded);
    expect((await post(API.users.invitation, { ticket })).statusCode).toBe(401);
    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, user._id));
    expect(actions.map(({ action }) => action)).toContain('user.invited');
    const [accept] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'invitation.accepted'));
    expect(accept?.actorId).toBeDefined();
  });

  it('refuses a short or breached password at its field and keeps the link usable', async () => {
    const { ticket } = await invite();
    const short = await post(API.users.acceptInvitation, { ticket, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.users.passwordTooShort);
    const breached = await post(API.users.acceptInvitation, { ticket, password: 'password1234' });
    expect(breached.statusCode).toBe(400);
    expect(breached.json().errors).toEqual([{ field: 'password', message: MESSAGES.users.passwordBreached }]);
    expect((await post(API.users.acceptInvitation, { ticket, password: CHOSEN })).statusCode).toBe(200);
  });

  it('is refused for a taken e-mail, and dies with its time, a new link, a disabled or deleted user', async () => {
    const taken = await post(API.users.invite, { name: 'Someone', email: admin.user.email }, admin.auth);
    expect(taken.statusCode).toBe(409);

    const expired = await invite();
    await t.db
      .update(authTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authTickets.userId, expired.user._id), eq(authTickets.kind, 'invitation')));
    expect((await post(API.users.invitation, { ticket: expired.ticket })).json().message).toBe(
      M.invitationEnded,
    );
    const resent = await post(API.users.resendInvitation(expired.user._id), {}, admin.auth);
    expect(resent.json().message).toBe(M.resent(expired.email));
    const fresh = (await mailTo(expired.email)).body.match(/#([\w-]+)/)?.[1] ?? '';
    expect(fresh).not.toBe(expired.ticket);
    expect((await post(API.users.invitation, { ticket: fresh })).statusCode).toBe(200);
    // A second resend ends the first resent link.
    await post(API.users.resendInvitation(expired.user._id), {}, admin.auth);
    expect((await post(API.users.invitation, { ticket: fresh })).statusCode).toBe(401);

    const disabled = await invite();
    await post(API.users.disable(disabled.user._id), {}, admin.auth);
    expect(
      (await post(API.users.acceptInvitation, { ticket: disabled.ticket, password: CHOSEN })).statusCode,
    ).toBe(401);
    const deleted = await invite();
    await t.inject({ method: 'DELETE', url: API.users.remove(deleted.user._id), headers: admin.auth });
    expect((await post(API.users.invitation, { ticket: deleted.ticket })).statusCode).toBe(401);
  });

  it('takes one of two racing choices with one link: the password set is the one that won', async () => {
    const { email, ticket } = await invite();
    const choices = ['first racing phrase', 'second racing phrase'];
    const answers = await Promise.all(
      choices.map((password) => post(API.users.acceptInvitation, { ticket, password })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    const won = choices[answers.findIndex((res) => res.statusCode === 200)] ?? '';
    const lost = choices.find((password) => password !== won) ?? '';
    expect((await login(email, won)).json().token).toEqual(expect.any(String));
    expect((await login(email, lost)).statusCode).toBe(401);
  });

  it('is not resent to a user who has chosen their password', async () => {
    const { user, ticket } = await invite();
    await post(API.users.acceptInvitation, { ticket, password: CHOSEN });
    const res = await post(API.users.resendInvitation(user._id), {}, admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notInvited);
  });
});

describe('a password an admin chose', () => {
  async function created() {
    const email = `given-${uniqueTag()}@example.test`;
    const payload = { name: 'Given Password', email, password: TEST_PASSWORD, role: 'staff' };
    const res = await post(API.users.create, payload, admin.auth);
    expect(res.statusCode).toBe(201);
    return { user: res.json(), email };
  }

  it('opens no session: the user chooses their own, not the same, and is then signed in', async () => {
    const { user, email } = await created();
    const step = await login(email, TEST_PASSWORD);
    expect(step.json()).toEqual({ passwordChangeRequired: true, ticket: expect.any(String) });
    expect(refreshCookie(step)).toBeUndefined();
    const { ticket } = step.json();

    const same = await post(API.users.loginNewPassword, { ticket, password: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ field: 'password', message: M.samePassword }]);
    const changed = await post(API.users.loginNewPassword, { ticket, password: CHOSEN });
    expect(changed.json().token).toEqual(expect.any(String));
    expect(await listed(user._id)).toMatchObject({ mustChangePassword: false });

    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, CHOSEN)).json().token).toEqual(expect.any(String));
    expect((await post(API.users.loginNewPassword, { ticket, password: `${CHOSEN}!` })).json().message).toBe(
      M.changeEnded,
    );
  });

  it('goes on to a required second factor set-up', async () => {
    const { siteName, tagline, contactEmail, phone, address, officeHours, eligibilityUrl } = DEFAULT_SETTINGS;
    const office = { siteName, tagline, contactEmail, phone, address, officeHours, eligibilityUrl };
    await t.db
      .insert(settings)
      .values({ id: 1, ...office, secondFactorRequired: 'everyone' })
      .onConflictDoUpdate({ target: settings.id, set: { secondFactorRequired: 'everyone' } });
    try {
      const { email } = await created();
      const { ticket } = (await login(email, TEST_PASSWORD)).json();
      const changed = await post(API.users.loginNewPassword, { ticket, password: CHOSEN });
      expect(changed.json()).toEqual({ enrolmentRequired: true, ticket: expect.any(String) });
    } finally {
      await t.db.update(settings).set({ secondFactorRequired: 'none' });
    }
  });
});
