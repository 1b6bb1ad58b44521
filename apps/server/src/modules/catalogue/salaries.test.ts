import { MESSAGES, SALARIES, type Salary } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// Salaries' own rules, amounts as canonical numbers; what every catalogue shares is in catalogue.test.ts.
const API = SALARIES.api;
const M = MESSAGES.salaries;
const t = useTestApp();
const staff = t.signedIn('staff');

let next = 1000;
/** A whole amount no other test in this file uses. */
const amount = () => {
  next += 7;
  return next;
};
const addSalary = (name: unknown) =>
  t.inject({ method: 'POST', url: API.create, headers: staff.auth, payload: { name } });
const list = async (): Promise<Salary[]> =>
  (await t.inject({ method: 'GET', url: API.list, headers: staff.auth })).json();

describe('POST addSalary', () => {
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

describe('PUT updateSalary/:id', () => {
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
});
