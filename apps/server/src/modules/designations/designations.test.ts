import { CATALOGUE_API, type Designation, type DesignationList, MESSAGES } from '@visadesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MISSING_ID, type TestApp, uniqueTag as tag } from '../../test/test-app.ts';

const API = CATALOGUE_API.designations;
const M = MESSAGES.designations;
let t: TestApp;
let staff: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser('staff');
});
afterAll(() => t.close());

const addDesignation = (name = `Title ${tag()}`, headers = staff.auth) =>
  t.inject({ method: 'POST', url: API.create, headers, payload: { name } });
async function fetchList(query = ''): Promise<DesignationList> {
  const res = await t.inject({ method: 'GET', url: `${API.list}${query}`, headers: staff.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('access', () => {
  const routes = [
    { method: 'GET', url: API.list },
    { method: 'POST', url: API.create, payload: { name: 'Electrician' } },
    { method: 'PUT', url: API.update(MISSING_ID), payload: { name: 'Electrician' } },
    { method: 'DELETE', url: API.remove(MISSING_ID) },
  ] as const;

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    expect((await t.inject(route)).statusCode).toBe(401);
  });

  it.each(['staff', 'approver', 'admin'] as const)('%s may manage designations', async (role) => {
    const { auth } = await t.createUser(role);
    const created = await addDesignation(`By ${role} ${tag()}`, auth);
    expect(created.statusCode).toBe(201);
    const listed = await t.inject({ method: 'GET', url: API.list, headers: auth });
    expect(listed.statusCode).toBe(200);
    const removed = await t.inject({ method: 'DELETE', url: API.remove(created.json()._id), headers: auth });
    expect(removed.statusCode).toBe(200);
  });
});

describe('GET fetchDesignation', () => {
  it('pages 5 at a time by default, ordered by name, with totalPages', async () => {
    const prefix = `pg${tag()}`;
    const names = ['g', 'B', 'e', 'a', 'F', 'c', 'D'].map(
      (letter) => `${prefix} ${letter}${letter}${letter}`,
    );
    for (const name of names) expect((await addDesignation(name)).statusCode).toBe(201);
    const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

    const first = await fetchList(`?search=${prefix}`);
    expect(first.totalPages).toBe(2);
    expect(first.designations.map((d) => d.name)).toEqual(sorted.slice(0, 5));
    const second = await fetchList(`?search=${prefix}&page=2`);
    expect(second.designations.map((d) => d.name)).toEqual(sorted.slice(5));
    expect(second.totalPages).toBe(2);
    const byThree = await fetchList(`?search=${prefix}&page=3&limit=3`);
    expect(byThree).toEqual({ designations: [expect.objectContaining({ name: sorted[6] })], totalPages: 3 });
    expect(Object.keys(first).sort()).toEqual(['designations', 'totalPages']);
  });

  it('searches case-insensitively for names containing the text', async () => {
    const word = `Zq${tag()}`;
    await addDesignation(`Senior ${word} Welder`);
    await addDesignation(`${word.toLowerCase()} Driver`);
    await addDesignation(`Other ${tag()}`);
    const found = await fetchList(`?search=${encodeURIComponent(` ${word.toUpperCase()} `)}`);
    expect(found.designations.map((d) => d.name).sort()).toEqual(
      [`Senior ${word} Welder`, `${word.toLowerCase()} Driver`].sort(),
    );
  });

  it('treats % and _ in the search as plain characters', async () => {
    const word = `pc${tag()}`;
    await addDesignation(`${word} 100% Crew`);
    await addDesignation(`${word} 1000 Crew`);
    const found = await fetchList(`?search=${encodeURIComponent(`${word} 100%`)}`);
    expect(found.designations.map((d) => d.name)).toEqual([`${word} 100% Crew`]);
    expect((await fetchList(`?search=${word}_`)).designations).toEqual([]);
  });

  it('answers one empty page (totalPages 1) when nothing matches', async () => {
    expect(await fetchList(`?search=nothing-${tag()}`)).toEqual({ designations: [], totalPages: 1 });
  });

  it('reads a bad page or limit as the default and caps the limit at 100', async () => {
    const prefix = `cap${tag()}`;
    for (let i = 0; i < 6; i += 1) await addDesignation(`${prefix} ${i}xx`);
    expect((await fetchList(`?search=${prefix}&page=abc&limit=-3`)).designations).toHaveLength(5);
    const all = await fetchList(`?search=${prefix}&limit=5000`);
    expect(all).toMatchObject({ totalPages: 1 });
    expect(all.designations).toHaveLength(6);
  });
});

describe('POST addDesignation', () => {
  it('answers 201 with the new item', async () => {
    const name = `Caring Operator ${tag()}`;
    const res = await addDesignation(` ${name} `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it.each(['Ab', 'x'.repeat(32), '   '])('refuses %j with the length message', async (name) => {
    const res = await addDesignation(name);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: M.nameLength }]);
  });

  it('answers 409 for a duplicate name in any letter case', async () => {
    const name = `Welder ${tag()}`;
    await addDesignation(name);
    const res = await addDesignation(name.toLowerCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.duplicate });
  });
});

describe('PUT editDesignation/:id', () => {
  it('answers the updated item', async () => {
    const created: Designation = (await addDesignation()).json();
    const name = `Plumber ${tag()}`;
    const res = await t.inject({
      method: 'PUT',
      url: API.update(created._id),
      headers: staff.auth,
      payload: { name },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: created._id, name });
  });

  it('refuses another designation’s name, a short name, a missing record and a bad id', async () => {
    const a: Designation = (await addDesignation()).json();
    const b: Designation = (await addDesignation()).json();
    const put = (id: string, name: string) =>
      t.inject({ method: 'PUT', url: API.update(id), headers: staff.auth, payload: { name } });
    const clash = await put(a._id, b.name.toUpperCase());
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.duplicate);
    expect((await put(a._id, 'No')).json().message).toBe(M.nameLength);
    const missing = await put(MISSING_ID, `Ghost ${tag()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.common.notFound });
    const bad = await put('nope', `Ghost ${tag()}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});

describe('DELETE deleteDesignation/:id', () => {
  it('answers {_id} and then 404; a malformed id is 400', async () => {
    const created: Designation = (await addDesignation()).json();
    const res = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(res.json()).toEqual({ _id: created._id });
    const again = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MESSAGES.common.notFound });
    const bad = await t.inject({ method: 'DELETE', url: API.remove('g'.repeat(24)), headers: staff.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});
