import { freePort, type SmtpCapture, startSmtpCapture } from '@visadesk/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailSender, type OutgoingMail, type SmtpServer } from './mail-sender.ts';

const FROM = { address: 'no-reply@visadesk.test' };
const mail = (fields: Partial<OutgoingMail> = {}): OutgoingMail => ({
  recipient: 'applicant@example.test',
  fromName: 'VisaDesk',
  subject: 'Your application',
  textBody: 'Hello',
  htmlBody: '<p>Hello</p>',
  ...fields,
});

describe('the SMTP sender', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('tells accepted, deferred (4xx) and refused (5xx) apart, with the server answer', async () => {
    const sender = createMailSender(smtp.url, FROM);
    smtp.answerNext({ code: 452, text: 'Mailbox full, try later' }, { code: 554, text: 'Rejected as spam' });
    expect(await sender.send(mail())).toEqual({
      kind: 'temporary',
      answer: '452 Mailbox full, try later',
      reason: 'refused',
    });
    expect(await sender.send(mail())).toEqual({
      kind: 'permanent',
      answer: '554 Rejected as spam',
      reason: 'refused',
    });
    const accepted = await sender.send(mail());
    expect(accepted.kind).toBe('accepted');
    expect(accepted.answer).toMatch(/^250 .*Queued as test/);
  });

  it('counts a refused connection as temporary', async () => {
    const sender = createMailSender(`smtp://127.0.0.1:${await freePort()}`, FROM);
    const outcome = await sender.send(mail());
    expect(outcome.kind).toBe('temporary');
    expect(outcome.answer).toContain('ECONNREFUSED');
    expect(outcome.reason).toBe('refusedConnection');
  });

  describe('to a mail server given by its parts (Settings)', () => {
    const server = (port: number, fields: Partial<Exclude<SmtpServer, string>> = {}): SmtpServer => ({
      host: '127.0.0.1',
      port,
      security: 'none',
      user: '',
      password: undefined,
      ...fields,
    });

    it('signs in with the user name and password, and says a refused sign-in is the settings', async () => {
      const guarded = await startSmtpCapture(0, { auth: { user: 'office', pass: 'right horse' } });
      try {
        const signedIn = createMailSender(
          server(guarded.port, { user: 'office', password: 'right horse' }),
          FROM,
        );
        expect((await signedIn.send(mail())).kind).toBe('accepted');
        expect(guarded.received).toHaveLength(1);
        const wrong = await createMailSender(
          server(guarded.port, { user: 'office', password: 'wrong' }),
          FROM,
        ).send(mail());
        // Every mail would fail the same way: it waits for the settings, it is not failed for good.
        expect(wrong).toMatchObject({ kind: 'temporary', reason: 'signIn' });
        expect(wrong.answer).toContain('535');
        const anonymous = await createMailSender(server(guarded.port), FROM).send(mail());
        expect(anonymous.kind).not.toBe('accepted');
        expect(guarded.received).toHaveLength(1);
      } finally {
        await guarded.close();
      }
    });

    it('never sends in plain text when STARTTLS or TLS is chosen and the server offers neither', async () => {
      const before = smtp.attempts();
      const starttls = await createMailSender(server(smtp.port, { security: 'starttls' }), FROM).send(mail());
      expect(starttls).toMatchObject({ kind: 'temporary', reason: 'secureConnection' });
      const tls = await createMailSender(server(smtp.port, { security: 'tls' }), FROM).send(mail());
      expect(tls).toMatchObject({ kind: 'temporary', reason: 'secureConnection' });
      expect(smtp.attempts()).toBe(before);
    });

    it('names an unknown host as such', async () => {
      const outcome = await createMailSender(server(25, { host: 'no-such-host.invalid' }), FROM).send(mail());
      expect(outcome).toMatchObject({ kind: 'temporary', reason: 'unknownHost' });
    });
  });

  it('lets no CR or LF in the sender name or subject start a header, by itself (nodemailer encodes them)', async () => {
    const before = smtp.received.length;
    const sender = createMailSender(smtp.url, FROM);
    const outcome = await sender.send(
      mail({
        fromName: 'Desk\r\nBcc: from@evil.test',
        subject: 'Hi\r\nBcc: subject@evil.test\r\nX-Evil: 1',
      }),
    );
    expect(outcome.kind).toBe('accepted');
    const received = smtp.received[before];
    expect(received?.to).toEqual(['applicant@example.test']);
    const headers = received?.raw.split('\r\n\r\n')[0] ?? '';
    expect(headers).not.toMatch(/^(bcc|x-evil):/im);
    expect(received?.parsed.headers.has('bcc')).toBe(false);
    expect(received?.parsed.headers.has('x-evil')).toBe(false);
  });

  it('never sends to a recipient that is more than one address', async () => {
    const before = smtp.attempts();
    const sender = createMailSender(smtp.url, FROM);
    for (const recipient of [
      'applicant@example.test, thief@evil.test',
      'applicant@example.test\r\nBcc: thief@evil.test',
      'Thief <thief@evil.test>',
    ]) {
      expect(await sender.send(mail({ recipient }))).toEqual({
        kind: 'permanent',
        answer: 'Not sent: the recipient is not one e-mail address.',
      });
    }
    expect(smtp.attempts()).toBe(before);
  });
});
