/* The applications' plain values: field names for messages and the date and passport rules. */

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
