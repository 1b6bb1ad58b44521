import { describe, expect, it } from 'vitest';
import { addDays, nearestDeadline } from './application-values.ts';
import {
  ApplicationEditFieldsSchema,
  ApplicationFieldsSchema,
  ApplicationListQuerySchema,
} from './applications.ts';
import { MESSAGES } from './messages.ts';
import { applicantFormFields as fields } from './test/applicant-fields.ts';
import { firstMessage } from './test/refusals.ts';

const { applications: M } = MESSAGES;

describe('the expiry dates of an application', () => {
  it('keeps calendar dates, empty or null as none, and leaves a missing one out', () => {
    const parsed = ApplicationFieldsSchema.parse(
      fields({ passportExpiry: ' 2032-02-29 ', visaExpiry: '', permitExpiry: null }),
    );
    expect(parsed).toMatchObject({ passportExpiry: '2032-02-29', visaExpiry: null, permitExpiry: null });
    const edit = ApplicationEditFieldsSchema.parse(fields());
    expect('passportExpiry' in edit).toBe(false);
  });

  it.each([
    ['passportExpiry', '2031-02-29', 'passport expiry date'],
    ['visaExpiry', '20-01-2030', 'visa expiry date'],
    ['permitExpiry', '1899-12-31', 'work permit expiry date'],
    ['passportExpiry', '2101-01-01', 'passport expiry date'],
    ['visaExpiry', 20300101, 'visa expiry date'],
  ])('refuses %s %j, naming it', (field, value, label) => {
    expect(firstMessage(ApplicationFieldsSchema, fields({ [field]: value }))).toBe(M.invalidField(label));
  });

  it('refuses an expiry before the date of birth at that expiry, on add and on edit', () => {
    for (const schema of [ApplicationFieldsSchema, ApplicationEditFieldsSchema]) {
      const result = schema.safeParse(fields({ visaExpiry: '1992-05-03' }));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['visaExpiry'],
        message: M.expiryBeforeBirth('visa expiry date'),
      });
      expect(schema.safeParse(fields({ visaExpiry: '1992-05-04' })).success).toBe(true);
    }
  });
});

describe('the list expiring within N days', () => {
  it('takes a whole number of days from 0 to 366', () => {
    expect(ApplicationListQuerySchema.parse({ expiringWithin: '30' }).expiringWithin).toBe(30);
    expect(ApplicationListQuerySchema.parse({ expiringWithin: '0' }).expiringWithin).toBe(0);
    expect(ApplicationListQuerySchema.parse({}).expiringWithin).toBeUndefined();
    for (const days of ['367', '-1', '', 'soon', '2.5'])
      expect(firstMessage(ApplicationListQuerySchema, { expiringWithin: days })).toBe(
        M.invalidExpiringWithin(366),
      );
  });

  it('counts days over month and year ends, and finds the nearest deadline', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(
      nearestDeadline({ passportExpiry: '2030-01-01', visaExpiry: null, permitExpiry: '2029-06-01' }),
    ).toEqual({
      field: 'permitExpiry',
      date: '2029-06-01',
    });
    expect(nearestDeadline({ passportExpiry: null })).toBeNull();
  });
});
