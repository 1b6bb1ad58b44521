import { createHmac, hkdfSync } from 'node:crypto';
import {
  APPLICATION_API,
  type Application,
  CATALOGUE_API,
  DEFAULT_MAIL_SETTINGS,
  DOCUMENT_CODE,
  type EnquiryApplication,
  MESSAGES,
} from '@visadesk/contract';
import { documentCodeMail } from '@visadesk/contract/applicant-mails';
import { eventually, jpeg, multipartForm, type SmtpCapture, startSmtpCapture } from '@visadesk/test-harness';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { documentCodes, outbox, signingKeys } from '../../db/schema.ts';
import { postApplication } from '../../test/application-fixtures.ts';
import { testConfig, useTestApp } from '../../test/test-app.ts';

const M = MESSAGES.documentCode;
// Codes go out by mail, so the switch needs a mail server: a real one in this process.
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const t = useTestApp(() => ({
  RATE_LIMIT_ENQUIRY_MAX: '1000',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'VisaDesk Office <no-reply@visadesk.test>',
}));
const admin = t.signedIn('admin');
const staff = t.signedIn('staff');
// Each test sends from addresses of its own, so the per-address limits of one do not reach another.
let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;

const SETTINGS = {
  siteName: 'Northbound Visas',
  contactEmail: 'office@northbound.example',
  eligibilityUrl: 'https://www.canada.ca/en/services/immigration-citizenship.html',
};
async function setCodeRequired(on: boolean) {
  const res = await t.inject({
    method: 'PUT',
    url: CATALOGUE_API.settings.update,
    headers: admin.auth,
    payload: { ...SETTINGS, mail: { ...DEFAULT_MAIL_SETTINGS, documentCodeRequired: on } },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().mail.documentCodeRequired).toBe(on);
}

/** An application with a photo and two documents. */
async function applicationWithDocuments(): Promise<Application> {
  const created = await postApplication(t, staff.auth, { dob: '1984-02-29', currentN: 'CA' });
  const res = await t.inject({
    method: 'PUT',
    url: APPLICATION_API.documents(created._id),
    headers: staff.auth,
    payload: multipartForm(
      {},
      { file2: { data: await jpeg() }, file9: { data: await jpeg() } },
    ) as unknown as string,
  });
  expect(res.statusCode).toBe(200);
  return created;
}

async function enquire(
  application: Application,
  remoteAddress = newAddress(),
  lang = 'en',
): Promise<EnquiryApplication> {
  const query = new URLSearchParams({
    search: application.passport,
    search1: 'CA',
    search2: '1984-02-29',
    lang,
  });
  const res = await t.inject({ method: 'GET', url: `${APPLICATION_API.enquiry}?${query}`, remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json().applications[0];
}

const requestCode = (ticket: string, remoteAddress = newAddress()) =>
  t.inject({ method: 'POST', url: APPLICATION_API.documentCode, payload: { ticket }, remoteAddress });
const checkCode = (ticket: string, code: string, remoteAddress = newAddress()) =>
  t.inject({
    method: 'POST',
    url: APPLICATION_API.documentCodeCheck,
    payload: { ticket, code },
    remoteAddress,
  });
const fetchDocuments = (id: string, grant?: string) =>
  t.inject({
    method: 'GET',
    url: APPLICATION_API.enquiryDocuments(id),
    headers: grant === undefined ? {} : { [DOCUMENT_CODE.grantHeader]: grant },
  });

/** The newest mail to `email` in the outbox. */
const newestMailTo = (email: string) =>
  t.db.query.outbox.findFirst({ where: eq(outbox.recipient, email), orderBy: desc(outbox.id) });

/** The mails the mail server has accepted for `email`, oldest first. */
const deliveredTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

/** The code in the next mail the mail server accepts for `email` (nothing in the database holds it). */
async function nextMailedCode(email: string, request: () => Promise<unknown>): Promise<string> {
  const before = deliveredTo(email).length;
  await request();
  await eventually(() => deliveredTo(email).length > before);
  const code = deliveredTo(email)
    .at(-1)
    ?.parsed.text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A ticket from a matching enquiry, a code requested and read from its mail. */
async function codeFor(application: Application) {
  const { documentsLocked } = await enquire(application);
  const ticket = documentsLocked?.ticket ?? '';
  const code = await nextMailedCode(application.email, async () =>
    expect((await requestCode(ticket)).statusCode).toBe(200),
  );
  return { ticket, code };
}
/** A code mailed for a new application's documents, and the row that stores it. */
async function storedCode() {
  const application = await applicationWithDocuments();
  const { code } = await codeFor(application);
  const row = await t.db.query.documentCodes.findFirst({
    where: eq(documentCodes.applicationId, application._id),
    orderBy: desc(documentCodes.id),
  });
  return { code, row };
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the one-time code before documents', () => {
  let application: Application;
  beforeAll(async () => {
    application = await applicationWithDocuments();
  });

  it('is off by default: the enquiry answers the photo and documents, and their URLs serve the files', async () => {
    const found = await enquire(application);
    expect(found.documentsLocked).toBeNull();
    expect(found.image).toEqual({ small: expect.any(String), large: expect.any(String) });
    expect(found.documents.map((d) => d.key)).toEqual(['file2', 'file9']);
    const file = await t.inject({ method: 'GET', url: found.documents[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  describe('when an admin turns it on', () => {
    beforeAll(() => setCodeRequired(true));

    it('the enquiry answers the status but no photo or document, with a ticket and the masked address', async () => {
      const found = await enquire(application);
      expect(found.isStatus).toBe('pending');
      expect(found.image).toBeNull();
      expect(found.documents).toEqual([]);
      expect(JSON.stringify(found)).not.toContain(APPLICATION_API.file(''));
      const [local, domain] = application.email.split('@');
      expect(found.documentsLocked).toEqual({
        ticket: expect.any(String),
        maskedEmail: `${local?.[0]}***@${domain}`,
      });
      expect(JSON.stringify(found)).not.toContain(application.email);
    });

    it('a requested code is mailed through the outbox (kind code, expiring with it) and answers the masked address', async () => {
      const { documentsLocked } = await enquire(application);
      const before = Date.now();
      const res = await requestCode(documentsLocked?.ticket ?? '');
      expect(res.statusCode).toBe(200);
      const sent = res.json();
      expect(sent.maskedEmail).toBe(documentsLocked?.maskedEmail);
      const expiresAt = Date.parse(sent.expiresAt);
      expect(expiresAt - before).toBeGreaterThanOrEqual(DOCUMENT_CODE.ttlMs - 1000);
      expect(expiresAt - before).toBeLessThanOrEqual(DOCUMENT_CODE.ttlMs + 5000);
      const mail = await newestMailTo(application.email);
      expect(mail).toMatchObject({ kind: 'code', applicationId: application._id });
      expect(mail?.expiresAt?.toISOString()).toBe(sent.expiresAt);
      expect(mail?.subject).toBe('Northbound Visas: your code to see your documents');
      // It reaches the mail server, to the address on file only, with the code in words.
      await eventually(() => deliveredTo(application.email).length > 0);
      expect(deliveredTo(application.email)[0]?.parsed.text).toMatch(/Your code is: \d{6}/);
    });

    it('mails the code in the language of the enquiry page it was asked from, the code kept whole', async () => {
      const application = await applicationWithDocuments();
      const { documentsLocked } = await enquire(application, newAddress(), 'ar');
      const code = await nextMailedCode(application.email, () => requestCode(documentsLocked?.ticket ?? ''));
      const arabic = documentCodeMail('ar', {
        code,
        minutes: DOCUMENT_CODE.ttlMs / 60_000,
        siteName: 'Northbound Visas',
      });
      expect((await newestMailTo(application.email))?.subject).toBe(arabic.subject);
      const text = deliveredTo(application.email).at(-1)?.parsed.text ?? '';
      expect(text).toContain(`رمزك هو: \u2068${code}\u2069`);
      expect(text.trim()).toBe(arabic.text.trim());
    });

    it('keeps no code readable in the outbox: sealed while it waits, emptied once sent', async () => {
      const application = await applicationWithDocuments();
      const { documentsLocked } = await enquire(application);
      // The mail server holds the mail a moment, so the row is read while it waits.
      smtp.answerAfter(300);
      let queued: typeof outbox.$inferSelect | undefined;
      const code = await nextMailedCode(application.email, async () => {
        expect((await requestCode(documentsLocked?.ticket ?? '')).statusCode).toBe(200);
        queued = await newestMailTo(application.email);
      });
      smtp.answerAfter(0);
      expect(queued?.isSealed).toBe(true);
      expect(queued?.textBody).not.toContain(code);
      expect(queued?.textBody).not.toMatch(/Your code/);
      await eventually(async () => (await newestMailTo(application.email))?.state === 'sent');
      const sent = await newestMailTo(application.email);
      expect(sent).toMatchObject({ state: 'sent', textBody: '', isSealed: true, kind: 'code' });
      expect(sent?.sentAt).toBeInstanceOf(Date);
    });

    it("a reader of the database alone cannot test a code against its hash: the key it holds is not the hash's", async () => {
      const { code, row } = await storedCode();
      const [stored] = await t.db.select().from(signingKeys).where(eq(signingKeys.name, 'document-codes'));
      // What a reader with a dump would try for each of the million codes, with the right one.
      const fromDatabaseKey = createHmac(
        'sha256',
        Buffer.from(
          hkdfSync(
            'sha256',
            Buffer.from(stored?.key ?? '', 'base64url'),
            'visadesk',
            'document-code-hashes',
            32,
          ),
        ),
      )
        .update(`${row?.id}:${code}`)
        .digest('base64url');
      expect(row?.codeHash).toBeDefined();
      expect(fromDatabaseKey).not.toBe(row?.codeHash);
    });

    it('a ticket or grant made under one server secret opens nothing under another on the same database', async () => {
      const application = await applicationWithDocuments();
      const { ticket, code } = await codeFor(application);
      const { grant } = (await checkCode(ticket, code)).json();
      const other = await buildApp(testConfig({ RATE_LIMIT_ENQUIRY_MAX: '1000' }), {
        database: t.database,
        logger: false,
      });
      try {
        const asked = await other.inject({
          method: 'POST',
          url: APPLICATION_API.documentCode,
          payload: { ticket },
          remoteAddress: newAddress(),
        });
        expect(asked.statusCode).toBe(403);
        expect(asked.json()).toEqual({ message: M.enquiryAgain });
        const documents = await other.inject({
          method: 'GET',
          url: APPLICATION_API.enquiryDocuments(application._id),
          headers: { [DOCUMENT_CODE.grantHeader]: grant },
        });
        expect(documents.statusCode).toBe(403);
      } finally {
        await other.close();
      }
      expect((await fetchDocuments(application._id, grant)).statusCode).toBe(200);
    });

    it('stores the code hashed: no row of the database holds it as mailed', async () => {
      const { code, row } = await storedCode();
      expect(row?.codeHash).not.toContain(code);
      expect(row?.codeHash.length).toBeGreaterThanOrEqual(43);
      // Nothing of the code table, nor of the outbox, holds it.
      const rows = [...(await t.db.select().from(documentCodes)), ...(await t.db.select().from(outbox))];
      expect(rows.length).toBeGreaterThan(0);
      for (const stored of rows) expect(JSON.stringify(stored)).not.toContain(`: ${code}`);
    });

    it('refuses the documents without a grant, and with a ticket in its place', async () => {
      const { documentsLocked } = await enquire(application);
      for (const grant of [undefined, '', 'not-a-grant', documentsLocked?.ticket ?? '']) {
        const res = await fetchDocuments(application._id, grant);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: M.grantNeeded });
      }
    });

    it('the right code answers a grant that fetches the documents, whose URLs serve the files', async () => {
      const application = await applicationWithDocuments();
      const { ticket, code } = await codeFor(application);
      const res = await checkCode(ticket, ` ${code.slice(0, 3)} ${code.slice(3)} `);
      expect(res.statusCode).toBe(200);
      const { grant, expiresAt } = res.json();
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(DOCUMENT_CODE.grantTtlMs - 10_000);
      const documents = await fetchDocuments(application._id, grant);
      expect(documents.statusCode).toBe(200);
      const body = documents.json();
      expect(body.documents.map((d: { key: string }) => d.key)).toEqual(['file2', 'file9']);
      expect((await t.inject({ method: 'GET', url: body.image.small })).statusCode).toBe(200);
      expect((await t.inject({ method: 'GET', url: body.documents[1].url })).statusCode).toBe(200);
      // A code is used once.
      const again = await checkCode(ticket, code);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(M.noCode);
    });

    it("a grant does not open another application's documents, nor a code another's ticket", async () => {
      const mine = await applicationWithDocuments();
      const other = await applicationWithDocuments();
      const { ticket, code } = await codeFor(mine);
      const { grant } = (await checkCode(ticket, code)).json();
      const res = await fetchDocuments(other._id, grant);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: M.grantNeeded });
      expect((await fetchDocuments(mine._id, grant)).statusCode).toBe(200);

      const theirs = await codeFor(other);
      const next = await codeFor(mine);
      // One chance in a million that the two codes are the same.
      if (next.code !== theirs.code) {
        const crossed = await checkCode(theirs.ticket, next.code);
        expect(crossed.statusCode).toBe(400);
        expect(crossed.json().message).toBe(M.wrong(DOCUMENT_CODE.maxAttempts - 1));
      }
    });

    it('counts wrong codes, and after five tries refuses even the right one', async () => {
      const application = await applicationWithDocuments();
      const { ticket, code } = await codeFor(application);
      const wrong = otherCode(code);
      for (let tries = 1; tries <= DOCUMENT_CODE.maxAttempts; tries++) {
        const res = await checkCode(ticket, wrong);
        expect(res.statusCode).toBe(400);
        const left = DOCUMENT_CODE.maxAttempts - tries;
        expect(res.json().message).toBe(left > 0 ? M.wrong(left) : M.tooManyTries);
      }
      const right = await checkCode(ticket, code);
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(M.tooManyTries);
      // A new code starts over.
      const fresh = await codeFor(application);
      expect((await checkCode(fresh.ticket, fresh.code)).statusCode).toBe(200);
    });

    it('refuses a code after its ten minutes', async () => {
      const application = await applicationWithDocuments();
      const { ticket, code } = await codeFor(application);
      await t.db
        .update(documentCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(documentCodes.applicationId, application._id));
      const res = await checkCode(ticket, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.expired);
    });

    it('refuses codes that are not six digits, and tickets that are not ours', async () => {
      const { documentsLocked } = await enquire(application);
      for (const code of ['12345', '1234567', 'abcdef', '']) {
        const res = await checkCode(documentsLocked?.ticket ?? '', code);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(M.format);
      }
      const ticket = documentsLocked?.ticket ?? '';
      const tampered = `${ticket.slice(0, 5)}${ticket[5] === 'A' ? 'B' : 'A'}${ticket.slice(6)}`;
      for (const bad of [tampered, 'x']) {
        const res = await requestCode(bad);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: M.enquiryAgain });
      }
    });

    it(`limits codes per application to ${DOCUMENT_CODE.perApplication.max} an hour, from any address`, async () => {
      const limited = await applicationWithDocuments();
      const { documentsLocked } = await enquire(limited);
      for (let i = 0; i < DOCUMENT_CODE.perApplication.max; i++)
        expect((await requestCode(documentsLocked?.ticket ?? '')).statusCode).toBe(200);
      const res = await requestCode(documentsLocked?.ticket ?? '');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: M.perApplication });
      const mails = await t.db.select().from(outbox).where(eq(outbox.applicationId, limited._id));
      expect(mails).toHaveLength(DOCUMENT_CODE.perApplication.max);
    });

    it(`limits code requests per client address to ${DOCUMENT_CODE.perAddress.max} an hour, whatever the application`, async () => {
      const address = newAddress();
      const tickets: string[] = [];
      for (let i = 0; i * DOCUMENT_CODE.perApplication.max <= DOCUMENT_CODE.perAddress.max; i++)
        tickets.push((await enquire(await applicationWithDocuments())).documentsLocked?.ticket ?? '');
      for (let i = 0; i < DOCUMENT_CODE.perAddress.max; i++) {
        const res = await requestCode(
          tickets[Math.floor(i / DOCUMENT_CODE.perApplication.max)] ?? '',
          address,
        );
        expect(res.statusCode).toBe(200);
      }
      const refused = await requestCode(tickets.at(-1) ?? '', address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: M.perAddress });
      // Another address is not held back.
      expect((await requestCode(tickets.at(-1) ?? '', newAddress())).statusCode).toBe(200);
    });

    it(`limits code checks per client address to ${DOCUMENT_CODE.triesPerAddress.max} an hour, whatever the ticket`, async () => {
      const address = newAddress();
      // Tries with no code requested are refused (400) and still counted against the address.
      const { documentsLocked } = await enquire(await applicationWithDocuments());
      for (let i = 0; i < DOCUMENT_CODE.triesPerAddress.max; i++) {
        const res = await checkCode(documentsLocked?.ticket ?? '', '000000', address);
        expect(res.json()).toEqual({ message: M.noCode, errors: [{ field: 'code', message: M.noCode }] });
      }
      // Past the limit even the right code of another application is refused from that address.
      const { ticket, code } = await codeFor(await applicationWithDocuments());
      const refused = await checkCode(ticket, code, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: M.perAddress });
      // The refusal spent no try of the code: another address opens the documents with it.
      const granted = await checkCode(ticket, code, newAddress());
      expect(granted.statusCode).toBe(200);
      expect(granted.json().grant).toEqual(expect.any(String));
    });

    it('turned off again, the enquiry answers the documents as before', async () => {
      await setCodeRequired(false);
      const found = await enquire(application);
      expect(found.documentsLocked).toBeNull();
      expect(found.documents).toHaveLength(2);
    });
  });
});
