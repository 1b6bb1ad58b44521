import { describe, expect, it } from 'vitest';
import {
  CompanyInputSchema,
  canonicalSalary,
  DesignationInputSchema,
  DesignationListQuerySchema,
  SalaryInputSchema,
} from './catalogue.ts';
import { MESSAGES } from './messages.ts';
import { firstMessage } from './test/refusals.ts';

describe.each([
  ['CompanyInputSchema', CompanyInputSchema, MESSAGES.companies.nameLength],
  ['DesignationInputSchema', DesignationInputSchema, MESSAGES.designations.nameLength],
])('%s', (_name, schema, message) => {
  it('trims the name and accepts 3 to 31 characters', () => {
    expect(schema.parse({ name: '  Abc  ' })).toEqual({ name: 'Abc' });
    expect(schema.safeParse({ name: 'x'.repeat(31) }).success).toBe(true);
  });
  it.each([{ name: 'Ab' }, { name: 'x'.repeat(32) }, { name: '    ' }, {}, { name: 42 }])(
    'refuses %j with its message',
    (input) => {
      expect(firstMessage(schema, input)).toBe(message);
    },
  );
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
  ])('accepts %j as %j', (input, name) => {
    expect(SalaryInputSchema.parse({ name: input })).toEqual({ name });
  });
  it.each(['0', '0.00', '-5', 'abc', '', '1e5', '12,50', '3 500', 'Infinity', -1, 0])(
    'refuses %j: "Salary name must be a positive number."',
    (input) => {
      expect(firstMessage(SalaryInputSchema, { name: input })).toBe('Salary name must be a positive number.');
    },
  );
  it('refuses more than two decimal places', () => {
    expect(firstMessage(SalaryInputSchema, { name: '10.125' })).toBe(MESSAGES.salaries.tooPrecise);
  });
  it('gives equal amounts equal text', () => {
    expect(canonicalSalary('3500.0')).toBe(canonicalSalary('3,500'));
    expect(canonicalSalary('not money')).toBeNull();
  });
});
