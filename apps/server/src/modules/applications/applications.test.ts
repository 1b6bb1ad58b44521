import { existsSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPLICATION_API, type Application, DOCUMENT_SLOTS, FILE_LIMITS, MESSAGES } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm, png } from '@visadesk/test-harness';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusChanges, publicLookups, storedFiles } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { postApplication } from '../../test/application-fixtures.ts';
import { purgeAsAdmin } from '../../test/purge-deleted.ts';
import { fileStateOf, filesInStorage, filesRecordsReference } from '../../test/stored-files.ts';
import { MISSING_ID, useTestApp } from '../../test/test-app.ts';
import { insertLookups } from '../lookups/lookups.repository.ts';

const M = MESSAGES.applications;
const t = useTestApp();
const staff = t.signedIn('staff', { name: 'Sara Staff' });
const approver = t.signedIn('approver', { name: 'Abe Approver' });

type Form = ReturnType<typeof multipartForm>;
const send = (method: 'POST' | 'PUT', url: string, form: Form, headers = staff.auth) =>
  t.inject({ method, url, headers, payload: form as unknown as string });

/** Adds through the API with these fields and this photo, answering the raw response. */
const addForm = (fields: Record<string, string>, image: { data: Buffer; name?: string; type?: string }) =>
  send('POST', APPLICATION_API.create, multipartForm(fields, { image }));
/** Sends these files (slot name to file) to an application's document slots. */
const putDocuments = (id: string, files: Parameters<typeof multipartForm>[1]) =>
  send('PUT', APPLICATION_API.documents(id), multipartForm({}, files));
/** Saves an application's fields (and any files) as its edit screen does. */
const putFields = (id: string, ...form: Parameters<typeof multipartForm>) =>
  send('PUT', APPLICATION_API.update(id), multipartForm(...form));
const addApplication = (overrides: Record<string, string> = {}) => postApplication(t, staff.auth, overrides);

/** A refused request as the screens read it: its status and its answer. */
const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});
const NOT_SIGNED_IN = { status: 401, body: { message: MESSAGES.auth.unauthenticated } };

const fetchFile = (url: string) => t.inject({ method: 'GET', url });
const filesDir = () => path.join(t.app.config.dataDir, 'files');
const fileExists = (url: string | null) => {
  const key = url?.match(/files\/([a-f0-9]{32})/)?.[1] as string;
  return existsSync(path.join(filesDir(), key.slice(0, 2), key));
};

/** Everything in storage: each file and folder on disk, and each journal row. */
async function storageSnapshot() {
  const onDisk = existsSync(filesDir()) ? await readdir(filesDir(), { recursive: true }) : [];
  const rows = await t.db.select({ key: storedFiles.key, state: storedFiles.state }).from(storedFiles);
  return {
    onDisk: onDisk.sort(),
    rows: rows.map((row) => `${row.key} ${row.state}`).sort(),
  };
}

describe('POST addApplication', () => {
  it('creates a pending application with every field and a signed photo URL (201)', async () => {
    const fields = applicantFields({
      passport: 'ab 12 34567',
      email: 'Mixed.Case@Example.test',
      currentN: 'Canada',
    });
    const res = await addForm(fields, { data: await jpeg() });
    expect(res.statusCode).toBe(201);
    const body: Application = res.json();
    expect(body).toMatchObject({
      surname: 'Okafor',
      givenN: 'Chinedu',
      passport: 'AB1234567',
      email: 'mixed.case@example.test',
      currentN: 'CA',
      issuedCountry: 'NG',
      dob: '1990-04-12',
      isStatus: 'pending',
      isAdmin: false,
      pending: null,
      approve: null,
      createdBy: 'Sara Staff',
    });
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.image).toMatch(/^\/api\/files\/[a-f0-9]{32}\?exp=\d+&sig=/);
    for (const { key } of DOCUMENT_SLOTS) expect(body[key]).toBeNull();
    const photo = await fetchFile(body.image as string);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
  });

  it('strips metadata from the photo and makes a 100x100 thumbnail', async () => {
    const created = await addApplication();
    const photo = await fetchFile(created.image as string);
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    const thumb = await fetchFile(created.thumbnail as string);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it('ignores status, dates and unknown fields sent with the form (no mass assignment)', async () => {
    const created = await addApplication({
      isStatus: 'approved',
      approve: '2020-01-01',
      pending: '2020-01-01',
      createdBy: 'x',
      _id: MISSING_ID,
    } as never);
    expect(created).toMatchObject({
      isStatus: 'pending',
      approve: null,
      pending: null,
      createdBy: 'Sara Staff',
    });
    expect(created._id).not.toBe(MISSING_ID);
  });

  it.each([
    ['surname', 'Al', M.surnameLength],
    ['surname', `  ${'x'.repeat(32)}  `, M.surnameLength],
    ['givenN', '   ', M.givenNameLength],
    ['email', 'not-an-email', M.invalidEmail],
    ['phone', '+1 555 CALL', M.invalidPhone],
    ['phone', '12ab56', M.invalidPhone],
    ['nationalId', ' ', M.invalidField('national ID')],
    ['sex', 'Other', M.invalidField('sex')],
    ['dob', '1990-02-30', M.invalidField('date of birth')],
    ['dob', '2999-01-01', M.invalidField('date of birth')],
    ['birthCity', '', M.invalidField('birth city')],
    ['currentN', 'Atlantis', M.invalidField('nationality')],
    ['identification', '', M.invalidField('identification mark')],
    ['company', '', M.invalidField('company')],
    ['dutyDuration', '', M.invalidField('duty duration')],
    ['jobTitle', '', M.invalidField('job title')],
    ['salary', '', M.invalidField('salary')],
    ['passport', '', M.invalidField('passport')],
    ['issuedCountry', '', M.invalidField('issued country')],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await addForm(applicantFields({ [field]: value }), { data: await jpeg() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('requires the photo', async () => {
    const res = await send('POST', APPLICATION_API.create, multipartForm(applicantFields()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.imageRequired });
  });

  it('answers 409 with the spec messages for a duplicate e-mail or passport anywhere in the database', async () => {
    const existing = await addApplication();
    const byEmail = await addForm(applicantFields({ email: existing.email.toUpperCase() }), {
      data: await jpeg(),
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe(M.duplicateEmail);
    const byPassport = await addForm(applicantFields({ passport: existing.passport.toLowerCase() }), {
      data: await jpeg(),
    });
    expect(byPassport.statusCode).toBe(409);
    expect(byPassport.json().message).toBe(M.duplicatePassport);
  });

  it('a refused add (duplicate e-mail or passport, text that cannot be stored) leaves storage unchanged', async () => {
    const existing = await addApplication();
    const before = await storageSnapshot();
    const refused = [
      [applicantFields({ email: existing.email }), 409],
      [applicantFields({ passport: existing.passport }), 409],
      [applicantFields({ identification: 'scar\u0000' }), 400],
    ] as const;
    for (const [fields, status] of refused) {
      const res = await addForm(fields, { data: await jpeg(400, 300) });
      expect(res.statusCode).toBe(status);
    }
    expect(await storageSnapshot()).toEqual(before);
  });

  it('a duplicate is refused before the photo is stored: with storage unavailable it is still a 409', async () => {
    const existing = await addApplication();
    const other = await addApplication();
    // A plain file where the files folder was: any write to storage now fails.
    await rename(filesDir(), `${filesDir()}.away`);
    await writeFile(filesDir(), '');
    try {
      const res = await addForm(applicantFields({ passport: existing.passport }), { data: await jpeg() });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.duplicatePassport);
      const edit = await putFields(existing._id, applicantFields({ email: other.email }), {
        image: { data: await jpeg() },
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toBe(M.duplicateEmail);
    } finally {
      await rm(filesDir());
      await rename(`${filesDir()}.away`, filesDir());
    }
  });

  it('keeps exactly one of two simultaneous adds with the same passport', async () => {
    const fields = applicantFields();
    const [a, b] = await Promise.all([
      addForm(fields, { data: await jpeg() }),
      addForm({ ...fields, email: `other-${fields.email}` }, { data: await jpeg() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [kept, refused] = a.statusCode === 201 ? [a, b] : [b, a];
    expect(refused.json()).toEqual({
      message: M.duplicatePassport,
      errors: [{ field: 'passport', message: M.duplicatePassport }],
    });
    const stored = await t.inject({
      method: 'GET',
      url: `${APPLICATION_API.list}?search=${fields.passport}`,
      headers: staff.auth,
    });
    expect(stored.json().applications.map((row: Application) => row._id)).toEqual([kept.json()._id]);
  });

  it('refuses a photo over 5 MB with 413 and the spec message', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await addForm(applicantFields(), { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.fileTooLarge5);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image at all'), 'photo.png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'photo.svg',
    ],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'photo.jpg'],
  ])('refuses %s with 415 by its bytes, not its name', async (_name, data, name) => {
    const res = await addForm(applicantFields(), { data, name, type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(M.invalidFileType);
  });

  it('refuses a truncated JPEG and leaves no file behind', async () => {
    await addApplication();
    const before = filesInStorage(t.app.config.dataDir);
    expect(before).toEqual(await filesRecordsReference(t.db));
    const whole = await jpeg(400, 400);
    const res = await addForm(applicantFields(), { data: whole.subarray(0, Math.floor(whole.length / 2)) });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(M.invalidFileType);
    expect(filesInStorage(t.app.config.dataDir)).toEqual(before);
    expect(await filesRecordsReference(t.db)).toEqual(before);
  });

  it('answers 415 for a JSON body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: APPLICATION_API.create,
      headers: staff.auth,
      payload: applicantFields(),
    });
    expect(refusal(res)).toEqual({ status: 415, body: { message: M.multipartRequired } });
  });
});

describe('PUT updateApplication', () => {
  it('changes the fields and keeps the photo when none is sent', async () => {
    const created = await addApplication();
    const res = await putFields(created._id, {
      ...applicantFields(),
      surname: 'Mensah',
      email: created.email,
      passport: created.passport,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ surname: 'Mensah', dob: '1990-04-12' });
    expect(res.json().image.split('?')[0]).toBe(created.image?.split('?')[0]);
  });

  it('replaces the photo and retains the old file for the history, still served', async () => {
    const created = await addApplication();
    expect(fileExists(created.image)).toBe(true);
    const res = await putFields(
      created._id,
      { ...applicantFields(), email: created.email, passport: created.passport },
      { image: { data: await png(), name: 'new.png', type: 'image/png' } },
    );
    expect(res.statusCode).toBe(200);
    // A restore of the earlier version brings it back: kept, held for this record.
    expect(await fileStateOf(t.db, created.image)).toEqual({
      state: 'retained',
      heldFor: `applications:${created._id}`,
    });
    expect(fileExists(created.image)).toBe(true);
    expect((await fetchFile(created.image as string)).statusCode).toBe(200);
    expect(await fileStateOf(t.db, res.json().image)).toMatchObject({ state: 'attached' });
    expect((await fetchFile(res.json().image)).headers['content-type']).toBe('image/png');
  });

  it('uses the edit messages and limits: one name message, the photo limit of add', async () => {
    const created = await addApplication();
    const names = await putFields(created._id, applicantFields({ givenN: 'Jo' }));
    expect(names.statusCode).toBe(400);
    expect(names.json().message).toBe(M.editNameLength);
    const big = Buffer.concat([await jpeg(), Buffer.alloc(FILE_LIMITS.applicationImage)]);
    const large = await putFields(created._id, applicantFields(), { image: { data: big } });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(M.fileTooLarge5);
    const svg = await putFields(created._id, applicantFields(), {
      image: { data: Buffer.from('<svg/>'), name: 'x.png' },
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(M.invalidFileType);
  });

  it('answers 409 when taking another application’s passport', async () => {
    const a = await addApplication();
    const b = await addApplication();
    const res = await putFields(b._id, applicantFields({ passport: a.passport }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.duplicatePassport);
  });

  it('cannot change status or dates', async () => {
    const created = await addApplication();
    const res = await putFields(created._id, {
      ...applicantFields(),
      email: created.email,
      passport: created.passport,
      isStatus: 'approved',
      approve: '2020-01-01',
    });
    expect(res.json()).toMatchObject({ isStatus: 'pending', approve: null });
  });

  it('answers 404 and 400 for missing and malformed ids', async () => {
    expect(refusal(await putFields(MISSING_ID, applicantFields()))).toEqual({
      status: 404,
      body: { message: M.noData },
    });
    const bad = await putFields('nope', applicantFields());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});

describe('PUT updateApplicationAdd (documents)', () => {
  it('stores the documents sent and keeps the others', async () => {
    const created = await addApplication();
    const first = await send(
      'PUT',
      APPLICATION_API.documents(created._id),
      multipartForm(applicantFields(), {
        file1: { data: await jpeg() },
        file9: { data: await png(), type: 'image/png' },
      }),
    );
    expect(first.statusCode).toBe(200);
    const afterFirst: Application = first.json();
    expect(afterFirst.file1).toMatch(/^\/api\/files\//);
    expect(afterFirst.file9).toMatch(/^\/api\/files\//);
    expect(afterFirst.file2).toBeNull();
    const second = await putDocuments(created._id, { file2: { data: await jpeg() } });
    const afterSecond: Application = second.json();
    expect(afterSecond.file1?.split('?')[0]).toBe(afterFirst.file1?.split('?')[0]);
    expect(afterSecond.file9?.split('?')[0]).toBe(afterFirst.file9?.split('?')[0]);
    expect(afterSecond.file2).toMatch(/^\/api\/files\//);
  });

  it('replacing a document retains the old file for the history', async () => {
    const created = await addApplication();
    const first: Application = (await putDocuments(created._id, { file11: { data: await jpeg() } })).json();
    const second: Application = (
      await putDocuments(created._id, { file11: { data: await png(), type: 'image/png' } })
    ).json();
    expect(await fileStateOf(t.db, first.file11)).toEqual({
      state: 'retained',
      heldFor: `applications:${created._id}`,
    });
    expect(fileExists(first.file11)).toBe(true);
    expect(await fileStateOf(t.db, second.file11)).toMatchObject({ state: 'attached' });
    expect(fileExists(second.file11)).toBe(true);
  });

  it('refuses a document over 5 MB (413) and a disguised one (415), changing nothing', async () => {
    const created = await addApplication();
    const big = await putDocuments(created._id, { file3: { data: Buffer.alloc(5 * 1024 * 1024 + 10) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.fileTooLarge5);
    const pending = async () =>
      (await t.db.select().from(storedFiles).where(eq(storedFiles.state, 'pending'))).length;
    const pendingBefore = await pending();
    const fake = await send(
      'PUT',
      APPLICATION_API.documents(created._id),
      multipartForm(
        {},
        {
          file1: { data: await jpeg() },
          file3: { data: Buffer.from('%PDF-1.4 not allowed'), name: 'x.jpg' },
        },
      ),
    );
    expect(refusal(fake)).toEqual({ status: 415, body: { message: M.invalidFileType } });
    // file1 was re-encoded beside the refused one; it is purged, not left pending in the journal.
    expect(await pending()).toBe(pendingBefore);
    const after = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    expect(after.file1).toBeNull();
    expect(after.file3).toBeNull();
  });

  it('requires at least one document', async () => {
    const created = await addApplication();
    const res = await send('PUT', APPLICATION_API.documents(created._id), multipartForm(applicantFields()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.documentsRequired);
  });
});

describe('status changes', () => {
  it('approve stamps the approve date, pending the collect date, and each is in the history', async () => {
    const created = await addApplication();
    const today = new Date().toISOString().slice(0, 10);
    const approved = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.approve(created._id),
      headers: approver.auth,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ isStatus: 'approved', approve: today, pending: null });
    const pending = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.pending(created._id),
      headers: approver.auth,
    });
    expect(pending.json()).toMatchObject({ isStatus: 'pending', approve: today, pending: today });
    const rejected = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.reject(created._id),
      headers: approver.auth,
    });
    expect(rejected.json()).toMatchObject({ isStatus: 'rejected' });
    const history = (
      await t.inject({ method: 'GET', url: APPLICATION_API.history(created._id), headers: staff.auth })
    ).json();
    expect(
      history.statusChanges.map((c: { from: string; to: string; by: string }) => [c.from, c.to, c.by]),
    ).toEqual([
      ['pending', 'approved', 'Abe Approver'],
      ['approved', 'pending', 'Abe Approver'],
      ['pending', 'rejected', 'Abe Approver'],
    ]);
  });

  it('admins may decide; staff are refused with 403 and nothing changes', async () => {
    const created = await addApplication();
    const admin = await t.createUser('admin');
    expect(
      (await t.inject({ method: 'PUT', url: APPLICATION_API.reject(created._id), headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    for (const url of [
      APPLICATION_API.approve(created._id),
      APPLICATION_API.pending(created._id),
      APPLICATION_API.reject(created._id),
    ]) {
      const res = await t.inject({ method: 'PUT', url, headers: staff.auth });
      expect(refusal(res)).toEqual({ status: 403, body: { message: MESSAGES.auth.forbidden } });
    }
    const after = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    expect(after.isStatus).toBe('rejected');
  });

  it('a change to the status the record already has answers 409 with its message and is not recorded', async () => {
    const created = await addApplication();
    const put = (url: string) => t.inject({ method: 'PUT', url, headers: approver.auth });
    const get = async () =>
      (await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })).json();

    const pendingAgain = await put(APPLICATION_API.pending(created._id));
    expect(pendingAgain.statusCode).toBe(409);
    expect(pendingAgain.json().message).toBe(M.statusUnchanged('Pending'));
    expect((await get()).pending).toBeNull();

    expect((await put(APPLICATION_API.approve(created._id))).statusCode).toBe(200);
    const approved = await get();
    const approvedAgain = await put(APPLICATION_API.approve(created._id));
    expect(approvedAgain.statusCode).toBe(409);
    expect(approvedAgain.json().message).toBe(M.statusUnchanged('Approved'));
    expect(await get()).toEqual(approved);

    expect((await put(APPLICATION_API.reject(created._id))).statusCode).toBe(200);
    const rejectedAgain = await put(APPLICATION_API.reject(created._id));
    expect(rejectedAgain.statusCode).toBe(409);
    expect(rejectedAgain.json().message).toBe(M.statusUnchanged('Rejected'));

    const history = (
      await t.inject({ method: 'GET', url: APPLICATION_API.history(created._id), headers: staff.auth })
    ).json();
    expect(history.statusChanges.map((c: { from: string; to: string }) => [c.from, c.to])).toEqual([
      ['pending', 'approved'],
      ['approved', 'rejected'],
    ]);
  });

  it('of two simultaneous approvals one is recorded and the other refused', async () => {
    const created = await addApplication();
    const approve = () =>
      t.inject({ method: 'PUT', url: APPLICATION_API.approve(created._id), headers: approver.auth });
    const answers = await Promise.all([approve(), approve(), approve()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const history = (
      await t.inject({ method: 'GET', url: APPLICATION_API.history(created._id), headers: staff.auth })
    ).json();
    expect(history.statusChanges).toHaveLength(1);
  });

  it('answers 404 for a missing application', async () => {
    expect(
      refusal(
        await t.inject({ method: 'PUT', url: APPLICATION_API.approve(MISSING_ID), headers: approver.auth }),
      ),
    ).toEqual({ status: 404, body: { message: M.noData } });
  });
});

describe('GET fetchApplication (list)', () => {
  const list = useTestApp();
  let auth: Record<string, string>;
  beforeAll(async () => {
    const user = await list.createUser('staff');
    auth = user.auth;
    for (let i = 0; i < 13; i += 1) {
      await postApplication(list, auth, {
        surname: i === 3 ? 'Zapata' : 'Okafor',
        passport: `LST${String(i).padStart(4, '0')}`,
      });
    }
    const approver = await list.createUser('approver');
    const newest = (await list.inject({ method: 'GET', url: APPLICATION_API.list, headers: auth })).json()
      .applications[0];
    await list.inject({ method: 'PUT', url: APPLICATION_API.approve(newest._id), headers: approver.auth });
  });

  const get = (query: string) =>
    list.inject({ method: 'GET', url: `${APPLICATION_API.list}${query}`, headers: auth });
  const emptyPage = (totalApplication: number, totalPages: number, currentPage: number) => ({
    applications: [],
    totalApplication,
    totalPages,
    currentPage,
    today: expect.any(String),
  });

  it('pages newest first, 10 by default', async () => {
    const page1 = (await get('')).json();
    expect(page1).toMatchObject({ totalApplication: 13, totalPages: 2, currentPage: 1 });
    expect(page1.applications).toHaveLength(10);
    expect(page1.applications[0].passport).toBe('LST0012');
    const page2 = (await get('?page=2&limit=10')).json();
    expect(page2.applications.map((a: Application) => a.passport)).toEqual(['LST0002', 'LST0001', 'LST0000']);
  });

  it('searches passport, name and e-mail case-insensitively', async () => {
    expect((await get('?search=lst0007')).json()).toMatchObject({ totalApplication: 1, totalPages: 1 });
    expect((await get('?search=zapa')).json().applications[0].surname).toBe('Zapata');
    expect((await get('?search=EXAMPLE.TEST')).json().totalApplication).toBe(13);
    expect((await get('?search=%25')).json().totalApplication).toBe(0);
  });

  it('matches a full name across its space, a passport typed with spaces, and e-mail fragments', async () => {
    expect((await get('?search=okafor%20chinedu')).json().totalApplication).toBe(12);
    expect((await get('?search=ZAPATA%20chi')).json().totalApplication).toBe(1);
    expect((await get('?search=lst%2000%2007')).json().applications[0].passport).toBe('LST0007');
    expect((await get('?search=applicant-')).json().totalApplication).toBe(13);
    expect((await get('?search=%40example')).json().totalApplication).toBe(13);
  });

  it('matches a term of one or two characters against the start of passports only', async () => {
    expect((await get('?search=ls')).json()).toMatchObject({ totalApplication: 13, totalPages: 2 });
    expect((await get('?search=L')).json().totalApplication).toBe(13);
    expect((await get('?search=l%20s')).json().totalApplication).toBe(13);
    expect((await get('?search=ST')).json().totalApplication).toBe(0);
    expect((await get('?search=ZA')).json().totalApplication).toBe(0);
    expect((await get('?search=_')).json()).toMatchObject({ applications: [], totalApplication: 0 });
    expect((await get('?search=ls&page=9')).json()).toMatchObject({ applications: [], totalApplication: 13 });
    expect((await get('?search=ls&status=approved')).json().totalApplication).toBe(1);
    expect((await get('?search=ls&page=2')).json().applications.map((a: Application) => a.passport)).toEqual([
      'LST0002',
      'LST0001',
      'LST0000',
    ]);
  });

  it('reports the total of a plain list or a search on a page past its end', async () => {
    expect((await get('?page=5')).json()).toEqual(emptyPage(13, 2, 5));
    expect((await get('?status=approved&page=3')).json().totalApplication).toBe(1);
    expect((await get('?search=okafor&page=9')).json()).toEqual(emptyPage(12, 2, 9));
    expect((await get('?search=okafor&status=approved')).json().totalApplication).toBe(1);
  });

  it('answers a very large page as a page past the end, and an unsafe one as page 1', async () => {
    for (const query of ['', '&search=okafor', '&search=ls', '&status=approved']) {
      const res = await get(`?page=900000000000000&limit=100${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toMatchObject({ applications: [], currentPage: 900000000000000 });
    }
    expect((await get('?page=1e20')).json()).toMatchObject({ currentPage: 1, totalApplication: 13 });
  });

  it('filters by status', async () => {
    expect((await get('?status=approved')).json().totalApplication).toBe(1);
    expect((await get('?status=pending')).json().totalApplication).toBe(12);
  });

  it('answers an empty page as 0 pages, and caps the limit', async () => {
    expect((await get('?search=nothing-matches')).json()).toEqual(emptyPage(0, 0, 1));
    expect((await get('?limit=100000')).json().applications).toHaveLength(13);
    expect((await get('?page=-3&limit=abc')).json()).toMatchObject({ currentPage: 1 });
  });

  it('answers 401 without a token', async () => {
    expect(refusal(await list.inject({ method: 'GET', url: APPLICATION_API.list }))).toEqual(NOT_SIGNED_IN);
  });
});

describe('DELETE deleteApplication', () => {
  it('moves the record to Recently deleted, answering {_id}; a purge then removes its files and lookups', async () => {
    const created = await addApplication();
    const docs: Application = (await putDocuments(created._id, { file5: { data: await jpeg() } })).json();
    await t.inject({ method: 'PUT', url: APPLICATION_API.approve(created._id), headers: approver.auth });
    const { passport, currentN, dob } = created;
    const lookup = await t.inject({
      method: 'GET',
      url: `${APPLICATION_API.enquiry}?${new URLSearchParams({ search: passport, search1: currentN, search2: dob })}`,
    });
    expect(lookup.json().applications).toHaveLength(1);
    // The history and lookup rows, read in the database: there before, gone after.
    const historyRows = async () => {
      // Reading the history writes the lookup log's pending entries first.
      await t.inject({ method: 'GET', url: APPLICATION_API.history(created._id), headers: staff.auth });
      const changes = await t.db
        .select()
        .from(applicationStatusChanges)
        .where(eq(applicationStatusChanges.applicationId, created._id));
      const lookups = await t.db
        .select()
        .from(publicLookups)
        .where(eq(publicLookups.applicationId, created._id));
      return { changes: changes.length, lookups: lookups.length };
    };
    expect(await historyRows()).toEqual({ changes: 1, lookups: 1 });
    const res = await t.inject({
      method: 'DELETE',
      url: APPLICATION_API.remove(created._id),
      headers: approver.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: created._id });
    // Its status history went with its row (kept in Recently deleted); its lookups and files wait.
    expect(await historyRows()).toEqual({ changes: 0, lookups: 1 });
    expect(fileExists(created.image)).toBe(true);
    expect(fileExists(docs.file5)).toBe(true);
    expect(await purgeAsAdmin(t, APPLICATION_API.purgeDeleted(created._id))).toBe(200);
    expect(await historyRows()).toEqual({ changes: 0, lookups: 0 });
    expect(fileExists(created.image)).toBe(false);
    expect(fileExists(docs.file5)).toBe(false);
    expect(refusal(await fetchFile(created.image as string))).toEqual({
      status: 404,
      body: { message: M.linkInvalid },
    });
    const gone = { status: 404, body: { message: M.noData } };
    expect(
      refusal(await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })),
    ).toEqual(gone);
    expect(
      refusal(
        await t.inject({ method: 'GET', url: APPLICATION_API.history(created._id), headers: staff.auth }),
      ),
    ).toEqual(gone);
  });

  it('drops from a later lookup batch only the entries of an application deleted meanwhile', async () => {
    // A lookup is written up to 200 ms after it happens (lookup-log.ts). The deleted application's
    // entry goes, as its lookups did, and the rest of the batch is kept.
    const kept = await addApplication();
    const deleted = await addApplication();
    await t.inject({ method: 'DELETE', url: APPLICATION_API.remove(deleted._id), headers: approver.auth });
    const clientAddress = `batch-${newObjectId()}`;
    const entry = (applicationId: string | null) => ({
      id: newObjectId(),
      at: new Date(),
      clientAddress,
      kind: 'enquiry' as const,
      applicationId,
    });
    await insertLookups(t.db, [entry(kept._id), entry(deleted._id), entry(null)]);
    const rows = await t.db
      .select({ applicationId: publicLookups.applicationId })
      .from(publicLookups)
      .where(eq(publicLookups.clientAddress, clientAddress))
      .orderBy(publicLookups.id);
    expect(rows).toEqual([{ applicationId: kept._id }, { applicationId: null }]);
  });

  it('answers 404 for a missing record, 400 for a bad id, 401 without a token', async () => {
    expect(
      refusal(
        await t.inject({ method: 'DELETE', url: APPLICATION_API.remove(MISSING_ID), headers: approver.auth }),
      ),
    ).toEqual({ status: 404, body: { message: M.noData } });
    expect(
      (await t.inject({ method: 'DELETE', url: APPLICATION_API.remove('x'), headers: staff.auth })).json(),
    ).toEqual({ message: MESSAGES.common.invalidId });
    expect(refusal(await t.inject({ method: 'DELETE', url: APPLICATION_API.remove(MISSING_ID) }))).toEqual(
      NOT_SIGNED_IN,
    );
  });
});

describe('access', () => {
  it.each([
    ['GET', APPLICATION_API.list],
    ['GET', APPLICATION_API.get(MISSING_ID)],
    ['GET', APPLICATION_API.history(MISSING_ID)],
    ['POST', APPLICATION_API.create],
    ['PUT', APPLICATION_API.update(MISSING_ID)],
    ['PUT', APPLICATION_API.documents(MISSING_ID)],
    ['PUT', APPLICATION_API.document(MISSING_ID, 'file1')],
    ['PUT', APPLICATION_API.approve(MISSING_ID)],
    ['DELETE', APPLICATION_API.remove(MISSING_ID)],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect(refusal(await t.inject({ method, url }))).toEqual(NOT_SIGNED_IN);
  });
});

describe('approver rights', () => {
  // An approver works on applications as staff do, and also decides their status.
  it('an approver creates, edits, adds documents to and deletes an application', async () => {
    const created = await send(
      'POST',
      APPLICATION_API.create,
      multipartForm(applicantFields(), { image: { data: await jpeg() } }),
      approver.auth,
    );
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Application)._id;
    const edited = await send(
      'PUT',
      APPLICATION_API.update(id),
      multipartForm(applicantFields({ passport: created.json().passport, birthCity: 'Gatineau' })),
      approver.auth,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().birthCity).toBe('Gatineau');
    const documents = await send(
      'PUT',
      APPLICATION_API.documents(id),
      multipartForm({}, { file1: { data: await jpeg() } }),
      approver.auth,
    );
    expect(documents.statusCode).toBe(200);
    expect(documents.json().file1).not.toBeNull();
    const removed = await t.inject({
      method: 'DELETE',
      url: APPLICATION_API.remove(id),
      headers: approver.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      refusal(await t.inject({ method: 'GET', url: APPLICATION_API.get(id), headers: staff.auth })),
    ).toEqual({ status: 404, body: { message: M.noData } });
  });
});
