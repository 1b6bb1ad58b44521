import { MESSAGES, SALARIES, type Salary } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newObjectId } from '../../lib/object-id.ts';
import { useTestApp } from '../../test/test-app.ts';

// Salaries' own rules: an amount, its currency and period, and the text made of them; what every
// catalogue shares is in catalogue.test.ts.
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
const addSalary = (body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: API.create, headers: staff.auth, payload: body });
const monthly = (value: unknown, currency = 'CAD') => ({ amount: value, currency, period: 'month' });
const list = async (): Promise<Salary[]> =>
  (await t.inject({ method: 'GET', url: API.list, headers: staff.auth })).json();

describe('POST addSalary', () => {
  it('records "CAD 3,200 / month": its amount, currency and period, and the text an application keeps', async () => {
    const res = await addSalary({ amount: '3,200', currency: 'CAD', period: 'month' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'CAD 3,200 / month',
      amount: '3200',
      currency: 'CAD',
      period: 'month',
    });
  });

  it.each([
    [' 4100.50 ', '4100.50', 'CAD 4,100.50 / month'],
    ['4200.5', '4200.50', 'CAD 4,200.50 / month'],
    ['4300.00', '4300', 'CAD 4,300 / month'],
    ['004400', '4400', 'CAD 4,400 / month'],
    ['4,500', '4500', 'CAD 4,500 / month'],
    [4600.25, '4600.25', 'CAD 4,600.25 / month'],
    ['0.75', '0.75', 'CAD 0.75 / month'],
  ])('accepts the amount %j, stores %j and names it %j', async (input, stored, name) => {
    const res = await addSalary(monthly(input));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: stored, name });
  });

  it.each([['0'], ['0.00'], ['-5'], [-5], ['abc'], [''], ['12a'], ['1e5'], [null], [true]])(
    'refuses the amount %j with the spec message',
    async (input) => {
      const res = await addSalary(monthly(input));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.positive, errors: [{ field: 'amount', message: M.positive }] });
    },
  );

  it('says which of currency and period is missing', async () => {
    const noCurrency = await addSalary({ amount: '3200', period: 'month' });
    expect(noCurrency.statusCode).toBe(400);
    expect(noCurrency.json()).toEqual({
      message: M.currency,
      errors: [{ field: 'currency', message: M.currency }],
    });
    const noPeriod = await addSalary({ amount: '3200', currency: 'CAD', period: 'monthly' });
    expect(noPeriod.json()).toEqual({ message: M.period, errors: [{ field: 'period', message: M.period }] });
  });

  it('answers 409 for a salary already recorded, however the amount is written', async () => {
    const value = amount();
    expect((await addSalary(monthly(String(value)))).statusCode).toBe(201);
    for (const same of [`${value}.00`, value, `0${value}`]) {
      const res = await addSalary(monthly(same));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: M.duplicate });
    }
  });

  it('takes the same amount in another currency or period as another salary', async () => {
    const value = String(amount());
    expect((await addSalary(monthly(value, 'CAD'))).statusCode).toBe(201);
    expect((await addSalary(monthly(value, 'AUD'))).statusCode).toBe(201);
    expect((await addSalary({ amount: value, currency: 'CAD', period: 'year' })).statusCode).toBe(201);
  });
});

describe('GET fetchSalary', () => {
  it('lists by currency (those kept from before first), then amount as a number, then period', async () => {
    // One kept from before currencies, as migration 0027 leaves it.
    await t.db.execute(sql`insert into salaries (id, name, amount) values (${newObjectId()}, '77', 77)`);
    for (const body of [
      monthly('120000', 'EUR'),
      monthly('9.50', 'EUR'),
      monthly('95000', 'EUR'),
      { amount: '950', currency: 'EUR', period: 'week' },
      { amount: '950', currency: 'EUR', period: 'day' },
      monthly('10', 'AED'),
    ])
      expect((await addSalary(body)).statusCode).toBe(201);
    const names = (await list()).map((s) => s.name);
    const mine = names.filter((name) => name === '77' || name.startsWith('EUR') || name.startsWith('AED'));
    expect(mine).toEqual([
      '77',
      'AED 10 / month',
      'EUR 9.50 / month',
      'EUR 950 / day',
      'EUR 950 / week',
      'EUR 95,000 / month',
      'EUR 120,000 / month',
    ]);
  });

  it('answers a salary kept from before currencies without them', async () => {
    const id = newObjectId();
    await t.db.execute(sql`insert into salaries (id, name, amount) values (${id}, '3501', 3501)`);
    const kept = (await list()).find((s) => s._id === id);
    expect(kept).toMatchObject({ name: '3501', amount: '3501', currency: null, period: null });
  });
});

describe('PUT updateSalary/:id', () => {
  it('changes the amount and answers the record with its new text', async () => {
    const created: Salary = (await addSalary(monthly(String(amount())))).json();
    const value = amount();
    const res = await t.inject({
      method: 'PUT',
      url: API.update(created._id),
      headers: staff.auth,
      payload: { amount: `${value}.5`, currency: 'USD', period: 'year' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: created._id,
      amount: `${value}.50`,
      name: `USD ${value.toLocaleString('en-US')}.50 / year`,
    });
  });

  it('gives a salary kept from before currencies its currency and period', async () => {
    const id = newObjectId();
    await t.db.execute(sql`insert into salaries (id, name, amount) values (${id}, '3502', 3502)`);
    const res = await t.inject({
      method: 'PUT',
      url: API.update(id),
      headers: staff.auth,
      payload: { amount: '3502', currency: 'PHP', period: 'month' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'PHP 3,502 / month', currency: 'PHP', period: 'month' });
  });
});
