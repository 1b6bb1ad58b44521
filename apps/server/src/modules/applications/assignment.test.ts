import { APPLICATION_API, type Application, type ApplicationList, MESSAGES } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { postApplication, putApplicationFields } from '../../test/application-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// Whose case: assigning an application to a user (any staff), and the list's `assignedTo`
// filter (me, none, a user) with the status filter and a search. On both engines.
const M = MESSAGES.applications;
const t = useTestApp();
const staff = t.signedIn('staff', { name: 'Sam Staff' });
const approver = t.signedIn('approver', { name: 'Ada Approver' });

const assign = (id: string, assignedTo: unknown, headers = staff.auth) =>
  t.inject({ method: 'POST', url: APPLICATION_API.assign(id), headers, payload: { assignedTo } });

async function list(query: string, headers = staff.auth): Promise<ApplicationList> {
  const res = await t.inject({ method: 'GET', url: `${APPLICATION_API.list}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const passports = (page: ApplicationList) => page.applications.map((a) => a.passport).sort();

describe('assigning an application', () => {
  it('sets and clears whose case it is, answered with the name, and any staff may', async () => {
    const added = await postApplication(t, staff.auth, { passport: 'ASG000001', email: 'asg1@mail.test' });
    expect(added).toMatchObject({ assignedTo: null, assignedToName: null });
    const res = await assign(added._id, staff.user._id, approver.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Application>()).toMatchObject({
      assignedTo: staff.user._id,
      assignedToName: 'Sam Staff',
    });
    const read = await t.inject({ method: 'GET', url: APPLICATION_API.get(added._id), headers: staff.auth });
    expect(read.json<Application>().assignedToName).toBe('Sam Staff');
    const cleared = await assign(added._id, null);
    expect(cleared.json<Application>()).toMatchObject({ assignedTo: null, assignedToName: null });
  });

  it('is a version in the record history', async () => {
    const added = await postApplication(t, staff.auth, { passport: 'ASG000002', email: 'asg2@mail.test' });
    expect((await assign(added._id, approver.user._id)).statusCode).toBe(200);
    const res = await t.inject({
      method: 'GET',
      url: APPLICATION_API.versions(added._id),
      headers: staff.auth,
    });
    const [latest] = res.json().versions;
    // The words name the user, never the id.
    expect(latest.changes).toEqual([{ field: 'assignedTo', from: null, to: 'Ada Approver' }]);
  });

  it('refuses an unknown user, a bad id and a missing application', async () => {
    const added = await postApplication(t, staff.auth, { passport: 'ASG000003', email: 'asg3@mail.test' });
    const unknown = await assign(added._id, 'aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.unknownAssignee);
    for (const bad of ['x', 'a\u0000b', 12]) expect((await assign(added._id, bad)).statusCode).toBe(400);
    // A megabyte is past the body limit: refused before it is read.
    expect((await assign(added._id, 'a'.repeat(1_000_000))).statusCode).toBe(413);
    expect((await assign('bbbbbbbbbbbbbbbbbbbbbbbb', null)).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: APPLICATION_API.assign(added._id) })).statusCode).toBe(401);
  });
});

describe('the list by whose case it is', () => {
  it('filters me, none and a user, with the status filter and a search', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const a = await postApplication(t, staff.auth, {
        passport: `WHO00000${i}`,
        email: `who${i}@mail.test`,
      });
      ids.push(a._id);
    }
    await assign(ids[0] as string, staff.user._id);
    await assign(ids[1] as string, staff.user._id);
    await assign(ids[2] as string, approver.user._id);
    const approve = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.approve(ids[1] as string),
      headers: approver.auth,
      payload: {},
    });
    expect(approve.statusCode, approve.body).toBe(200);

    expect(passports(await list('search=WHO0000&assignedTo=me'))).toEqual(['WHO000001', 'WHO000002']);
    expect(passports(await list('search=WHO0000&assignedTo=me', approver.auth))).toEqual(['WHO000003']);
    expect(passports(await list(`search=WHO0000&assignedTo=${approver.user._id}`))).toEqual(['WHO000003']);
    expect(passports(await list('search=WHO0000&assignedTo=none'))).toEqual(['WHO000004']);
    expect(passports(await list('search=WHO0000&assignedTo=me&status=pending'))).toEqual(['WHO000001']);
    expect(passports(await list('search=WHO0000&assignedTo=me&status=approved'))).toEqual(['WHO000002']);
    // Without a term: the filter alone, and with the status.
    expect(passports(await list('assignedTo=me')).filter((p) => p.startsWith('WHO'))).toEqual([
      'WHO000001',
      'WHO000002',
    ]);
    const mine = await list('assignedTo=me&status=pending');
    expect(mine.applications.every((a) => a.assignedTo === staff.user._id && a.isStatus === 'pending')).toBe(
      true,
    );
  });

  it('refuses an assignedTo that is none of me, none or an id', async () => {
    for (const bad of ['someone', '', 'ME', 'a'.repeat(25), '%00']) {
      const res = await t.inject({
        method: 'GET',
        url: `${APPLICATION_API.list}?assignedTo=${bad}`,
        headers: staff.auth,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain(M.invalidAssignedTo);
    }
  });
});

describe('assigning on the add and edit forms', () => {
  const fieldsOf = (application: Application) =>
    Object.fromEntries(
      Object.entries(application).filter(([key, value]) => typeof value === 'string' && key !== 'assignedTo'),
    ) as Record<string, string>;

  it('adds with an assignee, changes it, keeps it when left out and clears it when empty', async () => {
    const added = await postApplication(t, staff.auth, {
      passport: 'FORM00001',
      email: 'form1@mail.test',
      assignedTo: approver.user._id,
    });
    expect(added).toMatchObject({ assignedTo: approver.user._id, assignedToName: 'Ada Approver' });

    const save = async (fields: Record<string, string>) => {
      const res = await putApplicationFields(t, staff.auth, added._id, fields);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Application>();
    };
    expect((await save({ ...fieldsOf(added), assignedTo: staff.user._id })).assignedToName).toBe('Sam Staff');
    expect((await save({ ...fieldsOf(added), birthCity: 'Kano' })).assignedTo).toBe(staff.user._id);
    expect((await save({ ...fieldsOf(added), assignedTo: '' })).assignedTo).toBeNull();
  });

  it('refuses an unknown user or a malformed id at the field, writing nothing', async () => {
    for (const assignedTo of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'someone']) {
      const form = multipartForm(applicantFields({ passport: 'FORM00002', assignedTo }), {
        image: { data: await jpeg() },
      });
      const res = await t.inject({
        method: 'POST',
        url: APPLICATION_API.create,
        headers: staff.auth,
        payload: form as unknown as string,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'assignedTo', message: M.unknownAssignee }]);
    }
    expect((await list('search=FORM00002')).applications).toEqual([]);
    const added = await postApplication(t, staff.auth, { passport: 'FORM00003', email: 'form3@mail.test' });
    const res = await putApplicationFields(t, staff.auth, added._id, {
      ...fieldsOf(added),
      assignedTo: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.unknownAssignee);
  });
});
