import type { Application, ApplicationFields, ApplicationFieldsInput } from '@visadesk/contract';
import { DEFAULT_LOCALE } from '@visadesk/contract/plain';
import { toDateInputValue } from '../../lib/dates';

/** What the form holds: every applicant field as its inputs hold it. */
export type ApplicationFormValues = {
  [K in keyof Required<ApplicationFieldsInput>]: K extends 'isAdmin' ? boolean : string;
};

export const APPLICATION_FORM_FIELDS = [
  'surname',
  'givenN',
  'sex',
  'dob',
  'birthCity',
  'currentN',
  'identification',
  'nationalId',
  'company',
  'dutyDuration',
  'jobTitle',
  'salary',
  'passport',
  'issuedCountry',
  'phone',
  'email',
  'isAdmin',
  'passportExpiry',
  'visaExpiry',
  'permitExpiry',
  'assignedTo',
  'language',
] as const satisfies readonly (keyof ApplicationFormValues)[];

export const EMPTY_FORM_VALUES: ApplicationFormValues = {
  surname: '',
  givenN: '',
  sex: '',
  dob: '',
  birthCity: '',
  currentN: '',
  identification: '',
  nationalId: '',
  company: '',
  dutyDuration: '',
  jobTitle: '',
  salary: '',
  passport: '',
  issuedCountry: '',
  phone: '',
  email: '',
  isAdmin: false,
  passportExpiry: '',
  visaExpiry: '',
  permitExpiry: '',
  assignedTo: '',
  language: DEFAULT_LOCALE,
};

/**
 * The edit form's starting values: every field of the record, the date of birth included (the
 * original's edit form came up with it empty, since a date input only takes `YYYY-MM-DD`).
 */
export function formValuesOf(record: Application): ApplicationFormValues {
  return {
    surname: record.surname,
    givenN: record.givenN,
    sex: record.sex,
    dob: toDateInputValue(record.dob),
    birthCity: record.birthCity,
    currentN: record.currentN,
    identification: record.identification,
    nationalId: record.nationalId,
    company: record.company,
    dutyDuration: record.dutyDuration,
    jobTitle: record.jobTitle,
    salary: record.salary,
    passport: record.passport,
    issuedCountry: record.issuedCountry,
    phone: record.phone,
    email: record.email,
    isAdmin: record.isAdmin,
    passportExpiry: record.passportExpiry ?? '',
    visaExpiry: record.visaExpiry ?? '',
    permitExpiry: record.permitExpiry ?? '',
    assignedTo: record.assignedTo ?? '',
    language: record.language,
  };
}

/** The multipart body of an add or edit: the validated fields, and the photo when one was chosen. */
export function toFormData(fields: ApplicationFields, image: File | null): FormData {
  const body = new FormData();
  // An expiry (or the assignee) left empty is sent empty, which clears it.
  for (const name of APPLICATION_FORM_FIELDS) body.set(name, String(fields[name] ?? ''));
  if (image) body.set('image', image);
  return body;
}
