import { z } from 'zod';
import { ApplicationListQuerySchema } from './applications.ts';
import { BULK_MAX_IDS, CASE_OFFICE_LABELS, CASE_OFFICE_MESSAGES } from './case-office.ts';
import { DOCUMENT_SLOTS } from './constants.ts';
import { EXPORT_FORMATS } from './export-files.ts';
import { LABELS } from './labels/index.ts';
import { OBJECT_ID_PATTERN } from './object-ids.ts';
import { text } from './text.ts';

const ID_LIST = new RegExp(
  `^${OBJECT_ID_PATTERN.source.slice(1, -1)}(,${OBJECT_ID_PATTERN.source.slice(1, -1)})*$`,
);

/**
 * GET exportApplications: the list's own query (every filter it takes, whatever is added to it),
 * and the format. Paging is not the export's: every match is written.
 */
export const ApplicationExportQuerySchema = ApplicationListQuerySchema.omit({
  page: true,
  limit: true,
}).extend({
  format: z.enum(EXPORT_FORMATS).describe('csv (UTF-8 with a BOM) or xlsx'),
  /** The list's selected rows: only these, still under the other filters. */
  ids: text(CASE_OFFICE_MESSAGES.bulkIds)
    .regex(ID_LIST, { error: CASE_OFFICE_MESSAGES.bulkIds })
    .transform((list) => [...new Set(list.split(','))])
    .pipe(z.array(z.string()).max(BULK_MAX_IDS, { error: CASE_OFFICE_MESSAGES.bulkIds }))
    .optional()
    .describe(`Only these applications (the list's selection): up to ${BULK_MAX_IDS} ids, comma-separated.`),
});
export type ApplicationExportQuery = z.input<typeof ApplicationExportQuerySchema>;

/**
 * How a column's value is written: `text` as it is (neutralised if a spreadsheet would run it);
 * `phone` typed as text in XLSX; `date` a calendar date (a date cell in XLSX, YYYY-MM-DD in CSV);
 * `country` an ISO code shown as the country's name, as the screens show it; `status` as the
 * screens name it; `timestamp` an instant (a date cell in XLSX, ISO 8601 in CSV); `count` a number.
 */
export type ExportColumnKind = 'text' | 'phone' | 'date' | 'country' | 'status' | 'timestamp' | 'count';

const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;

/** The export's columns in order: the field each reads and its human name, from the screens' labels. */
export const APPLICATION_EXPORT_COLUMNS = [
  { field: 'reference', label: CASE_OFFICE_LABELS.reference, kind: 'text' },
  { field: 'surname', label: F.surname, kind: 'text' },
  { field: 'givenN', label: F.givenN, kind: 'text' },
  { field: 'sex', label: F.sex, kind: 'text' },
  { field: 'dob', label: F.dob, kind: 'date' },
  { field: 'birthCity', label: F.birthCity, kind: 'text' },
  { field: 'currentN', label: F.currentN, kind: 'country' },
  { field: 'identification', label: F.identification, kind: 'text' },
  { field: 'nationalId', label: F.nationalId, kind: 'text' },
  { field: 'company', label: F.company, kind: 'text' },
  { field: 'dutyDuration', label: F.dutyDuration, kind: 'text' },
  { field: 'jobTitle', label: F.jobTitle, kind: 'text' },
  { field: 'salary', label: F.salary, kind: 'text' },
  { field: 'passport', label: F.passport, kind: 'text' },
  { field: 'issuedCountry', label: F.issuedCountry, kind: 'country' },
  { field: 'phone', label: F.phone, kind: 'phone' },
  { field: 'email', label: F.email, kind: 'text' },
  { field: 'isStatus', label: V.status, kind: 'status' },
  { field: 'pending', label: V.collectDate, kind: 'date' },
  { field: 'approve', label: V.approveDate, kind: 'date' },
  { field: 'passportExpiry', label: F.passportExpiry, kind: 'date' },
  { field: 'visaExpiry', label: F.visaExpiry, kind: 'date' },
  { field: 'permitExpiry', label: F.permitExpiry, kind: 'date' },
  {
    field: 'documents',
    label: LABELS.applicationExport.documentsColumn(DOCUMENT_SLOTS.length),
    kind: 'count',
  },
  { field: 'createdBy', label: V.createdBy, kind: 'text' },
  { field: 'createdAt', label: LABELS.applicationExport.createdAtColumn, kind: 'timestamp' },
] as const satisfies readonly { field: string; label: string; kind: ExportColumnKind }[];
export type ApplicationExportColumn = (typeof APPLICATION_EXPORT_COLUMNS)[number];
