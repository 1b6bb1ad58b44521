import { CATALOGUE_API, type Company, MESSAGES } from '@visadesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MISSING_ID, type TestApp, uniqueTag as tag } from '../../test/test-app.ts';

const API = CATALOGUE_API.companies;
const M = MESSAGES.companies;
let t: TestApp;
let staff: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser('staff');
});
afterAll(() => t.close());

async function addCompany(name = `Company ${tag()}`, headers = staff.auth) {
  return t.inject({ method: 'POST', url: API.create, headers, payload: { name } });
}
const list = async (): Promise<Company[]> =>
  (await t.inject({ method: 'GET', url: API.list, headers: staff.auth })).json();

describe('access', () => {
  const routes = [
    { method: 'GET', url: API.list },
    { method: 'POST', url: API.create, payload: { name: 'Someone Ltd' } },
    { method: 'PUT', url: API.update(MISSING_ID), payload: { name: 'Someone Ltd' } },
    { method: 'DELETE', url: API.remove(MISSING_ID) },
  ] as const;

  it.each(routes)('$method $url answers 401 without a token or with a bad one', async (route) => {
    expect((await t.inject(route)).statusCode).toBe(401);
    const forged = await t.inject({ ...route, headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.statusCode).toBe(401);
  });

  it.each(['staff', 'approver', 'admin'] as const)(
    '%s may add, rename and delete companies',
    async (role) => {
      const { auth } = await t.createUser(role);
      const created = await addCompany(`By ${role} ${tag()}`, auth);
      expect(created.statusCode).toBe(201);
      const id = created.json()._id;
      const renamed = await t.inject({
        method: 'PUT',
        url: API.update(id),
        headers: auth,
        payload: { name: `Renamed ${tag()}` },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await t.inject({ method: 'DELETE', url: API.remove(id), headers: auth })).statusCode).toBe(200);
    },
  );
});

describe('POST addCompany', () => {
  it('answers 201 with the new record, name trimmed', async () => {
    const name = `Maple Ridge ${tag()}`;
    const res = await addCompany(`  ${name}  `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await list()).toContainEqual(res.json());
  });

  it.each([
    ['too short', 'Ab'],
    ['too short once trimmed', '  Ab  '],
    ['too long', 'x'.repeat(32)],
    ['blank', '   '],
  ])('refuses a name %s with the length message', async (_case, name) => {
    const res = await addCompany(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.nameLength, errors: [{ field: 'name', message: M.nameLength }] });
  });

  it('accepts the boundaries 3 and 31', async () => {
    const suffix = tag();
    expect((await addCompany(`A${suffix.slice(0, 2)}`)).statusCode).toBe(201);
    expect((await addCompany(`${suffix}${'y'.repeat(25)}`)).statusCode).toBe(201);
  });

  it('refuses a missing name and unknown fields', async () => {
    const missing = await t.inject({ method: 'POST', url: API.create, headers: staff.auth, payload: {} });
    expect(missing.json().message).toBe(M.nameLength);
    const extra = await t.inject({
      method: 'POST',
      url: API.create,
      headers: staff.auth,
      payload: { name: `Extra ${tag()}`, _id: MISSING_ID },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Unknown field: _id');
  });

  it('answers 409 for a name already used, in any letter case', async () => {
    const name = `Harbour ${tag()}`;
    await addCompany(name);
    const res = await addCompany(name.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.duplicate });
  });

  it('keeps exactly one of two simultaneous adds with the same name', async () => {
    const name = `Race ${tag()}`;
    const results = await Promise.all([addCompany(name), addCompany(name.toLowerCase())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({ message: M.duplicate });
  });
});

describe('GET fetchCompany', () => {
  it('answers a plain array ordered by name, whatever the letter case', async () => {
    const prefix = `Ord${tag()}`;
    for (const name of ['charlie', 'Alpha', 'bravo']) await addCompany(`${prefix} ${name}`);
    const names = (await list()).map((c) => c.name).filter((name) => name.startsWith(prefix));
    expect(names).toEqual([`${prefix} Alpha`, `${prefix} bravo`, `${prefix} charlie`]);
  });
});

describe('PUT updateCompany/:id', () => {
  it('renames and answers the updated record', async () => {
    const created: Company = (await addCompany()).json();
    const name = `Prairie ${tag()}`;
    const res = await t.inject({
      method: 'PUT',
      url: API.update(created._id),
      headers: staff.auth,
      payload: { name },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: created._id, name, createdAt: created.createdAt });
  });

  it('allows a change of letter case of its own name but not another company’s name', async () => {
    const a: Company = (await addCompany()).json();
    const b: Company = (await addCompany()).json();
    const own = await t.inject({
      method: 'PUT',
      url: API.update(a._id),
      headers: staff.auth,
      payload: { name: a.name.toUpperCase() },
    });
    expect(own.statusCode).toBe(200);
    const clash = await t.inject({
      method: 'PUT',
      url: API.update(a._id),
      headers: staff.auth,
      payload: { name: b.name },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.duplicate);
  });

  it('validates the name, answers 404 for a missing company and 400 for a malformed id', async () => {
    const created: Company = (await addCompany()).json();
    const short = await t.inject({
      method: 'PUT',
      url: API.update(created._id),
      headers: staff.auth,
      payload: { name: 'No' },
    });
    expect(short.json().message).toBe(M.nameLength);
    const missing = await t.inject({
      method: 'PUT',
      url: API.update(MISSING_ID),
      headers: staff.auth,
      payload: { name: `Ghost ${tag()}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.common.notFound });
    const bad = await t.inject({
      method: 'PUT',
      url: API.update('123'),
      headers: staff.auth,
      payload: { name: `Ghost ${tag()}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});

describe('DELETE deleteCompany/:id', () => {
  it('deletes, answers {_id}, and a second delete is 404', async () => {
    const created: Company = (await addCompany()).json();
    const res = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: created._id });
    expect((await list()).map((c) => c._id)).not.toContain(created._id);
    const again = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MESSAGES.common.notFound });
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.inject({ method: 'DELETE', url: API.remove('XYZ'), headers: staff.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.common.invalidId });
  });

  it('frees the name for a new company', async () => {
    const name = `Reuse ${tag()}`;
    const created: Company = (await addCompany(name)).json();
    await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect((await addCompany(name)).statusCode).toBe(201);
  });
});
