import { randomBytes } from 'node:crypto';
import {
  APPLICATION_API,
  type Application,
  COMPANIES,
  type DeletedApplicationList,
  type EnquiryApplication,
  MESSAGES,
  PAGES,
  RESOURCE_DEFINITIONS,
  SLIDERS,
} from '@visadesk/contract';
import { jpeg, multipartForm } from '@visadesk/test-harness';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { deletedRecords, recordVersions, storedFiles } from '../../db/schema.ts';
import { postApplication, putApplicationFields, uploadDocument } from '../../test/application-fixtures.ts';
import { saveRetention } from '../../test/retention-settings.ts';
import { MISSING_ID, testConfig, useTestApp } from '../../test/test-app.ts';
import { BIN_KINDS } from './bin-kinds.ts';
import { createRecycleBin } from './recycle-bin.ts';

const R = MESSAGES.recentlyDeleted;
const t = useTestApp({ RATE_LIMIT_ENQUIRY_MAX: '1000' });
const admin = t.signedIn('admin', { name: 'Ada Admin' });
const approver = t.signedIn('approver', { name: 'Abe Approver' });
const staff = t.signedIn('staff', { name: 'Sam Staff' });

const DAY_MS = 24 * 60 * 60 * 1000;
const ENQUIRY = { currentN: 'NZ', dob: '1990-02-03' };

/** A new application with a unique passport and e-mail, a document in slot 3, and an approval. */
async function newApplication() {
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const created = await postApplication(t, staff.auth, {
    ...ENQUIRY,
    passport: `RD${tag}`,
    email: `rd-${tag.toLowerCase()}@example.test`,
    givenN: 'Aroha',
    surname: 'Ngata',
  });
  const withDocument = await uploadDocument(t, staff.auth, created._id, 'file3');
  expect(withDocument.statusCode).toBe(200);
  await t.inject({ method: 'PUT', url: APPLICATION_API.approve(created._id), headers: approver.auth });
  return withDocument.json() as Application;
}

const remove = (url: string, headers = staff.auth) => t.inject({ method: 'DELETE', url, headers });
/** Deleting an application is for approvers and admins (the settings' default delete role). */
const removeApplication = (id: string) => remove(APPLICATION_API.remove(id), approver.auth);
const restore = (url: string, headers = admin.auth) => t.inject({ method: 'POST', url, headers });
const purge = (url: string, headers = admin.auth) => t.inject({ method: 'DELETE', url, headers });

async function deletedApplications(): Promise<DeletedApplicationList> {
  const res = await t.inject({
    method: 'GET',
    url: `${APPLICATION_API.deleted}?limit=100`,
    headers: admin.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function enquiryOf(passport: string): Promise<EnquiryApplication | undefined> {
  const query = new URLSearchParams({ search: passport, search1: ENQUIRY.currentN, search2: ENQUIRY.dob });
  const res = await t.inject({ method: 'GET', url: `${APPLICATION_API.enquiry}?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().applications[0];
}

/** The bytes a file URL serves, or its status when it serves none. */
async function bytesAt(url: string | null): Promise<Buffer | number> {
  const res = await t.inject({ method: 'GET', url: url as string });
  return res.statusCode === 200 ? res.rawPayload : res.statusCode;
}

const keyOf = (url: string | null) => url?.match(/files\/([a-f0-9]{32})/)?.[1] as string;
const fileStates = async (url: string | null) =>
  (
    await t.db
      .select({ state: storedFiles.state })
      .from(storedFiles)
      .where(eq(storedFiles.key, keyOf(url)))
  ).map((row) => row.state);
const versionsOf = (id: string) =>
  t.db
    .select({ version: recordVersions.version })
    .from(recordVersions)
    .where(and(eq(recordVersions.tableName, 'applications'), eq(recordVersions.recordId, id)));

describe('an application in Recently deleted', () => {
  it('is moved there whole, out of the enquiry, and restored with its files, history and notes', async () => {
    const created = await newApplication();
    const [photo, document] = [await bytesAt(created.image), await bytesAt(created.file3)];
    const edited = await putApplicationFields(t, staff.auth, created._id, {
      ...Object.fromEntries(Object.entries(created).filter(([, value]) => typeof value === 'string')),
      birthCity: 'Rotorua',
    } as Record<string, string>);
    expect(edited.statusCode).toBe(200);
    const noted = await t.inject({
      method: 'POST',
      url: APPLICATION_API.addNote(created._id),
      headers: staff.auth,
      payload: { body: 'Called the employer.' },
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const printout = (await enquiryOf(created.passport))?.verification.token as string;
    const versionsBefore = await versionsOf(created._id);
    expect(versionsBefore.length).toBeGreaterThan(0);

    expect((await removeApplication(created._id)).json()).toEqual({ _id: created._id });
    expect(
      (await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth }))
        .statusCode,
    ).toBe(404);
    expect(await enquiryOf(created.passport)).toBeUndefined();
    const binnedNotes = {
      method: 'GET',
      url: APPLICATION_API.notes(created._id),
      headers: staff.auth,
    } as const;
    expect((await t.inject(binnedNotes)).statusCode).toBe(404);
    const verdict = await t.inject({ method: 'GET', url: APPLICATION_API.verify(printout) });
    expect(verdict.json()).toEqual({ verdict: 'notOnRecord' });
    // Kept meanwhile: its files (retained for it), its versions.
    expect(await fileStates(created.file3)).toEqual(['retained']);
    expect(await versionsOf(created._id)).toEqual(versionsBefore);

    const listed = (await deletedApplications()).records.find((record) => record._id === created._id);
    expect(listed).toMatchObject({
      name: 'Aroha Ngata',
      passport: created.passport,
      status: 'approved',
      deletedBy: 'Abe Approver',
    });
    const deletedAt = new Date(listed?.deletedAt as string).getTime();
    expect(Math.abs(deletedAt - Date.now())).toBeLessThan(60_000);
    expect(new Date(listed?.purgeAt as string).getTime()).toBe(deletedAt + 30 * DAY_MS);

    expect((await restore(APPLICATION_API.restoreDeleted(created._id))).json()).toEqual({ _id: created._id });
    const back = await t.inject({
      method: 'GET',
      url: APPLICATION_API.get(created._id),
      headers: staff.auth,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      _id: created._id,
      createdAt: created.createdAt,
      birthCity: 'Rotorua',
      isStatus: 'approved',
      createdBy: created.createdBy,
    });
    const found = await enquiryOf(created.passport);
    expect(found?._id).toBe(created._id);
    const file3 = found?.documents.find((entry) => entry.key === 'file3');
    expect(await bytesAt(file3?.url ?? null)).toEqual(document);
    expect(await bytesAt(created.image)).toEqual(photo);
    expect(await fileStates(created.file3)).toEqual(['attached']);
    expect((await t.inject({ method: 'GET', url: APPLICATION_API.verify(printout) })).json().verdict).toBe(
      'current',
    );
    const history = await t.inject({
      method: 'GET',
      url: APPLICATION_API.history(created._id),
      headers: staff.auth,
    });
    expect(history.json().statusChanges.map((change: { to: string }) => change.to)).toEqual(['approved']);
    // The note comes back as it was written: same id, author and times.
    const notes = await t.inject({
      method: 'GET',
      url: APPLICATION_API.notes(created._id),
      headers: staff.auth,
    });
    expect(notes.json()).toEqual([noted.json()]);
    expect(await versionsOf(created._id)).toEqual(versionsBefore);
    expect((await deletedApplications()).records.some((record) => record._id === created._id)).toBe(false);
  });

  it('is purged for good with its files and versions; then neither restored nor purged again (404)', async () => {
    const created = await newApplication();
    await removeApplication(created._id);
    expect((await purge(APPLICATION_API.purgeDeleted(created._id))).json()).toEqual({ _id: created._id });
    expect(await fileStates(created.file3)).toEqual([]);
    expect(await bytesAt(created.image)).toBe(404);
    expect(await versionsOf(created._id)).toEqual([]);
    for (const again of [
      restore(APPLICATION_API.restoreDeleted(created._id)),
      purge(APPLICATION_API.purgeDeleted(created._id)),
    ]) {
      const res = await again;
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { message: R.notFound },
      });
    }
  });

  it('is not restored while another application holds its passport (409), and stays in the bin', async () => {
    const created = await newApplication();
    await removeApplication(created._id);
    const other = await postApplication(t, staff.auth, {
      passport: created.passport,
      email: `other-${created.email}`,
    });
    const res = await restore(APPLICATION_API.restoreDeleted(created._id));
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { message: R.applicationPassportTaken },
    });
    expect((await deletedApplications()).records.some((record) => record._id === created._id)).toBe(true);
    expect(await fileStates(created.file3)).toEqual(['retained']);
    await removeApplication(other._id);
    const clashOnEmail = await postApplication(t, staff.auth, { email: created.email });
    expect((await restore(APPLICATION_API.restoreDeleted(created._id))).json()).toEqual({
      message: R.applicationEmailTaken,
    });
    await removeApplication(clashOnEmail._id);
    expect((await restore(APPLICATION_API.restoreDeleted(created._id))).statusCode).toBe(200);
  });

  it('two deletes at once: one moves it, the other answers 404', async () => {
    const created = await newApplication();
    const answers = await Promise.all([removeApplication(created._id), removeApplication(created._id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
  });

  it('is for admins only: staff and approvers are refused (403), nobody signed in 401', async () => {
    const created = await newApplication();
    await removeApplication(created._id);
    for (const headers of [staff.auth, approver.auth]) {
      expect((await t.inject({ method: 'GET', url: APPLICATION_API.deleted, headers })).statusCode).toBe(403);
      expect((await restore(APPLICATION_API.restoreDeleted(created._id), headers)).statusCode).toBe(403);
      expect((await purge(APPLICATION_API.purgeDeleted(created._id), headers)).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: APPLICATION_API.deleted })).statusCode).toBe(401);
    expect((await restore(APPLICATION_API.restoreDeleted(MISSING_ID))).statusCode).toBe(404);
    expect((await restore(APPLICATION_API.restoreDeleted('x'))).json()).toEqual({
      message: MESSAGES.common.invalidId,
    });
  });
});

const keepDeletedFor = async (days: number) =>
  expect(await saveRetention(t, admin.auth, { deletedKeepDays: days })).toBe(200);

describe('the periodic purge', () => {
  const binned = async () => {
    const created = await newApplication();
    await removeApplication(created._id);
    return created;
  };
  const deletedDaysAgo = (id: string, days: number) =>
    t.db
      .update(deletedRecords)
      .set({ deletedAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(deletedRecords.recordId, id));
  const isBinned = async (id: string) =>
    (await t.db.select().from(deletedRecords).where(eq(deletedRecords.recordId, id))).length > 0;

  it("purges what waited longer than the settings' days (30 by default) with its files", async () => {
    const old = await binned();
    const recent = await binned();
    await deletedDaysAgo(old._id, 31);
    await deletedDaysAgo(recent._id, 29);
    await createRecycleBin(t.db, t.app.files).purgeExpired();
    expect(await isBinned(old._id)).toBe(false);
    expect(await fileStates(old.file3)).toEqual([]);
    expect(await bytesAt(old.image)).toBe(404);
    expect(await versionsOf(old._id)).toEqual([]);
    expect(await isBinned(recent._id)).toBe(true);
    expect(await fileStates(recent.file3)).toEqual(['retained']);

    await keepDeletedFor(5);
    await deletedDaysAgo(recent._id, 6);
    await createRecycleBin(t.db, t.app.files).purgeExpired();
    expect(await isBinned(recent._id)).toBe(false);
    await keepDeletedFor(30);
  });

  it('runs on every node from its start: a node started on the database purges what waited too long', async () => {
    const old = await binned();
    await deletedDaysAgo(old._id, 31);
    // Another process on the same database and files, as a restarted server is.
    const config = testConfig({ DATA_DIR: t.app.config.dataDir });
    const node = await buildApp(config, { database: t.database, logger: false });
    try {
      await node.ready();
      await expect.poll(() => fileStates(old.file3)).toEqual([]);
      expect(await isBinned(old._id)).toBe(false);
      expect(await bytesAt(old.image)).toBe(404);
    } finally {
      await node.close();
    }
  });

  it('two purges at once (two nodes) purge each record once and neither fails', async () => {
    const records = await Promise.all([binned(), binned(), binned()]);
    for (const record of records) await deletedDaysAgo(record._id, 40);
    const bin = createRecycleBin(t.db, t.app.files);
    const counts = await Promise.all([bin.purgeExpired(), bin.purgeExpired()]);
    expect(counts[0] + counts[1]).toBe(records.length);
    for (const record of records) expect(await isBinned(record._id)).toBe(false);
  });
});

describe('a catalogue or content record in Recently deleted', () => {
  it('is possible for every resource: each has its kind, named after its table', () => {
    for (const { name } of RESOURCE_DEFINITIONS) expect(BIN_KINDS[name]?.name).toBe(name);
  });

  it('a company comes back as it was, and not while its name is taken (409)', async () => {
    const api = COMPANIES.api;
    const name = `Bin Co ${randomBytes(3).toString('hex')}`;
    const created = (
      await t.inject({ method: 'POST', url: api.create, headers: staff.auth, payload: { name } })
    ).json();
    expect((await remove(api.remove(created._id))).statusCode).toBe(200);
    const list = await t.inject({ method: 'GET', url: api.deleted, headers: admin.auth });
    expect(list.json().records.find((record: { _id: string }) => record._id === created._id)).toMatchObject({
      name,
      deletedBy: 'Sam Staff',
    });
    const taken = (
      await t.inject({
        method: 'POST',
        url: api.create,
        headers: staff.auth,
        payload: { name: name.toUpperCase() },
      })
    ).json();
    const refused = await restore(api.restoreDeleted(created._id));
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { message: R.restoreTaken(COMPANIES.messages.duplicate) },
    });
    await remove(api.remove(taken._id));
    expect((await restore(api.restoreDeleted(created._id))).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: api.get(created._id), headers: staff.auth })).json(),
    ).toEqual(created);
  });

  it('a page is restored and purged under its own prefix', async () => {
    const api = PAGES.api;
    const tag = randomBytes(3).toString('hex');
    const page = { title: `Bin page ${tag}`, content: 'Some content', link: `/bin-${tag}` };
    const created = (
      await t.inject({ method: 'POST', url: api.create, headers: staff.auth, payload: page })
    ).json();
    await remove(api.remove(created._id));
    expect((await restore(api.restoreDeleted(created._id))).statusCode).toBe(200);
    await remove(api.remove(created._id));
    expect((await purge(api.purgeDeleted(created._id))).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: api.deleted, headers: admin.auth })).json().records,
    ).not.toContainEqual(expect.objectContaining({ _id: created._id }));
  });

  it("a slide's image is kept while it waits and removed when it is purged", async () => {
    const api = SLIDERS.api;
    const form = multipartForm(
      { thumbnail: 'Bin slide', title: 'A slide to delete' },
      { image: { data: await jpeg() } },
    );
    const created = (
      await t.inject({
        method: 'POST',
        url: api.create,
        headers: staff.auth,
        payload: form as unknown as string,
      })
    ).json();
    const image = await bytesAt(created.image);
    await remove(api.remove(created._id));
    expect(await fileStates(created.image)).toEqual(['retained']);
    await restore(api.restoreDeleted(created._id));
    expect(await bytesAt(created.image)).toEqual(image);
    await remove(api.remove(created._id));
    await purge(api.purgeDeleted(created._id));
    expect(await bytesAt(created.image)).toBe(404);
  });
});
