import type { Application, ApplicationFields } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { APPLICATION_FORM_FIELDS, formValuesOf, toFormData } from './application-form-values';

const fields: ApplicationFields = {
  surname: 'Lovelace',
  givenN: 'Ada',
  sex: 'Female',
  dob: '1990-04-16',
  birthCity: 'London',
  currentN: 'GB',
  identification: 'None',
  nationalId: 'GB-1',
  company: 'Analytical Engines',
  dutyDuration: '2 years',
  jobTitle: 'Manager',
  salary: '3000',
  passport: 'GB1234567',
  issuedCountry: 'GB',
  phone: '441234567',
  email: 'ada@example.com',
  isAdmin: true,
  passportExpiry: '2031-01-31',
  visaExpiry: null,
  permitExpiry: '2027-06-30',
  assignedTo: '0123456789abcdef01234567',
};

const record = {
  ...fields,
  _id: '6b0230a3ca235e84381ed8b5',
  dob: '1990-04-16T00:00:00.000Z',
  isStatus: 'pending',
} as unknown as Application;

describe('formValuesOf', () => {
  it('prefills every field, the date of birth included, in the form a date input takes', () => {
    const values = formValuesOf(record);
    expect(values.dob).toBe('1990-04-16');
    // An expiry not recorded is an empty date input.
    expect(values).toEqual({ ...fields, dob: '1990-04-16', visaExpiry: '' });
    // Unassigned is the select's empty choice.
    expect(formValuesOf({ ...record, assignedTo: null }).assignedTo).toBe('');
  });
});

describe('toFormData', () => {
  it('sends every applicant field, isAdmin as text', () => {
    const body = toFormData(fields, null);
    for (const name of APPLICATION_FORM_FIELDS) expect(body.get(name)).toBe(String(fields[name] ?? ''));
    expect(body.get('isAdmin')).toBe('true');
    // Sent empty, an expiry is cleared.
    expect(body.get('visaExpiry')).toBe('');
    expect(body.has('image')).toBe(false);
  });

  it('adds the photo only when one was chosen', () => {
    const photo = new File([new Uint8Array(3)], 'me.png', { type: 'image/png' });
    expect(toFormData(fields, photo).get('image')).toBeInstanceOf(File);
  });
});
