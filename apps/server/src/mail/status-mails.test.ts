import { APPLICATION_API, CATALOGUE_API, DEFAULT_SETTINGS, MESSAGES } from '@visadesk/contract';
import { eventually, freePort, type SmtpCapture, startSmtpCapture } from '@visadesk/test-harness';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox, settings } from '../db/schema.ts';
import { postApplication } from '../test/application-fixtures.ts';
import { numberedMail, statusMailsOn } from '../test/numbered-mail.ts';
import { createTestApp, type SignedInUser, type TestApp, useTestApp } from '../test/test-app.ts';
import { useSmtpCapture } from '../test/use-smtp-capture.ts';
import { queueMail } from './outbox.repository.ts';

/** Retries within a test's time: 100 ms, 200 ms, then 400 ms apart. */
const FAST = { pollMs: 100, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 10_000 };
const PUBLIC_URL = 'https://visas.example.org';
const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'VisaDesk Office <no-reply@visadesk.test>',
  PUBLIC_URL,
});

const setStatus = (t: TestApp, url: string, actor: SignedInUser) =>
  t.inject({ method: 'PUT', url, headers: actor.auth });
let markers = 0;
/**
 * Waits until the worker has sent everything written so far: a marker mail queued now is claimed
 * after any mail written before it (the oldest due first), so once it has arrived, a mail that
 * was wrongly written would have arrived too.
 */
async function flushed(t: TestApp, smtp: SmtpCapture) {
  const marker = numberedMail(9000 + ++markers);
  await queueMail(t.db, marker);
  await eventually(() => smtp.received.some((mail) => mail.to.includes(marker.recipient)));
  smtp.received.splice(
    smtp.received.findIndex((mail) => mail.to.includes(marker.recipient)),
    1,
  );
}
const rowsOf = (t: TestApp, applicationId: string) =>
  t.db.select().from(outbox).where(eq(outbox.applicationId, applicationId));

describe('status mails through a real SMTP server', () => {
  const smtp = useSmtpCapture();
  const t = useTestApp(() => mailEnv(smtp.url), { outboxTiming: FAST });
  const approver = t.signedIn('approver');
  const admin = t.signedIn('admin');

  beforeAll(async () => {
    expect((await statusMailsOn(t, admin)).statusCode).toBe(200);
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  /** Adds an application, approves it and answers it with the one mail that follows. */
  const approveAndReceive = async (overrides: Parameters<typeof postApplication>[2] = {}) => {
    const application = await postApplication(t, approver.auth, overrides);
    await setStatus(t, APPLICATION_API.approve(application._id), approver);
    await eventually(() => smtp.received.length === 1);
    return { application, mail: smtp.received[0] };
  };
  /** Saves the default settings with these mail settings (none: the server keeps its own). */
  const saveMailSettings = (mail: Record<string, unknown> | undefined) =>
    t.inject({
      method: 'PUT',
      url: CATALOGUE_API.settings.update,
      headers: admin.auth,
      payload: { ...DEFAULT_SETTINGS, timeZone: undefined, updatedAt: undefined, mail },
    });

  it('sends one mail per status change to the applicant: name, status and enquiry link, text and HTML', async () => {
    const application = await postApplication(t, approver.auth, { givenN: 'Amara', surname: 'Obi' });
    const changes = [
      [APPLICATION_API.approve(application._id), 'Approved'],
      [APPLICATION_API.reject(application._id), 'Rejected'],
      [APPLICATION_API.pending(application._id), 'Pending'],
    ] as const;
    for (const [i, [url, status]] of changes.entries()) {
      expect((await setStatus(t, url, approver)).statusCode).toBe(200);
      await eventually(() => smtp.received.length === i + 1);
      const mail = smtp.received[i];
      expect(mail?.to).toEqual([application.email]);
      expect(mail?.from).toBe('no-reply@visadesk.test');
      expect(mail?.parsed.from?.value).toEqual([{ name: 'VisaDesk', address: 'no-reply@visadesk.test' }]);
      expect(mail?.parsed.subject).toBe(`Your visa application is now ${status}`);
      expect(mail?.parsed.text).toContain('Dear Amara Obi,');
      expect(mail?.parsed.text).toContain(`is now: ${status}.`);
      expect(mail?.parsed.text).toContain(`${PUBLIC_URL}/enquiry`);
      expect(mail?.parsed.html).toContain(`<a href="${PUBLIC_URL}/enquiry">${PUBLIC_URL}/enquiry</a>`);
    }
    // A change to the status it already has is refused (409) and mails nothing.
    expect((await setStatus(t, APPLICATION_API.pending(application._id), approver)).statusCode).toBe(409);
    await flushed(t, smtp);
    expect(smtp.received).toHaveLength(3);
    const rows = await rowsOf(t, application._id);
    expect(rows.map((r) => [r.state, r.attempts, r.kind])).toEqual([
      ['sent', 1, 'status'],
      ['sent', 1, 'status'],
      ['sent', 1, 'status'],
    ]);
    expect(rows[0]?.lastAnswer).toContain('Queued as test');
  });

  it("names the case's reference, and a rejection's reason and note only when the office shares them", async () => {
    const reject = async (payload: Record<string, unknown>) => {
      const application = await postApplication(t, approver.auth);
      const url = APPLICATION_API.reject(application._id);
      expect((await t.inject({ method: 'PUT', url, headers: approver.auth, payload })).statusCode).toBe(200);
      await eventually(() => smtp.received.some((mail) => mail.to.includes(application.email)));
      const mail = smtp.received.find((received) => received.to.includes(application.email));
      return { application, text: mail?.parsed.text ?? '', html: mail?.parsed.html || '' };
    };
    const reason = DEFAULT_SETTINGS.cases.rejectionReasons[0] as string;
    const shared = await reject({ reason, note: 'Please send <the> contract.', shared: true });
    expect(shared.text).toContain(`your visa application ${shared.application.reference} with`);
    expect(shared.text).toContain(`is now: Rejected. Reason: ${reason}. Please send <the> contract.`);
    expect(shared.html).toContain('Please send &lt;the&gt; contract.');
    const kept = await reject({ reason, note: 'Internal only.' });
    expect(kept.text).toContain(kept.application.reference);
    expect(kept.text).not.toContain(reason);
    expect(kept.text).not.toContain('Internal only.');
  });

  it('never puts the passport number or the date of birth in a mail', async () => {
    const { mail } = await approveAndReceive({ passport: 'ZX9876543', dob: '1987-11-23' });
    // The message as sent, without its top headers: their Date is the sending time, which at
    // 23:11 reads like the birthday.
    const body = mail?.raw.slice(mail.raw.indexOf('\r\n\r\n'));
    for (const part of [body, mail?.parsed.text, mail?.parsed.html || '', mail?.parsed.subject]) {
      expect(part).toBeTruthy();
      expect(part).not.toContain('ZX9876543');
      expect(part).not.toMatch(/1987|23\D11\D|11\D23\D/);
    }
  });

  it('escapes the values in the HTML part', async () => {
    const { mail } = await approveAndReceive({ givenN: '<b>Ana</b>', surname: 'Lee&Co' });
    const html = mail?.parsed.html || '';
    expect(html).toContain('Dear &lt;b&gt;Ana&lt;/b&gt; Lee&amp;Co,');
    expect(html).not.toContain('<b>Ana');
    expect(mail?.parsed.text).toContain('Dear <b>Ana</b> Lee&Co,');
  });

  it('uses the templates and sender name from the settings, and sends nothing when they are off', async () => {
    const mail = {
      statusMailsEnabled: true,
      senderName: 'Northbound Visas',
      statusSubject: '{siteName}: {status}',
      statusBody: 'Hello {name}, see {enquiryUrl}.',
    };
    expect((await saveMailSettings(mail)).statusCode).toBe(200);
    const { application, mail: sent } = await approveAndReceive({ givenN: 'Ravi', surname: 'Kumar' });
    expect(sent?.parsed.subject).toBe('VisaDesk: Approved');
    expect(sent?.parsed.text?.trim()).toBe(`Hello Ravi Kumar, see ${PUBLIC_URL}/enquiry.`);
    expect(sent?.parsed.from?.value[0]?.name).toBe('Northbound Visas');

    expect((await saveMailSettings({ ...mail, statusMailsEnabled: false })).statusCode).toBe(200);
    await setStatus(t, APPLICATION_API.reject(application._id), approver);
    await flushed(t, smtp);
    expect(await rowsOf(t, application._id)).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect((await saveMailSettings({ ...mail, statusMailsEnabled: true, senderName: '' })).statusCode).toBe(
      200,
    );
  });

  it('lets no CR or LF in a name, the sender name or the subject add a header or a recipient', async () => {
    const saved = await saveMailSettings({
      statusMailsEnabled: true,
      senderName: 'Desk\r\nBcc: sender@evil.test',
      statusSubject: 'News\r\nCc: subject@evil.test\r\n\r\nbody {name}',
      statusBody: 'Hello {name}',
    });
    expect(saved.statusCode).toBe(200);
    const { application, mail } = await approveAndReceive({
      givenN: 'Eve\r\nBcc: name@evil.test',
      surname: 'Doe\nTo: x@evil.test',
    });
    expect(mail?.to).toEqual([application.email]);
    const headerBlock = mail?.raw.split('\r\n\r\n')[0] ?? '';
    expect(headerBlock).not.toMatch(/^(bcc|cc):/im);
    expect(headerBlock.match(/^to:/gim)).toHaveLength(1);
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.parsed.headers.has('cc')).toBe(false);
    expect(mail?.parsed.to).toMatchObject({ value: [{ address: application.email }] });
    expect(mail?.parsed.subject).toBe(
      'News Cc: subject@evil.test body Eve Bcc: name@evil.test Doe To: x@evil.test',
    );
    expect(mail?.parsed.from?.value).toEqual([
      { name: 'Desk Bcc: sender@evil.test', address: 'no-reply@visadesk.test' },
    ]);
    await saveMailSettings(undefined);
  });
});

describe('when the mail server is down or refuses', () => {
  /** A mail server of its own and an app mailing through it, with an approver; closed afterwards. */
  async function withMailServer(
    run: (mailing: { smtp: SmtpCapture; t: TestApp; approver: SignedInUser }) => Promise<void>,
  ) {
    const smtp = await startSmtpCapture();
    const t = await createTestApp(mailEnv(smtp.url), { outboxTiming: FAST });
    try {
      expect((await statusMailsOn(t, await t.createUser('admin'))).statusCode).toBe(200);
      await run({ smtp, t, approver: await t.createUser('approver') });
    } finally {
      await t.close();
      await smtp.close();
    }
  }

  it('keeps a mail written while SMTP is down and delivers it once the server is up', async () => {
    const port = await freePort();
    const t = await createTestApp(mailEnv(`smtp://127.0.0.1:${port}`), { outboxTiming: FAST });
    let smtp: SmtpCapture | undefined;
    try {
      expect((await statusMailsOn(t, await t.createUser('admin'))).statusCode).toBe(200);
      const approver = await t.createUser('approver');
      const application = await postApplication(t, approver.auth);
      expect((await setStatus(t, APPLICATION_API.approve(application._id), approver)).statusCode).toBe(200);
      await eventually(async () => ((await rowsOf(t, application._id))[0]?.attempts ?? 0) >= 2);
      const [waiting] = await rowsOf(t, application._id);
      expect(waiting?.state).toMatch(/queued|sending/);
      expect(waiting?.lastAnswer).toContain('ECONNREFUSED');

      smtp = await startSmtpCapture(port);
      const capture = smtp;
      await eventually(() => capture.received.length === 1);
      await eventually(async () => (await rowsOf(t, application._id))[0]?.state === 'sent');
      await flushed(t, capture);
      expect(capture.received).toHaveLength(1);
      expect(capture.received[0]?.to).toEqual([application.email]);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it('retries a mail the server deferred (4xx) and sends it once', () =>
    withMailServer(async ({ smtp, t, approver }) => {
      const application = await postApplication(t, approver.auth);
      smtp.answerNext({ code: 451, text: 'Greylisted, try again later' });
      await setStatus(t, APPLICATION_API.approve(application._id), approver);
      await eventually(() => smtp.received.length === 1);
      await eventually(async () => (await rowsOf(t, application._id))[0]?.state === 'sent');
      const [row] = await rowsOf(t, application._id);
      expect(row?.attempts).toBe(2);
      expect(smtp.attempts()).toBe(2);
      expect(row?.lastAnswer).toContain('Queued as test');
    }));

  it('fails a mail refused for good (5xx) without retrying it, and the next mail still goes', () =>
    withMailServer(async ({ smtp, t, approver }) => {
      const refused = await postApplication(t, approver.auth);
      const next = await postApplication(t, approver.auth);
      smtp.answerNext({ code: 550, text: 'Mailbox unavailable' });
      await setStatus(t, APPLICATION_API.approve(refused._id), approver);
      await eventually(async () => (await rowsOf(t, refused._id))[0]?.state === 'failed');
      await setStatus(t, APPLICATION_API.approve(next._id), approver);
      await eventually(() => smtp.received.length === 1);
      expect(smtp.received[0]?.to).toEqual([next.email]);
      const [failed] = await rowsOf(t, refused._id);
      expect(failed?.attempts).toBe(1);
      expect(failed?.lastAnswer).toMatch(/^550 Mailbox unavailable/);
      // Failed is final: the refused one is never tried again (a marker after it goes, it does not).
      await flushed(t, smtp);
      expect(smtp.attempts()).toBe(3);
      expect((await rowsOf(t, refused._id))[0]?.attempts).toBe(1);
    }));

  it('writes no status mail while no mail server is set, even with status mails saved on before', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.createUser('admin');
      const refused = await statusMailsOn(t, admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { field: 'mail.statusMailsEnabled', message: MESSAGES.settings.statusMailsNeedMail },
      ]);
      // An install that saved them on when they were on by default.
      const saved = await t.inject({
        method: 'PUT',
        url: CATALOGUE_API.settings.update,
        headers: admin.auth,
        payload: { ...DEFAULT_SETTINGS, timeZone: undefined, updatedAt: undefined },
      });
      expect(saved.statusCode).toBe(200);
      await t.db.update(settings).set({ statusMailsEnabled: true });
      const read = await t.inject({ url: CATALOGUE_API.settings.get });
      expect(read.json().mail.statusMailsEnabled).toBe(false);
      const approver = await t.createUser('approver');
      const application = await postApplication(t, approver.auth);
      expect((await setStatus(t, APPLICATION_API.approve(application._id), approver)).statusCode).toBe(200);
      expect(await rowsOf(t, application._id)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
