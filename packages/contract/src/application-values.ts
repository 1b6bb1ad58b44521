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

/**
 * The dates that run a case, each optional: the human name each takes in a message and which
 * document it is the expiry of. An application's nearest deadline is the earliest of them.
 */
export const DEADLINE_FIELDS = {
  passportExpiry: { label: 'passport expiry date', document: 'Passport' },
  visaExpiry: { label: 'visa expiry date', document: 'Visa' },
  permitExpiry: { label: 'work permit expiry date', document: 'Work permit' },
} as const;
export type DeadlineField = keyof typeof DEADLINE_FIELDS;
export const DEADLINE_FIELD_KEYS = Object.keys(DEADLINE_FIELDS) as DeadlineField[];

/** The range an expiry date is accepted in: no document of a living applicant lies outside it. */
export const DEADLINE_DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

/**
 * The days ahead the list's "expiring within" filter offers, and the most it accepts: a year,
 * a leap day included. 0 is today's and the overdue alone.
 */
export const EXPIRING_WITHIN = { offered: [30, 60, 90], max: 366, dashboard: 30 } as const;

/** The nearest of an application's deadlines: its date and which document's it is; null: none. */
export function nearestDeadline(
  dates: Partial<Record<DeadlineField, string | null>>,
): { field: DeadlineField; date: string } | null {
  let nearest: { field: DeadlineField; date: string } | null = null;
  for (const field of DEADLINE_FIELD_KEYS) {
    const date = dates[field];
    if (date && (!nearest || date < nearest.date)) nearest = { field, date };
  }
  return nearest;
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

/**
 * What a restore of an earlier version leaves as it is today (decision 0188): the status and what
 * only the status actions set (their dates, the rejection's reason), the assignment, which has its
 * own action, and the reference, which never changes.
 */
export const APPLICATION_RESTORE_KEEPS = [
  'isStatus',
  'pending',
  'approve',
  'rejectionReason',
  'rejectionNote',
  'rejectionShared',
  'assignedTo',
  'reference',
] as const;
