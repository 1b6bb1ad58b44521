import { PHONE_DIGITS } from './constants.ts';

/* The applications' plain values: field names for messages and the date, passport and phone rules. */

/** The human name each required field takes in `Please enter a valid <field>.` */
export const APPLICATION_FIELD_LABELS = {
  surname: 'surname',
  givenN: 'given name',
  sex: 'sex',
  birthCity: 'birth city',
  currentN: 'nationality',
  dob: 'date of birth',
  identification: 'identification mark',
  nationalId: 'national ID',
  company: 'company',
  dutyDuration: 'duty duration',
  jobTitle: 'job title',
  salary: 'salary',
  passport: 'passport',
  issuedCountry: 'issued country',
  phone: 'phone number',
  email: 'email address',
} as const;
export type ApplicationField = keyof typeof APPLICATION_FIELD_LABELS;

/** Calendar dates travel as YYYY-MM-DD. */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Passports compare without spaces and case: "ab 123456" is "AB123456". */
export const normalizePassport = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** What people type between a phone number's digits: spaces, dashes, dots and parentheses. */
const PHONE_TYPED = /^\+?[\d\s().-]*$/;

/**
 * A phone number as people type it ("+63 917 482 1937", "(0917) 482-1937") in its one stored form:
 * the digits, after a "+" when it was typed with one ("+639174821937"). Null when it holds anything
 * else or too few or too many digits. Digits alone, as numbers were stored before, stay as they are.
 */
export function normalizePhone(value: string): string | null {
  const typed = value.trim();
  if (!PHONE_TYPED.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return null;
  return typed.startsWith('+') ? `+${digits}` : digits;
}
