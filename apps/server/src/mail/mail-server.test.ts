import {
  APPLICATION_API,
  CATALOGUE_API,
  DEFAULT_SETTINGS,
  type MailServer,
  type MailServerInput,
  MESSAGES,
} from '@visadesk/contract';
import { eventually, freePort } from '@visadesk/test-harness';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { mailServer, outbox } from '../db/schema.ts';
import { postApplication } from '../test/application-fixtures.ts';
import { testConfig, useTestApp } from '../test/test-app.ts';
import { useSmtpCapture } from '../test/use-smtp-capture.ts';

const API = CATALOGUE_API.settings;
const FAST = { pollMs: 100, retryBaseMs: 100, retryMaxMs: 400 };
const PASSWORD = 'correct horse battery staple';

/** A mail server an admin types into Settings, sending to `port` on this machine. */
const serverAt = (port: number, fields: Partial<MailServerInput> = {}): MailServerInput => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  user: 'office',
  password: PASSWORD,
  fromAddress: 'Desk@Northbound.example',
  ...fields,
});

describe('the mail server set in Settings', () => {
  const smtp = useSmtpCapture(0, { auth: { user: 'office', pass: PASSWORD } });
  const t = useTestApp({}, { outboxTiming: FAST });
  const admin = t.signedIn('admin');
  const approver = t.signedIn('approver');

  const read = async (): Promise<MailServer> =>
    (await t.inject({ url: API.mailServer, headers: admin.auth })).json();
  const save = (payload: object) =>
    t.inject({ method: 'PUT', url: API.updateMailServer, headers: admin.auth, payload });
  const testMail = (to = 'admin@example.test') =>
    t.inject({ method: 'POST', url: API.testMail, headers: admin.auth, payload: { to } });
  const statusMails = (on: boolean) =>
    t.inject({
      method: 'PUT',
      url: API.update,
      headers: admin.auth,
      payload: {
        ...DEFAULT_SETTINGS,
        timeZone: undefined,
        updatedAt: undefined,
        mail: { ...DEFAULT_SETTINGS.mail, statusMailsEnabled: on },
      },
    });
  const publicStatusMails = async () =>
    (await t.inject({ url: API.get })).json().mail.statusMailsEnabled as boolean;

  it('answers 401 without a token and 403 to approvers and staff', async () => {
    const routes = [
      { method: 'GET' as const, url: API.mailServer },
      { method: 'PUT' as const, url: API.updateMailServer, payload: serverAt(25) },
    ];
    for (const route of routes) {
      expect((await t.inject(route)).statusCode).toBe(401);
      for (const role of ['approver', 'staff'] as const) {
        const { auth } = await t.createUser(role);
        expect((await t.inject({ ...route, headers: auth })).statusCode).toBe(403);
      }
    }
  });

  it('is none at first: status mails stay off and the test mail says what to do', async () => {
    expect(await read()).toMatchObject({ source: 'none', isWorking: false, hasPassword: false });
    expect((await testMail()).json()).toEqual({
      sent: false,
      answer: '',
      message: MESSAGES.mail.notConfigured,
    });
    expect((await statusMails(true)).statusCode).toBe(400);
  });

  it.each([
    ['host', '', MESSAGES.mailServer.host],
    ['host', 'smtp example.com', MESSAGES.mailServer.host],
    ['port', 0, MESSAGES.mailServer.port],
    ['port', 70000, MESSAGES.mailServer.port],
    ['port', 'abc', MESSAGES.mailServer.port],
    ['security', 'ssl', MESSAGES.mailServer.security],
    ['fromAddress', 'not an address', MESSAGES.mailServer.fromAddress],
    ['user', '', MESSAGES.mailServer.passwordWithoutUser],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await save({ ...serverAt(25), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('keeps the password sealed and never answers it; a blank one keeps it, clearing removes it', async () => {
    const res = await save(serverAt(smtp.port));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'settings',
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      user: 'office',
      hasPassword: true,
      fromAddress: 'desk@northbound.example',
      isWorking: false,
      verifiedAt: null,
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toContain(PASSWORD);
    const [row] = await t.db.select().from(mailServer);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(JSON.stringify(row)).not.toContain('horse');

    expect((await save(serverAt(smtp.port, { password: '' }))).json().hasPassword).toBe(true);
    expect((await save(serverAt(smtp.port, { password: '', clearPassword: true }))).json().hasPassword).toBe(
      false,
    );
    expect((await save(serverAt(smtp.port))).json().hasPassword).toBe(true);
    expect(JSON.stringify(await read())).not.toContain(PASSWORD);
    // The public settings answer holds nothing of the mail server.
    const open = (await t.inject({ url: API.get })).body;
    for (const part of ['desk@northbound.example', '"office"', String(smtp.port), 'hasPassword', 'verified'])
      expect(open).not.toContain(part);
  });

  it('works once a test mail goes through it; then status mails can be turned on and are sent through it', async () => {
    await save(serverAt(smtp.port));
    const sent = await testMail();
    expect(sent.json()).toMatchObject({ sent: true });
    expect(smtp.received.at(-1)?.from).toBe('desk@northbound.example');
    const working = await read();
    expect(working.isWorking).toBe(true);
    expect(working.verifiedAt).not.toBeNull();

    expect((await statusMails(true)).statusCode).toBe(200);
    expect(await publicStatusMails()).toBe(true);
    const application = await postApplication(t, approver.auth);
    await t.inject({ method: 'PUT', url: APPLICATION_API.approve(application._id), headers: approver.auth });
    await eventually(() => smtp.received.some((mail) => mail.to.includes(application.email)));
  });

  it('a changed server is not known to work: status mails go off and none is written until a test mail goes through', async () => {
    await save(serverAt(smtp.port));
    expect((await testMail()).json().sent).toBe(true);
    expect((await statusMails(true)).statusCode).toBe(200);
    // Saving it unchanged (the password left blank) keeps it working.
    expect((await save(serverAt(smtp.port, { password: '' }))).json().isWorking).toBe(true);
    expect(await publicStatusMails()).toBe(true);

    const elsewhere = await freePort();
    for (const change of [
      { port: elsewhere },
      { security: 'starttls' as const },
      { user: 'someone' },
      { password: 'another password' },
      { fromAddress: 'other@northbound.example' },
    ]) {
      await save(serverAt(smtp.port));
      expect((await testMail()).json().sent).toBe(true);
      expect((await statusMails(true)).statusCode).toBe(200);
      const changed = (await save(serverAt(smtp.port, change))).json();
      expect(changed.isWorking).toBe(false);
      expect(await publicStatusMails()).toBe(false);
      expect((await statusMails(true)).statusCode).toBe(400);
    }
    const application = await postApplication(t, approver.auth);
    await t.inject({ method: 'PUT', url: APPLICATION_API.approve(application._id), headers: approver.auth });
    expect(await t.db.select().from(outbox).where(eq(outbox.applicationId, application._id))).toEqual([]);
  });

  it('answers a failed test mail in plain words, and it does not make the server work', async () => {
    await save(serverAt(smtp.port, { password: 'wrong' }));
    const wrong = (await testMail()).json();
    expect(wrong.sent).toBe(false);
    expect(wrong.message).toBe(MESSAGES.mail.testFailed(MESSAGES.mail.why.signIn, wrong.answer));
    expect((await read()).isWorking).toBe(false);

    const nobody = await freePort();
    await save(serverAt(nobody));
    const refused = (await testMail()).json();
    expect(refused.message).toContain(MESSAGES.mail.why.refusedConnection(`127.0.0.1:${nobody}`));
    expect((await read()).isWorking).toBe(false);
  });

  it('is read from the database at each poll: a change made on any node is used by every node', async () => {
    // A second app on the same database: another node.
    let other: FastifyInstance | undefined;
    try {
      other = await buildApp(testConfig({ JWT_SECRET: t.app.config.jwtSecret ?? '' }), {
        database: t.database,
        logger: false,
        outboxTiming: FAST,
      });
      await other.ready();
      await save(serverAt(smtp.port));
      expect((await testMail()).json().sent).toBe(true);
      expect((await statusMails(true)).statusCode).toBe(200);
      const application = await postApplication(t, approver.auth);
      // The change goes through the other node, which writes the mail and sends it itself.
      await t.db.update(mailServer).set({ port: await freePort() });
      const res = await other.inject({
        method: 'PUT',
        url: APPLICATION_API.approve(application._id),
        headers: approver.auth,
      });
      expect(res.statusCode).toBe(200);
      const rowOf = async () =>
        (await t.db.select().from(outbox).where(eq(outbox.applicationId, application._id)))[0];
      await eventually(async () => (await rowOf())?.lastAnswer?.includes('ECONNREFUSED') ?? false);
      await t.db.update(mailServer).set({ port: smtp.port });
      await eventually(() => smtp.received.some((mail) => mail.to.includes(application.email)));
    } finally {
      await other?.close();
    }
  });
});

describe('the mail server set by the server configuration', () => {
  const smtp = useSmtpCapture();
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Desk <desk@visadesk.test>' }));
  const admin = t.signedIn('admin');

  it('comes first: shown read-only, not saved over, working without a test mail', async () => {
    const shown = (await t.inject({ url: API.mailServer, headers: admin.auth })).json();
    expect(shown).toMatchObject({
      source: 'configuration',
      host: '127.0.0.1',
      port: smtp.port,
      fromAddress: 'desk@visadesk.test',
      isWorking: true,
    });
    const res = await t.inject({
      method: 'PUT',
      url: API.updateMailServer,
      headers: admin.auth,
      payload: serverAt(2525),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.mailServer.setByServer });
    expect(await t.db.select().from(mailServer)).toEqual([]);
  });
});
