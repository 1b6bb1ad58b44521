import { APPLICATION_API, type Application, MESSAGES } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm, png } from '@visadesk/test-harness';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordVersions } from '../../db/schema.ts';
import { postApplication, putApplicationFields } from '../../test/application-fixtures.ts';
import { fileStateOf } from '../../test/stored-files.ts';
import { MISSING_ID, useTestApp } from '../../test/test-app.ts';

// See, compare and restore a version (issue 34): the application as at a version, rebuilt from
// today's row, and a restore that brings the fields and files back as a new version.
const t = useTestApp();
const staff = t.signedIn('staff', { name: 'Sara Staff' });
const approver = t.signedIn('approver', { name: 'Abe Approver' });
const admin = t.signedIn('admin', { name: 'Ada Admin' });
const C = MESSAGES.common;

const fieldsOf = (record: Application, overrides: Record<string, string> = {}) =>
  applicantFields({
    email: record.email,
    passport: record.passport,
    nationalId: record.nationalId,
    ...overrides,
  });

async function edit(id: string, overrides: Record<string, string>, from: Application) {
  const res = await putApplicationFields(t, staff.auth, id, fieldsOf(from, overrides));
  expect(res.statusCode).toBe(200);
  return res.json() as Application;
}

async function putDocument(id: string, data: Buffer, type = 'image/jpeg') {
  const res = await t.inject({
    method: 'PUT',
    url: APPLICATION_API.documents(id),
    headers: staff.auth,
    payload: multipartForm({}, { file3: { data, type } }) as unknown as string,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Application;
}

const versionOf = (id: string, version: number | string, headers = staff.auth) =>
  t.inject({ method: 'GET', url: APPLICATION_API.version(id, version), headers });

const restore = (id: string, version: number | string, from?: Application, headers = admin.auth) =>
  t.inject({
    method: 'POST',
    url: APPLICATION_API.restoreVersion(id, version),
    headers: { ...headers, ...(from ? { 'if-match': `"${from.updatedAt}"` } : {}) },
  });

const bytesAt = async (url: string | null) =>
  (await t.inject({ method: 'GET', url: url as string })).rawPayload;

const storedActions = async (id: string) =>
  (
    await t.db
      .select({ version: recordVersions.version, action: recordVersions.action, actor: recordVersions.actor })
      .from(recordVersions)
      .where(and(eq(recordVersions.tableName, 'applications'), eq(recordVersions.recordId, id)))
      .orderBy(recordVersions.version)
  ).map((row) => row.action);

describe('GET fetchApplicationVersion', () => {
  it('rebuilds each version over several edits, in the shape of fetchApplication, with its meta', async () => {
    const created = await postApplication(t, staff.auth);
    const v2 = await edit(created._id, { surname: 'Mensah' }, created);
    const v3 = await edit(
      created._id,
      { surname: 'Mensah', salary: '4200 AED', phone: '+971 50 123 4567' },
      v2,
    );
    await edit(created._id, { surname: 'Boateng', salary: '4200 AED', phone: '+971 50 123 4567' }, v3);

    const first = await versionOf(created._id, 1);
    expect(first.statusCode).toBe(200);
    const { updatedAt: _u1, ...asCreated } = created;
    const { verification: _v, updatedAt: _u2, ...firstRecord } = first.json().record;
    expect({ ...firstRecord, sizes: undefined }).toEqual({
      ...asCreated,
      verification: undefined,
      sizes: undefined,
    });
    expect(first.json().version).toEqual({
      version: 1,
      action: 'created',
      at: created.createdAt,
      by: 'Sara Staff',
    });

    const second = (await versionOf(created._id, 2)).json();
    expect(second.record).toMatchObject({ surname: 'Mensah', salary: created.salary, phone: created.phone });
    expect(second.version).toMatchObject({ version: 2, action: 'update', by: 'Sara Staff' });
    expect((await versionOf(created._id, 3)).json().record).toMatchObject({
      surname: 'Mensah',
      salary: '4200 AED',
      phone: '+971501234567',
    });
    const today = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    const fourth = (await versionOf(created._id, 4)).json().record;
    expect(fourth.surname).toBe('Boateng');
    expect(fourth.updatedAt).toBe(today.updatedAt);
  });

  it('serves an earlier version’s document, replaced since, through its signed URL', async () => {
    const created = await postApplication(t, staff.auth);
    const oldBytes = await jpeg(200, 300);
    const first = await putDocument(created._id, oldBytes);
    await putDocument(created._id, await png(), 'image/png');
    const then = (await versionOf(created._id, 2)).json().record;
    expect(then.file3).not.toBeNull();
    expect(await bytesAt(then.file3)).toEqual(await bytesAt(first.file3));
    expect(then.sizes.file3).toBeTruthy();
  });

  it('answers 404 for a version the record does not have, 400 for one that is no number', async () => {
    const created = await postApplication(t, staff.auth);
    expect((await versionOf(created._id, 2)).json()).toEqual({ message: C.versionNotFound });
    expect((await versionOf(created._id, 2)).statusCode).toBe(404);
    expect((await versionOf(MISSING_ID, 1)).statusCode).toBe(404);
    for (const bad of ['0', 'x', '1.5', '99999999999', '%00', '-1']) {
      const res = await versionOf(created._id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(C.versionNumber);
    }
  });
});

describe('POST restoreApplicationVersion', () => {
  it('brings back the old document’s image, as a new version, and keeps the replaced one', async () => {
    const created = await postApplication(t, staff.auth);
    const oldBytes = await jpeg(200, 300);
    const first = await putDocument(created._id, oldBytes);
    const oldServed = await bytesAt(first.file3);
    const replaced = await putDocument(created._id, await png(), 'image/png');
    const edited = await edit(created._id, { surname: 'Mensah' }, replaced);

    const res = await restore(created._id, 2, edited);
    expect(res.statusCode).toBe(200);
    const restored: Application = res.json();
    expect(restored.surname).toBe(created.surname);
    expect(await bytesAt(restored.file3)).toEqual(oldServed);
    expect(await fileStateOf(t.db, restored.file3)).toMatchObject({ state: 'attached', heldFor: null });
    expect(await fileStateOf(t.db, replaced.file3)).toEqual({
      state: 'retained',
      heldFor: `applications:${created._id}`,
    });
    expect(await storedActions(created._id)).toEqual(['update', 'update', 'update', 'restore']);
    const versions = (
      await t.inject({ method: 'GET', url: APPLICATION_API.versions(created._id), headers: staff.auth })
    ).json().versions;
    expect(versions[0]).toMatchObject({ version: 5, action: 'restore', by: 'Ada Admin' });
  });

  it('never changes the status, its dates or the assignment', async () => {
    const created = await postApplication(t, staff.auth);
    const edited = await edit(created._id, { surname: 'Mensah' }, created);
    const approved = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.approve(created._id),
      headers: approver.auth,
    });
    expect(approved.statusCode).toBe(200);
    const res = await restore(created._id, 1, approved.json(), approver.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      surname: created.surname,
      isStatus: 'approved',
      approve: approved.json().approve,
    });
    expect(edited.isStatus).toBe('pending');
  });

  it('of a restore and an edit at once one wins, the other gets 412, nothing half applied', async () => {
    const created = await postApplication(t, staff.auth);
    const loaded = await edit(created._id, { surname: 'Mensah', salary: '4200 AED' }, created);
    const [restored, edited] = await Promise.all([
      restore(created._id, 1, loaded),
      putApplicationFields(
        t,
        staff.auth,
        created._id,
        fieldsOf(loaded, { surname: 'Boateng', salary: '4200 AED' }),
      ).then(() => undefined),
    ]);
    void edited;
    const now: Application = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    if (restored.statusCode === 200) {
      // The restore came first; the edit (no If-Match) then applied over it.
      expect([created.surname, 'Boateng']).toContain(now.surname);
    } else {
      expect(restored.statusCode).toBe(412);
      expect(restored.json()).toEqual({ message: C.changedMeanwhile });
      expect(now).toMatchObject({ surname: 'Boateng', salary: '4200 AED' });
    }
    // With both based on the same version, exactly one applies.
    const base = await edit(created._id, { surname: 'Asante', salary: '5000 AED' }, now);
    const pair = await Promise.all([restore(created._id, 2, base), restore(created._id, 1, base)]);
    expect(pair.map((res) => res.statusCode).sort()).toEqual([200, 412]);
    const after: Application = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    const winner = pair.find((res) => res.statusCode === 200)?.json() as Application;
    expect(after).toMatchObject({
      surname: winner.surname,
      salary: winner.salary,
      updatedAt: winner.updatedAt,
    });
    // A stale version after that is refused too, and changes nothing.
    const stale = await restore(created._id, 1, base);
    expect(stale.statusCode).toBe(412);
    expect((await storedActions(created._id)).filter((action) => action === 'restore')).toHaveLength(
      restored.statusCode === 200 ? 2 : 1,
    );
  });

  it('refuses staff (403), an unknown version (404), a version equal to today (409)', async () => {
    const created = await postApplication(t, staff.auth);
    const edited = await edit(created._id, { surname: 'Mensah' }, created);
    expect((await restore(created._id, 1, edited, staff.auth)).statusCode).toBe(403);
    const unknown = await restore(created._id, 7, edited);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: C.versionNotFound });
    const same = await restore(created._id, 2, edited);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: C.versionSameAsNow });
    expect(await storedActions(created._id)).toEqual(['update']);
  });

  it('answers 409 with a clear message when the old passport now belongs to another application', async () => {
    const created = await postApplication(t, staff.auth);
    const edited = await edit(created._id, { passport: 'ZX9988776' }, created);
    await postApplication(t, staff.auth, { passport: created.passport });
    const res = await restore(created._id, 1, edited);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.recentlyDeleted.applicationPassportTaken });
    expect(await storedActions(created._id)).toEqual(['update']);
  });
});
