import {
  APPLICATION_API,
  type Application,
  CATALOGUE_API,
  DOCUMENT_MESSAGES,
  type RecordVersions,
  UPLOAD_API,
  UPLOAD_LINK,
  UPLOAD_LINK_MESSAGES,
  type UploadLinkList,
  type UploadPage,
} from '@visadesk/contract';
import { wordsFor } from '@visadesk/contract/catalogues';
import { jpeg, multipartForm } from '@visadesk/test-harness';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../../auth/secrets.ts';
import { applications, outbox, uploadLinks } from '../../db/schema.ts';
import { createBodySeal } from '../../mail/sealed-bodies.ts';
import { postApplication } from '../../test/application-fixtures.ts';
import { pdfWithJavaScript, pdfWithPages } from '../../test/pdf-fixtures.ts';
import { filesInStorage, filesRecordsReference } from '../../test/stored-files.ts';
import { uniqueTag, useTestApp } from '../../test/test-app.ts';

const M = UPLOAD_LINK_MESSAGES;
const DOB = '1990-04-12';
const t = useTestApp({ RATE_LIMIT_ENQUIRY_MAX: '1000' });
const staff = t.signedIn('staff');

const addApplication = () =>
  postApplication(t, staff.auth, { email: `applicant-${uniqueTag()}@example.test`, dob: DOB });

/** Asks for `slots` as staff; answers the link and the token its mail carries. */
async function requestDocuments(application: Application, slots: string[]) {
  const res = await t.inject({
    method: 'POST',
    url: APPLICATION_API.createUploadLink(application._id),
    headers: staff.auth,
    payload: { slots },
  });
  expect(res.statusCode).toBe(200);
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, application.email))
    .orderBy(desc(outbox.id));
  if (!mail) throw new Error('no mail');
  const body = createBodySeal(loadJwtSecret(t.app.config)).open(mail.textBody) ?? '';
  const token = body.match(/\/upload\/#([\w-]+)/)?.[1] ?? '';
  return { link: res.json() as { _id: string; url: string; expiresAt: string }, token, mail, body };
}

const open = (token: string, dob = DOB) =>
  t.inject({ method: 'POST', url: UPLOAD_API.open, payload: { token, dob } });

const upload = async (token: string, slot: string, data?: Buffer, dob = DOB) =>
  t.inject({
    method: 'PUT',
    url: UPLOAD_API.file(slot),
    headers: { [UPLOAD_LINK.tokenHeader]: token, [UPLOAD_LINK.birthDateHeader]: dob },
    payload: multipartForm(
      {},
      { file: { data: data ?? (await jpeg()), type: 'image/jpeg' } },
    ) as unknown as string,
  });

const read = async (id: string): Promise<Application> =>
  (await t.inject({ method: 'GET', url: APPLICATION_API.get(id), headers: staff.auth })).json();

async function expectNothingStrayStored() {
  expect(filesInStorage(t.app.config.dataDir)).toEqual(await filesRecordsReference(t.db));
}

describe('an upload link', () => {
  it('is mailed sealed with a 256-bit token in the fragment, stored only hashed, for 7 days', async () => {
    const application = await addApplication();
    const { link, token, mail, body } = await requestDocuments(application, ['file3', 'file9']);
    expect(link.url).toBe(`${t.app.config.publicUrl}/upload/#${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.isSealed).toBe(true);
    expect(mail.kind).toBe('upload');
    expect(body).toContain('Job Letter 3');
    expect(body).toContain('Visa');
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [row] = await t.db.select().from(uploadLinks).where(eq(uploadLinks.id, link._id));
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("is mailed in the applicant's language, the documents named in it", async () => {
    const application = await postApplication(t, staff.auth, {
      email: `applicant-${uniqueTag()}@example.test`,
      dob: DOB,
      language: 'hi',
    });
    const { body, mail } = await requestDocuments(application, ['file3', 'file9']);
    const { documentSlots } = wordsFor('hi');
    expect(mail.subject).toMatch(/: कृपया अपने दस्तावेज़ भेजें$/);
    expect(body).toContain(`नमस्ते ${application.givenN} ${application.surname},`);
    expect(body).toContain(`- ${documentSlots.file3}\n- ${documentSlots.file9}\n`);
    expect(body).toContain('यह लिंक 7 दिन तक और केवल इन दस्तावेज़ों के लिए काम करेगा।');
    expect(body).not.toMatch(/needs these documents/);
  });

  it('shows only the name and what is asked, after the date of birth', async () => {
    const application = await addApplication();
    const { token } = await requestDocuments(application, ['file3']);
    const page: UploadPage = (await open(token)).json();
    expect(page).toEqual({
      name: `${application.givenN} ${application.surname}`,
      expiresAt: expect.any(String),
      slots: [{ key: 'file3', label: 'Job Letter 3', received: false }],
    });
  });

  it('takes the asked documents through the staff checks, says so in history, then closes', async () => {
    const application = await addApplication();
    const { link, token } = await requestDocuments(application, ['file3', 'file9']);
    const first = await upload(token, 'file3');
    expect(first.statusCode).toBe(200);
    expect((first.json() as UploadPage).slots.map((slot) => slot.received)).toEqual([true, false]);
    expect((await upload(token, 'file9')).statusCode).toBe(200);
    const after = await read(application._id);
    expect(after.file3).toMatch(/^\/api\/files\//);
    expect(after.file9).toMatch(/^\/api\/files\//);
    const { versions }: RecordVersions = (
      await t.inject({ method: 'GET', url: APPLICATION_API.versions(application._id), headers: staff.auth })
    ).json();
    expect(versions.slice(0, 2).map((v) => [v.action, v.by])).toEqual([
      ['link-upload', null],
      ['link-upload', null],
    ]);
    const links: UploadLinkList = (
      await t.inject({
        method: 'GET',
        url: APPLICATION_API.uploadLinks(application._id),
        headers: staff.auth,
      })
    ).json();
    expect(links.links[0]).toMatchObject({ _id: link._id, state: 'completed', received: ['file3', 'file9'] });
    const closed = await open(token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(M.completed);
    const reused = await upload(token, 'file3');
    expect(reused.statusCode).toBe(409);
    await expectNothingStrayStored();
  });

  it('refuses guessed tokens, a slot not asked for, one already sent and a hostile file: nothing stored', async () => {
    const application = await addApplication();
    const { token } = await requestDocuments(application, ['file3', 'file4']);
    const guessed = await open('A'.repeat(43));
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe(M.notFound);
    expect((await upload('A'.repeat(43), 'file3')).statusCode).toBe(404);
    const notAsked = await upload(token, 'file5');
    expect(notAsked.statusCode).toBe(403);
    expect(notAsked.json().message).toBe(M.slotNotAsked);
    const hostile = await upload(token, 'file3', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(hostile.statusCode).toBe(415);
    const tooLarge = await upload(token, 'file3', Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect((await upload(token, 'file3')).statusCode).toBe(200);
    const again = await upload(token, 'file3');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.slotReceived);
    const after = await read(application._id);
    expect([after.file4, after.file5]).toEqual([null, null]);
    await expectNothingStrayStored();
  });

  it('takes a PDF through the staff checks: one with JavaScript refused, a clean one kept', async () => {
    const application = await addApplication();
    const { token } = await requestDocuments(application, ['file4']);
    const scripted = await upload(token, 'file4', await pdfWithJavaScript());
    expect(scripted.statusCode).toBe(415);
    expect(scripted.json().message).toBe(
      DOCUMENT_MESSAGES.pdfActiveContent('an action run on opening and JavaScript'),
    );
    expect((await upload(token, 'file4', await pdfWithPages(2))).statusCode).toBe(200);
    const after = await read(application._id);
    const file = await t.inject({ method: 'GET', url: after.file4 as string });
    expect(file.headers['content-type']).toBe('application/pdf');
    await expectNothingStrayStored();
  });

  it('closes after five wrong dates of birth', async () => {
    const application = await addApplication();
    const { token } = await requestDocuments(application, ['file1']);
    const wrong = await open(token, '1990-04-13');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.birthDateWrong(4));
    expect((await upload(token, 'file1', undefined, '1990-04-13')).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) await open(token, '2000-01-01');
    const last = await open(token, '2000-01-01');
    expect(last.json().message).toBe(M.revoked);
    const right = await open(token);
    expect(right.statusCode).toBe(409);
    expect(right.json().message).toBe(M.revoked);
  });

  it('says plainly when it has expired or staff closed it', async () => {
    const application = await addApplication();
    const expired = await requestDocuments(application, ['file1']);
    await t.db
      .update(uploadLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(uploadLinks.id, expired.link._id));
    expect((await open(expired.token)).json().message).toBe(M.expired);
    const revoked = await requestDocuments(application, ['file2']);
    const res = await t.inject({
      method: 'POST',
      url: APPLICATION_API.revokeUploadLink(application._id, revoked.link._id),
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await open(revoked.token)).json().message).toBe(M.revoked);
    expect((await upload(revoked.token, 'file2')).statusCode).toBe(409);
    const twice = await t.inject({
      method: 'POST',
      url: APPLICATION_API.revokeUploadLink(application._id, revoked.link._id),
      headers: staff.auth,
    });
    expect(twice.statusCode).toBe(404);
    await expectNothingStrayStored();
  });

  it('refuses a link without slots, with an unknown one, or for an application that does not exist', async () => {
    const application = await addApplication();
    const create = (id: string, slots: unknown) =>
      t.inject({
        method: 'POST',
        url: APPLICATION_API.createUploadLink(id),
        headers: staff.auth,
        payload: { slots },
      });
    expect((await create(application._id, [])).json().message).toBe(M.slotsRequired);
    expect((await create(application._id, ['file13'])).statusCode).toBe(400);
    expect((await create(application._id, ['file1', 'file1'])).statusCode).toBe(400);
    expect((await create('ffffffffffffffffffffffff', ['file1'])).statusCode).toBe(404);
  });

  it('counts on the dashboard and in the list filter of what came in from applicants', async () => {
    const dashboard = async () =>
      (
        await t.inject({ method: 'GET', url: CATALOGUE_API.dashboard.applicantUploads, headers: staff.auth })
      ).json().count as number;
    const listed = async () =>
      (
        await t.inject({
          method: 'GET',
          url: `${APPLICATION_API.list}?fromApplicant=1&limit=100`,
          headers: staff.auth,
        })
      )
        .json()
        .applications.map((a: Application) => a._id) as string[];
    const quiet = await addApplication();
    const sending = await addApplication();
    const before = await dashboard();
    const { token } = await requestDocuments(sending, ['file6']);
    expect(await listed()).not.toContain(sending._id);
    expect((await upload(token, 'file6')).statusCode).toBe(200);
    expect(await dashboard()).toBe(before + 1);
    const ids = await listed();
    expect(ids).toContain(sending._id);
    expect(ids).not.toContain(quiet._id);
    // A week later it is no longer new.
    await t.db
      .update(applications)
      .set({ applicantUploadAt: sql`now() - interval '8 days'` })
      .where(eq(applications.id, sending._id));
    expect(await listed()).not.toContain(sending._id);
    expect(await dashboard()).toBe(before);
  });
});
