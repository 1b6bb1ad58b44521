import { CATALOGUE_API, MESSAGES, type Salary } from '@visadesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MISSING_ID, type TestApp } from '../../test/test-app.ts';

const API = CATALOGUE_API.salaries;
const M = MESSAGES.salaries;
let t: TestApp;
let staff: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser('staff');
});
afterAll(() => t.close());

let next = 1000;
/** A whole amount no other test in this file uses. */
const amount = () => {
  next += 7;
  return next;
};
const addSalary = (name: unknown, headers = staff.auth) =>
  t.inject({ method: 'POST', url: API.create, headers, payload: { name } });
const list = async (): Promise<Salary[]> =>
  (await t.inject({ method: 'GET', url: API.list, headers: staff.auth })).json();

describe('access', () => {
  const routes = [
    { method: 'GET', url: API.list },
    { method: 'POST', url: API.create, payload: { name: '3500' } },
    { method: 'PUT', url: API.update(MISSING_ID), payload: { name: '3500' } },
    { method: 'DELETE', url: API.remove(MISSING_ID) },
  ] as const;

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    expect((await t.inject(route)).statusCode).toBe(401);
  });

  it.each(['staff', 'approver', 'admin'] as const)('%s may manage salaries', async (role) => {
    const { auth } = await t.createUser(role);
    const created = await addSalary(String(amount()), auth);
    expect(created.statusCode).toBe(201);
    const removed = await t.inject({ method: 'DELETE', url: API.remove(created.json()._id), headers: auth });
    expect(removed.statusCode).toBe(200);
  });
});

describe('POST addSalary', () => {
  it('answers 201 with the amount as numeric text', async () => {
    const value = amount();
    const res = await addSalary(String(value));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: String(value),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it.each([
    [' 4100.50 ', '4100.50'],
    ['4200.5', '4200.50'],
    ['4300.00', '4300'],
    ['004400', '4400'],
    ['4,500', '4500'],
    [4600.25, '4600.25'],
    ['0.75', '0.75'],
  ])('accepts %j and stores %j', async (input, stored) => {
    const res = await addSalary(input);
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(stored);
  });

  it.each([['0'], ['0.00'], ['-5'], [-5], ['abc'], [''], ['12a'], ['1e5'], [null], [true]])(
    'refuses %j with the spec message',
    async (input) => {
      const res = await addSalary(input);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.positive, errors: [{ field: 'name', message: M.positive }] });
    },
  );

  it('refuses more than two decimal places', async () => {
    const res = await addSalary('3500.555');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.tooPrecise);
  });

  it('refuses a missing amount with the spec message', async () => {
    const res = await t.inject({ method: 'POST', url: API.create, headers: staff.auth, payload: {} });
    expect(res.json().message).toBe(M.positive);
  });

  it('answers 409 for an amount already recorded, however it is written', async () => {
    const value = amount();
    expect((await addSalary(String(value))).statusCode).toBe(201);
    for (const same of [`${value}.00`, value, `0${value}`]) {
      const res = await addSalary(same);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: M.duplicate });
    }
  });
});

describe('GET fetchSalary', () => {
  it('answers a plain array, lowest amount first (by value, not as text)', async () => {
    for (const value of ['120000', '9.50', '95000', '950']) await addSalary(value);
    const names = (await list()).map((s) => s.name);
    const mine = names.filter((name) => ['120000', '9.50', '95000', '950'].includes(name));
    expect(mine).toEqual(['9.50', '950', '95000', '120000']);
    const values = names.map(Number);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});

describe('PUT updateSalary/:id and DELETE deleteSalary/:id', () => {
  it('changes the amount and answers the record', async () => {
    const created: Salary = (await addSalary(String(amount()))).json();
    const value = amount();
    const res = await t.inject({
      method: 'PUT',
      url: API.update(created._id),
      headers: staff.auth,
      payload: { name: `${value}.5` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: created._id, name: `${value}.50` });
  });

  it('refuses another record’s amount, a bad amount, a missing record and a bad id', async () => {
    const a: Salary = (await addSalary(String(amount()))).json();
    const b: Salary = (await addSalary(String(amount()))).json();
    const put = (id: string, name: string) =>
      t.inject({ method: 'PUT', url: API.update(id), headers: staff.auth, payload: { name } });
    expect((await put(a._id, a.name)).statusCode).toBe(200);
    const clash = await put(a._id, `${b.name}.00`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.duplicate);
    expect((await put(a._id, '-1')).json().message).toBe(M.positive);
    const missing = await put(MISSING_ID, String(amount()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.common.notFound });
    expect((await put('1', String(amount()))).json()).toEqual({ message: MESSAGES.common.invalidId });
  });

  it('deletes and answers {_id}; then 404; a malformed id is 400', async () => {
    const created: Salary = (await addSalary(String(amount()))).json();
    const res = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(res.json()).toEqual({ _id: created._id });
    expect((await list()).map((s) => s._id)).not.toContain(created._id);
    const again = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(again.statusCode).toBe(404);
    const bad = await t.inject({ method: 'DELETE', url: API.remove('bad'), headers: staff.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});
