import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  CASE_OFFICE_LABELS,
  countryName,
  DOCUMENT_SLOTS,
  LABELS,
  languageLabel,
} from '@visadesk/contract/plain';
import type { ChangeWords } from '../components/change-words';

const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;
const COUNTRY_FIELDS = new Set(['currentN', 'issuedCountry']);

/** An application's fields in words: the form's names, the documents', and the status's. */
export const APPLICATION_CHANGE_WORDS: ChangeWords = {
  labels: {
    ...F,
    image: F.photo,
    ...Object.fromEntries(DOCUMENT_SLOTS.map(({ key, label }) => [key, label])),
    isStatus: V.statusField,
    pending: V.collectDate,
    approve: V.approveDate,
    assignedTo: V.assignedField,
    rejectionReason: CASE_OFFICE_LABELS.rejection.reason,
    rejectionNote: CASE_OFFICE_LABELS.rejection.note,
    rejectionShared: CASE_OFFICE_LABELS.rejection.shared,
  },
  files: new Set(['image', ...DOCUMENT_SLOTS.map(({ key }) => key)]),
  shown: (field, value) => {
    if (field === 'isStatus') return APPLICATION_STATUS_LABELS[value as ApplicationStatus];
    if (field === 'language') return languageLabel(value);
    return COUNTRY_FIELDS.has(field) ? countryName(value) : undefined;
  },
};
