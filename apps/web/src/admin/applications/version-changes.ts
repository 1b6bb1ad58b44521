import type { FieldChange } from '@visadesk/contract';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  countryName,
  DOCUMENT_SLOTS,
  LABELS,
} from '@visadesk/contract/plain';

const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;

/** Each field's name on screen: the form's, the documents', and the ones the form does not edit. */
const FIELD_LABELS: Record<string, string> = {
  ...F,
  image: F.photo,
  ...Object.fromEntries(DOCUMENT_SLOTS.map(({ key, label }) => [key, label])),
  isStatus: V.statusField,
  pending: V.collectDate,
  approve: V.approveDate,
  assignedTo: V.assignedField,
};
const FILE_FIELDS = new Set(['image', ...DOCUMENT_SLOTS.map(({ key }) => key)]);
const COUNTRY_FIELDS = new Set(['currentN', 'issuedCountry']);

function shown(field: string, value: FieldChange['from']): string {
  if (value === null || value === '') return LABELS.common.noValue;
  if (field === 'isStatus') return APPLICATION_STATUS_LABELS[value as ApplicationStatus] ?? String(value);
  if (COUNTRY_FIELDS.has(field)) return countryName(String(value));
  if (typeof value === 'boolean') return value ? V.yes : V.no;
  return String(value);
}

/** One change in words: "Surname: Okafor → Mensah", "LMIA 1 added". */
export function changeInWords({ field, from, to }: FieldChange): string {
  const label = FIELD_LABELS[field] ?? field;
  if (FILE_FIELDS.has(field)) {
    if (!from) return V.fileAdded(label);
    return to ? V.fileReplaced(label) : V.fileRemoved(label);
  }
  return `${label}: ${shown(field, from)} → ${shown(field, to)}`;
}
