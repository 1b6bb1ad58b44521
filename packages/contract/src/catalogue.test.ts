import { describe, expect, it } from 'vitest';
import {
  CompanyInputSchema,
  DesignationInputSchema,
  DesignationListQuerySchema,
  SalaryInputSchema,
  SalarySchema,
} from './catalogue.ts';
import { MESSAGES } from './messages.ts';
import { CURRENCY_CODES, canonicalAmount, formatAmount, salaryText } from './salary-values.ts';
import { firstMessage } from './test/refusals.ts';

describe.each([
  ['CompanyInputSchema', CompanyInputSchema, MESSAGES.companies.nameLength],
  ['DesignationInputSchema', DesignationInputSchema, MESSAGES.designations.nameLength],
])('%s', (_name, schema, message) => {
  it('trims the name and accepts 3 to 100 characters: a real legal name fits', () => {
    expect(schema.parse({ name: '  Abc  ' })).toEqual({ name: 'Abc' });
    expect(schema.parse({ name: 'Al Noor Facilities Management LLC' })).toEqual({
      name: 'Al Noor Facilities Management LLC',
    });
    expect(schema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
  });
  it('says 3 to 100 characters', () => {
    expect(message).toMatch(/between 3 and 100 characters long\.$/);
  });
  it.each([
    { name: 'Ab' },
    { name: 'x'.repeat(101) },
    { name: '    ' },
    {},
    { name: 42 },
    { name: 'Acme\u0000 Ltd' },
    { name: 'x'.repeat(1024 * 1024) },
  ])('refuses %j with its message', (input) => {
    expect(firstMessage(schema, input)).toBe(message);
  });
  it('refuses unknown keys', () => {
    expect(schema.safeParse({ name: 'Abc', _id: 'x' }).success).toBe(false);
  });
});

describe('DesignationListQuerySchema', () => {
  it('defaults to page 1, 5 a page, no search', () => {
    expect(DesignationListQuerySchema.parse({})).toEqual({ page: 1, limit: 5, search: '' });
  });
  it('reads numbers from the query string, caps the limit at 100 and falls back on nonsense', () => {
    expect(DesignationListQuerySchema.parse({ page: '3', limit: '20', search: ' cook ' })).toEqual({
      page: 3,
      limit: 20,
      search: 'cook',
    });
    expect(DesignationListQuerySchema.parse({ limit: '1000' }).limit).toBe(100);
    expect(DesignationListQuerySchema.parse({ page: '0', limit: 'x' })).toMatchObject({ page: 1, limit: 5 });
  });
});

describe('SalaryInputSchema', () => {
  const salary = (amount: unknown) => ({ amount, currency: 'CAD', period: 'month' });

  it.each([
    ['3500', '3500'],
    ['3500.50', '3500.50'],
    ['3500.5', '3500.50'],
    ['3500.00', '3500'],
    ['0003500', '3500'],
    ['12,500.75', '12500.75'],
    [' 42 ', '42'],
    [2750, '2750'],
    [0.5, '0.50'],
  ])('accepts the amount %j as %j', (input, amount) => {
    expect(SalaryInputSchema.parse(salary(input))).toEqual({ amount, currency: 'CAD', period: 'month' });
  });
  it.each(['0', '0.00', '-5', 'abc', '', '1e5', '12,50', '3 500', 'Infinity', -1, 0, 'CAD 3,200', '1\u0000'])(
    'refuses the amount %j: "Salary name must be a positive number."',
    (input) => {
      expect(firstMessage(SalaryInputSchema, salary(input))).toBe('Salary name must be a positive number.');
    },
  );
  it('refuses more than two decimal places', () => {
    expect(firstMessage(SalaryInputSchema, salary('10.125'))).toBe(MESSAGES.salaries.tooPrecise);
  });
  it.each([undefined, '', 'cad', 'XXX', 'Canadian dollar', 42])('refuses the currency %j', (currency) => {
    expect(firstMessage(SalaryInputSchema, { ...salary('3200'), currency })).toBe(MESSAGES.salaries.currency);
  });
  it.each([undefined, '', 'monthly', 'Month', 'fortnight'])('refuses the period %j', (period) => {
    expect(firstMessage(SalaryInputSchema, { ...salary('3200'), period })).toBe(MESSAGES.salaries.period);
  });
  it('refuses the old form, a name alone', () => {
    expect(SalaryInputSchema.safeParse({ name: '3500' }).success).toBe(false);
  });
  it('knows the ISO 4217 currencies in use, each once', () => {
    expect(CURRENCY_CODES).toContain('CAD');
    expect(CURRENCY_CODES).toContain('PHP');
    expect(CURRENCY_CODES).not.toContain('HRK');
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});

describe('salary text', () => {
  it('gives equal amounts equal text', () => {
    expect(canonicalAmount('3500.0')).toBe(canonicalAmount('3,500'));
    expect(canonicalAmount('not money')).toBeNull();
  });
  it.each([
    ['3500', '3,500'],
    ['3500.50', '3,500.50'],
    ['3500.5', '3,500.50'],
    ['950', '950'],
    ['1234567.05', '1,234,567.05'],
    ['1250000', '1,250,000'],
    ['3500.00', '3,500'],
    ['42.05', '42.05'],
    ['CAD 3,200 / month', 'CAD 3,200 / month'],
    ['', ''],
    ['-5', '-5'],
  ])('shows the amount %j as %j', (value, shown) => {
    expect(formatAmount(value)).toBe(shown);
  });
  it('names a salary by its currency, amount and period; one kept from before by its amount', () => {
    expect(salaryText({ amount: '3200', currency: 'CAD', period: 'month' })).toBe('CAD 3,200 / month');
    expect(salaryText({ amount: '18.50', currency: 'AUD', period: 'hour' })).toBe('AUD 18.50 / hour');
    expect(salaryText({ amount: '3500', currency: null, period: null })).toBe('3500');
  });
  it('reads a record kept from before currencies', () => {
    const record = { _id: 'x', name: '3500', amount: '3500', currency: null, period: null };
    expect(SalarySchema.parse({ ...record, createdAt: 'a', updatedAt: 'b' })).toMatchObject(record);
  });
});
