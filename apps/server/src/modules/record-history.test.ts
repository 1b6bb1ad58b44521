import {
  API,
  APPLICATION_API,
  type Application,
  CATALOGUE_API,
  type RecordVersion,
} from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordVersions } from '../db/schema.ts';
import { postApplication, putApplicationFields, uploadDocument } from '../test/application-fixtures.ts';
import { MISSING_ID, TEST_PASSWORD, uniqueTag, useTestApp } from '../test/test-app.ts';

// Every save writes a version in its own transaction (migration 0030's trigger): who, when and
// which fields changed, on both engines.
const t = useTestApp();
const staff = t.signedIn('staff', { name: 'Sara Staff' });
const approver = t.signedIn('approver', { name: 'Abe Approver' });
const admin = t.signedIn('admin', { name: 'Ada Admin' });

const versions = async (id: string, headers = staff.auth): Promise<RecordVersion[]> => {
  const res = await t.inject({ method: 'GET', url: APPLICATION_API.versions(id), headers });
  expect(res.statusCode).toBe(200);
  return res.json().versions;
};

/** The stored changes of every version of one record, oldest first. */
const storedChanges = async (table: string, id: string) =>
  (
    await t.db
      .select({ actor: recordVersions.actor, changes: recordVersions.changes })
      .from(recordVersions)
      .where(and(eq(recordVersions.tableName, table), eq(recordVersions.recordId, id)))
      .orderBy(recordVersions.version)
  ).map((row) => ({ actor: row.actor, changes: row.changes as Record<string, unknown[]> }));

/** The fields an application was created with, as its edit form sends them back. */
const sameFields = (created: Application) =>
  applicantFields({
    email: created.email,
    passport: created.passport,
    nationalId: created.nationalId,
  });

const edit = (id: string, fields: Record<string, string>) => putApplicationFields(t, staff.auth, id, fields);

describe('application versions', () => {
  it('starts with the record as created, by its creator', async () => {
    const created = await postApplication(t, staff.auth);
    expect(await versions(created._id)).toEqual([
      { version: 1, action: 'created', at: created.createdAt, by: 'Sara Staff', changes: [] },
    ]);
  });

  it('writes a version per save with only what changed, and none for a save that changes nothing', async () => {
    const created = await postApplication(t, staff.auth);
    const fields = sameFields(created);
    expect((await edit(created._id, { ...fields, surname: 'Mensah' })).statusCode).toBe(200);
    expect((await edit(created._id, { ...fields, surname: 'Mensah' })).statusCode).toBe(200);
    expect((await edit(created._id, { ...fields, surname: 'Mensah', salary: '4200 AED' })).statusCode).toBe(
      200,
    );
    const [third, second, first] = await versions(created._id);
    expect(first?.version).toBe(1);
    expect(second).toMatchObject({
      version: 2,
      action: 'update',
      by: 'Sara Staff',
      changes: [{ field: 'surname', from: 'Okafor', to: 'Mensah' }],
    });
    expect(third).toMatchObject({ version: 3, changes: [{ field: 'salary', to: '4200 AED' }] });
    expect(Date.parse(third?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(second?.at ?? ''));
  });

  it('names a document and the photo by their fields and says only whether each held a file', async () => {
    const created = await postApplication(t, staff.auth);
    const upload = await uploadDocument(t, approver.auth, created._id, 'file5');
    expect(upload.statusCode).toBe(200);
    const photo = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.update(created._id),
      headers: staff.auth,
      payload: multipartForm(sameFields(created), {
        image: { data: await jpeg(300, 300) },
      }) as unknown as string,
    });
    expect(photo.statusCode).toBe(200);
    const [replaced, added] = await versions(created._id);
    expect(added).toMatchObject({ by: 'Abe Approver', changes: [{ field: 'file5', from: false, to: true }] });
    expect(replaced).toMatchObject({ by: 'Sara Staff', changes: [{ field: 'image', from: true, to: true }] });
    // The storage keys stay in the database's history, never in the API's.
    expect(JSON.stringify(await versions(created._id))).not.toMatch(/_key|\/api\/files\//);
  });

  it('records a status change by the approver who made it', async () => {
    const created = await postApplication(t, staff.auth);
    await t.inject({ method: 'PUT', url: APPLICATION_API.approve(created._id), headers: approver.auth });
    const [approved] = await versions(created._id);
    expect(approved?.by).toBe('Abe Approver');
    expect(approved?.changes).toContainEqual({ field: 'isStatus', from: 'pending', to: 'approved' });
    expect(approved?.changes.map((c) => c.field)).toContain('approve');
  });

  it('keeps the versions of an application in Recently deleted, and forgets them when it is purged', async () => {
    const created = await postApplication(t, staff.auth);
    await edit(created._id, { ...sameFields(created), surname: 'Adeyemi' });
    expect(await storedChanges('applications', created._id)).toHaveLength(1);
    await t.inject({ method: 'DELETE', url: APPLICATION_API.remove(created._id), headers: admin.auth });
    expect(await storedChanges('applications', created._id)).toHaveLength(1);
    await t.inject({ method: 'DELETE', url: APPLICATION_API.purgeDeleted(created._id), headers: admin.auth });
    expect(await storedChanges('applications', created._id)).toEqual([]);
  });

  it('answers 404 for a missing application, 400 for a malformed id and 401 without a token', async () => {
    const get = (id: string, headers?: Record<string, string>) =>
      t.inject({ method: 'GET', url: APPLICATION_API.versions(id), ...(headers ? { headers } : {}) });
    expect((await get(MISSING_ID, staff.auth)).statusCode).toBe(404);
    expect((await get('not-an-id', staff.auth)).statusCode).toBe(400);
    expect((await get(MISSING_ID)).statusCode).toBe(401);
  });
});

describe('versions of the other records', () => {
  it('a catalogue record: its new name, by whom', async () => {
    const api = CATALOGUE_API.companies;
    const name = `Company ${uniqueTag()}`;
    const created = await t.inject({
      method: 'POST',
      url: api.create,
      headers: staff.auth,
      payload: { name },
    });
    const id = created.json()._id;
    await t.inject({
      method: 'PUT',
      url: api.update(id),
      headers: approver.auth,
      payload: { name: `${name} Ltd` },
    });
    expect(await storedChanges('companies', id)).toEqual([
      { actor: approver.user._id, changes: { name: [name, `${name} Ltd`] } },
    ]);
    const res = await t.inject({ method: 'GET', url: api.versions(id), headers: staff.auth });
    expect(res.json()).toEqual({
      versions: [
        {
          version: 2,
          action: 'update',
          at: expect.any(String),
          by: 'Abe Approver',
          changes: [{ field: 'name', from: name, to: `${name} Ltd` }],
        },
        { version: 1, action: 'created', at: created.json().createdAt, by: null, changes: [] },
      ],
    });
    expect((await t.inject({ method: 'GET', url: api.versions(id) })).statusCode).toBe(401);
    const missing = await t.inject({ method: 'GET', url: api.versions(MISSING_ID), headers: staff.auth });
    expect(missing.statusCode).toBe(404);
  });

  it('a user: never the password hash, and the user who changed their own profile', async () => {
    const { user, auth } = await t.createUser('staff', { name: 'Old Name' });
    const res = await t.inject({
      method: 'POST',
      url: API.users.profile,
      headers: auth,
      payload: {
        name: 'New Name',
        email: user.email,
        currentPassword: TEST_PASSWORD,
        password: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedChanges('users', user._id)).toEqual([
      { actor: user._id, changes: { name: ['Old Name', 'New Name'] } },
    ]);
    const versions = (url: string, headers: Record<string, string>) =>
      t.inject({ method: 'GET', url, headers });
    const [latest] = (await versions(API.users.versions(user._id), admin.auth)).json().versions;
    expect(latest).toMatchObject({
      by: 'New Name',
      changes: [{ field: 'name', from: 'Old Name', to: 'New Name' }],
    });
    expect((await versions(API.users.versions(user._id), staff.auth)).statusCode).toBe(403);
    expect((await versions(API.users.versions(MISSING_ID), admin.auth)).statusCode).toBe(404);
  });

  it('the settings: the admin who saved them', async () => {
    const fields = {
      siteName: 'Northbound Visas',
      contactEmail: 'hello@northbound.example',
      phone: '+1 (604) 555-0199',
      address: '88 Harbour Way',
      officeHours: 'Mon-Fri 8:30-16:30',
      social: { facebook: '', instagram: '', linkedin: '', x: null },
      eligibilityUrl: 'https://www.canada.ca/en/services/immigration-citizenship.html',
    };
    const save = (tagline: string) =>
      t.inject({
        method: 'PUT',
        url: CATALOGUE_API.settings.update,
        headers: admin.auth,
        payload: { ...fields, tagline },
      });
    expect((await save('First tagline.')).statusCode).toBe(200);
    expect((await save('Second tagline.')).statusCode).toBe(200);
    const stored = await storedChanges('settings', '1');
    expect(stored.at(-1)).toEqual({
      actor: admin.user._id,
      changes: { tagline: ['First tagline.', 'Second tagline.'] },
    });
    const versions = (headers: Record<string, string>) =>
      t.inject({ method: 'GET', url: CATALOGUE_API.settings.versions, headers });
    const [latest] = (await versions(admin.auth)).json().versions;
    expect(latest).toMatchObject({
      action: 'update',
      by: 'Ada Admin',
      changes: [{ field: 'tagline', from: 'First tagline.', to: 'Second tagline.' }],
    });
    expect((await versions(staff.auth)).statusCode).toBe(403);
  });
});
