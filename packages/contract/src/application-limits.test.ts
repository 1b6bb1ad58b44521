import { describe, expect, it } from 'vitest';
import { normalizePhone } from './application-values.ts';
import {
  ApplicationEditFieldsSchema,
  ApplicationFieldsSchema,
  ApplicationListQuerySchema,
} from './applications.ts';
import { MESSAGES } from './messages.ts';
import { applicantFormFields } from './test/applicant-fields.ts';
import { firstMessage } from './test/refusals.ts';

const M = MESSAGES.applications;

const fields = applicantFormFields;

describe('phone numbers as people type them', () => {
  it.each([
    ['+63 917 482 1937', '+639174821937'],
    ['+63-917-482-1937', '+639174821937'],
    ['+1 (416) 555.0134', '+14165550134'],
    ['  (0917) 482 1937 ', '09174821937'],
    ['2348012345678', '2348012345678'],
    ['+ 44 20 7946 0000', '+442079460000'],
  ])('keeps %j as %j', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(ApplicationFieldsSchema.parse(fields({ phone: typed })).phone).toBe(stored);
    expect(ApplicationEditFieldsSchema.parse(fields({ phone: typed })).phone).toBe(stored);
  });

  it('leaves a number stored before, digits only, as it is', () => {
    expect(normalizePhone('15145550123')).toBe('15145550123');
    expect(normalizePhone(normalizePhone('+63 917 482 1937') ?? '')).toBe('+639174821937');
  });

  it.each([
    ['only punctuation', '() - . '],
    ['nothing', ''],
    ['a plus alone', '+'],
    ['letters', '+63 917 CALL ME'],
    ['a plus inside', '63+917 482 1937'],
    ['two pluses', '++639174821937'],
    ['an extension', '+1 416 555 0134 ext 12'],
    ['a slash', '0917/482/1937'],
    ['too few digits', '12-34'],
    ['too many digits', '1'.repeat(21)],
    ['a NUL', '+63 917\u0000482 1937'],
    ['a megabyte', '1'.repeat(1024 * 1024)],
    ['a number', 639174821937],
  ])('refuses %s with a message that says what a phone number is', (_what, phone) => {
    expect(firstMessage(ApplicationFieldsSchema, fields({ phone }))).toBe(M.invalidPhone);
    expect(M.invalidPhone).toContain('+63 917 482 1937');
  });
});

describe('the catalogue fields of an application', () => {
  it('keeps a long company name, a job title and a salary with its currency as written', () => {
    const parsed = ApplicationFieldsSchema.parse(fields());
    expect(parsed).toMatchObject({
      company: 'Al Noor Facilities Management LLC',
      jobTitle: 'Housekeeping',
      salary: 'CAD 3,200 / month',
    });
  });

  it.each(['company', 'jobTitle', 'salary'])('refuses a NUL or a megabyte in %s', (field) => {
    expect(firstMessage(ApplicationFieldsSchema, fields({ [field]: 'a\u0000b' }))).toMatch(
      /^Please enter a valid/,
    );
    expect(firstMessage(ApplicationFieldsSchema, fields({ [field]: 'x'.repeat(1024 * 1024) }))).toMatch(
      /^Please enter a valid/,
    );
  });
});

describe('list sort by the visa dates', () => {
  it.each(['pending', '-pending', 'approve', '-approve'])('takes sort=%s', (sort) => {
    expect(ApplicationListQuerySchema.parse({ sort }).sort).toBe(sort);
  });
});
