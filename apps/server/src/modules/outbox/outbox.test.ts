import { CATALOGUE_API, MESSAGES, OUTBOX_API, type OutboxList } from '@visadesk/contract';
import { eventually } from '@visadesk/test-harness';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { queueMail } from '../../mail/outbox.repository.ts';
import { createBodySeal } from '../../mail/sealed-bodies.ts';
import { numberedMail } from '../../test/numbered-mail.ts';
import { MISSING_ID, useTestApp } from '../../test/test-app.ts';
import { useSmtpCapture } from '../../test/use-smtp-capture.ts';

const M = MESSAGES.mail;
const SERVER_SECRET = 'a-server-secret-of-at-least-32-characters';
const FAST = { pollMs: 100, retryBaseMs: 100, retryMaxMs: 400 };

describe('the outbox without SMTP_URL', () => {
  const t = useTestApp();
  const admin = t.signedIn('admin');

  it('answers 401 without a token and 403 to approvers and staff, on every outbox route', async () => {
    const [id] = await t.db.select({ id: outbox.id }).from(outbox).limit(1);
    const routes = [
      { method: 'GET' as const, url: OUTBOX_API.list },
      { method: 'POST' as const, url: OUTBOX_API.resend(id?.id ?? MISSING_ID) },
      { method: 'GET' as const, url: OUTBOX_API.mail(id?.id ?? MISSING_ID) },
      { method: 'POST' as const, url: OUTBOX_API.cancel(id?.id ?? MISSING_ID) },
      { method: 'POST' as const, url: CATALOGUE_API.settings.testMail, payload: { to: 'a@example.test' } },
    ];
    for (const route of routes) {
      expect((await t.inject(route)).statusCode).toBe(401);
      for (const role of ['approver', 'staff'] as const) {
        const { auth } = await t.createUser(role);
        const res = await t.inject({ ...route, headers: auth });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: MESSAGES.auth.forbidden });
      }
    }
  });

  it('lists the mails newest first, a page at a time, without their bodies, and says nothing is sent', async () => {
    for (let n = 1; n <= 3; n++) await queueMail(t.db, numberedMail(n));
    const page = async (p: number): Promise<OutboxList> => {
      const res = await t.inject({ url: `${OUTBOX_API.list}?page=${p}&limit=2`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const first = await page(1);
    expect(first).toMatchObject({ total: 3, totalPages: 2, currentPage: 1, isSending: false });
    expect(first.mails.map((m) => m.subject)).toEqual(['Mail 3', 'Mail 2']);
    expect(first.mails[0]).toMatchObject({
      recipient: 'person3@example.test',
      kind: 'status',
      state: 'queued',
      attempts: 0,
      lastAnswer: null,
      sentAt: null,
    });
    expect(JSON.stringify(first)).not.toContain('secret body');
    expect((await page(2)).mails.map((m) => m.subject)).toEqual(['Mail 1']);
  });

  it('resends a failed mail, and refuses one still waiting (409), a missing one (404) and a bad id (400)', async () => {
    const id = await queueMail(t.db, numberedMail(9));
    const resend = (target: string) =>
      t.inject({ method: 'POST', url: OUTBOX_API.resend(target), headers: admin.auth });
    const waiting = await resend(id);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ message: M.notResendable });
    await t.db
      .update(outbox)
      .set({ state: 'failed', attempts: 3, lastAnswer: '550 No such user' })
      .where(eq(outbox.id, id));
    const res = await resend(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: id,
      state: 'queued',
      attempts: 0,
      lastAnswer: '550 No such user',
    });
    expect((await resend(MISSING_ID)).statusCode).toBe(404);
    expect((await resend('not-an-id')).statusCode).toBe(400);
  });

  it('shows one mail with its text; a sealed one only as sealed, never its code', async () => {
    const id = await queueMail(t.db, numberedMail(21));
    const res = await t.inject({ url: OUTBOX_API.mail(id), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: id,
      recipient: 'person21@example.test',
      subject: 'Mail 21',
      fromName: 'VisaDesk',
      textBody: 'the secret body 21',
      isSealed: false,
      state: 'queued',
      isCancellable: true,
    });
    const seal = createBodySeal(new TextEncoder().encode(SERVER_SECRET));
    const sealed = await queueMail(t.db, {
      ...numberedMail(22),
      kind: 'code',
      textBody: seal.seal('Your code is: 123456'),
      isSealed: true,
    });
    const code = await t.inject({ url: OUTBOX_API.mail(sealed), headers: admin.auth });
    expect(code.json()).toMatchObject({ kind: 'code', isSealed: true, textBody: null });
    expect(code.body).not.toContain('123456');
    expect(code.body).not.toContain(
      (await t.db.select().from(outbox).where(eq(outbox.id, sealed)))[0]?.textBody,
    );
    expect((await t.inject({ url: OUTBOX_API.mail(MISSING_ID), headers: admin.auth })).statusCode).toBe(404);
  });

  it('cancels a queued mail, which then shows as cancelled, can be sent again, and cannot be cancelled twice', async () => {
    const id = await queueMail(t.db, numberedMail(23));
    const cancel = () => t.inject({ method: 'POST', url: OUTBOX_API.cancel(id), headers: admin.auth });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: id,
      state: 'cancelled',
      isCancellable: false,
      isResendable: true,
    });
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.notCancellable });
    const list: OutboxList = (await t.inject({ url: OUTBOX_API.list, headers: admin.auth })).json();
    expect(list.mails.find((m) => m._id === id)?.state).toBe('cancelled');
    expect(
      (await t.inject({ method: 'POST', url: OUTBOX_API.cancel(MISSING_ID), headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('answers the test mail with "not configured" and a bad address with its message', async () => {
    const send = (payload: object) =>
      t.inject({ method: 'POST', url: CATALOGUE_API.settings.testMail, headers: admin.auth, payload });
    const res = await send({ to: 'admin@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: false, answer: '', message: M.notConfigured });
    const bad = await send({ to: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.invalidRecipient);
  });
});

describe('the outbox with a mail server', () => {
  const smtp = useSmtpCapture();
  const t = useTestApp(
    () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Desk <desk@visadesk.test>', JWT_SECRET: SERVER_SECRET }),
    { outboxTiming: FAST },
  );
  const admin = t.signedIn('admin');
  const testMail = (to: string) =>
    t.inject({ method: 'POST', url: CATALOGUE_API.settings.testMail, headers: admin.auth, payload: { to } });

  it('sends the test mail at once and reports the answer; a refusal too; both are in the outbox', async () => {
    const res = await testMail('admin@example.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sent).toBe(true);
    expect(body.answer).toContain('Queued as test');
    expect(body.message).toBe(M.testSent(body.answer));
    expect(smtp.received.at(-1)?.to).toEqual(['admin@example.test']);
    expect(smtp.received.at(-1)?.parsed.subject).toBe(M.testSubject('VisaDesk'));

    smtp.answerNext({ code: 550, text: 'No such user here' });
    const refused = await testMail('nobody@example.test');
    expect(refused.json()).toEqual({
      sent: false,
      answer: '550 No such user here',
      message: M.testFailed(M.why.refused, '550 No such user here'),
    });
    const list: OutboxList = (await t.inject({ url: OUTBOX_API.list, headers: admin.auth })).json();
    expect(list.isSending).toBe(true);
    expect(list.mails.slice(0, 2).map((m) => [m.recipient, m.kind, m.state, m.lastAnswer])).toEqual([
      ['nobody@example.test', 'test', 'failed', '550 No such user here'],
      ['admin@example.test', 'test', 'sent', body.answer],
    ]);
  });

  it('sends a sent mail again when an admin resends it', async () => {
    const before = smtp.received.length;
    await testMail('again@example.test');
    const [row] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'again@example.test'));
    const res = await t.inject({
      method: 'POST',
      url: OUTBOX_API.resend(row?.id ?? ''),
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => smtp.received.length === before + 2);
    await eventually(async () => {
      const [again] = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, row?.id ?? ''));
      return again?.state === 'sent';
    });
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([
      ['again@example.test'],
      ['again@example.test'],
    ]);
  });

  it('never sends a mail cancelled after a node took it, and refuses to cancel the one being handed over', async () => {
    const before = smtp.received.length;
    // The mail server answers slowly: while the first mail is handed over, the rest of the batch waits.
    smtp.answerAfter(600);
    try {
      const ids = [];
      for (const n of [31, 32, 33]) ids.push(await queueMail(t.db, numberedMail(n)));
      const [first, second, third] = ids as [string, string, string];
      await eventually(async () => (await rowOf(first))?.sendStartedAt != null);
      expect((await rowOf(second))?.state).toMatch(/queued|sending/);
      const cancel = (id: string) =>
        t.inject({ method: 'POST', url: OUTBOX_API.cancel(id), headers: admin.auth });
      expect((await cancel(first)).statusCode).toBe(409);
      expect((await cancel(second)).statusCode).toBe(200);
      await eventually(async () => (await rowOf(third))?.state === 'sent');
      expect(await rowOf(second)).toMatchObject({ state: 'cancelled', claim: null });
      expect(smtp.received.slice(before).flatMap((m) => m.to)).toEqual([
        'person31@example.test',
        'person33@example.test',
      ]);
    } finally {
      smtp.answerAfter(0);
    }
  });

  /** A code mail as the document codes queue it: its body sealed under `secret`. */
  async function queueSealed(n: number, secret: string) {
    const seal = createBodySeal(new TextEncoder().encode(secret));
    const mail = { ...numberedMail(n), kind: 'code' as const };
    return queueMail(t.db, { ...mail, textBody: seal.seal(`Your code is: 40${n}040`), isSealed: true });
  }
  const rowOf = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it('sends a sealed mail opened, empties its body once sent, and never sends it again', async () => {
    const id = await queueSealed(7, SERVER_SECRET);
    expect((await rowOf(id))?.textBody).not.toContain('407040');
    await eventually(async () => (await rowOf(id))?.state === 'sent');
    expect(smtp.received.find((m) => m.to.includes('person7@example.test'))?.parsed.text).toContain(
      'Your code is: 407040',
    );
    expect(await rowOf(id)).toMatchObject({ state: 'sent', textBody: '', isSealed: true });
    const list: OutboxList = (await t.inject({ url: OUTBOX_API.list, headers: admin.auth })).json();
    const listed = list.mails.find((m) => m._id === id);
    expect(listed).toMatchObject({ kind: 'code', state: 'sent', isResendable: false });
    expect(list.mails.find((m) => m.kind === 'test' && m.state === 'sent')?.isResendable).toBe(true);
    const res = await t.inject({ method: 'POST', url: OUTBOX_API.resend(id), headers: admin.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.codeNotResendable });
    expect((await rowOf(id))?.state).toBe('sent');
  });

  it("fails a sealed mail this server's secret cannot open, says why, and sends nothing", async () => {
    const before = smtp.attempts();
    const id = await queueSealed(8, 'another-secret-of-at-least-32-characters');
    await eventually(async () => (await rowOf(id))?.state === 'failed');
    expect(await rowOf(id)).toMatchObject({ lastAnswer: M.unsealable, textBody: '' });
    expect(smtp.attempts()).toBe(before);
  });
});
