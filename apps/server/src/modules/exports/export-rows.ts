import {
  APPLICATION_EXPORT_COLUMNS,
  APPLICATION_STATUS_LABELS,
  type ApplicationExportColumn,
  countryName,
  DOCUMENT_SLOTS,
} from '@visadesk/contract';
import { eq, sql } from 'drizzle-orm';
import { applications, users } from '../../db/schema.ts';
import type { RowSource } from '../../search/index.ts';

const documentKeys = sql.join(
  DOCUMENT_SLOTS.map(({ key }) => applications[key]),
  sql`, `,
);

/**
 * What an export reads of each application: its fields, who created it, and how many documents
 * it has. Never a file's key or URL: a file leaves the product through a signed link, not a sheet.
 */
export const EXPORT_ROWS = {
  key: 'export',
  columns: {
    reference: applications.reference,
    surname: applications.surname,
    givenN: applications.givenN,
    sex: applications.sex,
    dob: applications.dob,
    birthCity: applications.birthCity,
    currentN: applications.currentN,
    identification: applications.identification,
    nationalId: applications.nationalId,
    company: applications.company,
    dutyDuration: applications.dutyDuration,
    jobTitle: applications.jobTitle,
    salary: applications.salary,
    passport: applications.passport,
    issuedCountry: applications.issuedCountry,
    phone: applications.phone,
    email: applications.email,
    isStatus: applications.isStatus,
    pending: applications.pending,
    approve: applications.approve,
    passportExpiry: applications.passportExpiry,
    visaExpiry: applications.visaExpiry,
    permitExpiry: applications.permitExpiry,
    documents: sql<number>`num_nonnulls(${documentKeys})`.mapWith(Number),
    createdBy: users.name,
    createdAt: applications.createdAt,
  },
  joins: [{ table: users, on: eq(users.id, applications.createdBy) }],
} satisfies RowSource<unknown>;

/** The ids alone: the CSV export reads a page's ids, then COPY writes the page (csv-page.ts). */
export const EXPORT_IDS: RowSource<{ id: string }> = {
  key: 'export_ids',
  columns: { id: applications.id },
  joins: [],
};

/** One application as an export reads it. */
export type ExportRow = {
  [K in ApplicationExportColumn['field']]: ExportCell | boolean;
};

/**
 * A cell's value before a format writes it: text as the screens show it (a country's name, a
 * status's label), a calendar date as YYYY-MM-DD, an instant as a Date, a count as a number;
 * null when empty. Formula neutralising is the format's: XLSX keeps a phone number as text.
 */
export type ExportCell = string | number | Date | null;

/** The row's cells, in APPLICATION_EXPORT_COLUMNS order. */
export function cellsOf(row: ExportRow): ExportCell[] {
  return APPLICATION_EXPORT_COLUMNS.map(({ field, kind }) => {
    const value = row[field];
    if (value === null || value === undefined) return null;
    if (kind === 'country') return countryName(value as string);
    if (kind === 'status') return APPLICATION_STATUS_LABELS[value as keyof typeof APPLICATION_STATUS_LABELS];
    return value as ExportCell;
  });
}
