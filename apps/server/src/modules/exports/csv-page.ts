import {
  APPLICATION_EXPORT_COLUMNS,
  APPLICATION_STATUS_LABELS,
  COUNTRY_OPTIONS,
  countryName,
  DOCUMENT_SLOTS,
  type ExportColumnKind,
  OBJECT_ID_PATTERN,
} from '@visadesk/contract';
import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { CopyOut } from '../../db/copy-out.ts';
import { applications, users } from '../../db/schema.ts';
import { readAllMatches, type SearchFilters } from '../../search/index.ts';
import { crlfRecords } from './crlf-records.ts';
import { EXPORT_IDS } from './export-rows.ts';
import { EXPORT_PAGE_ROWS } from './export-tuning.ts';
import { FORMULA_STARTS, neutralise } from './neutralise.ts';

/**
 * A page of the CSV export as PostgreSQL writes it with COPY: the cells cellsOf gives
 * (export-rows.ts), neutralised, worked out in SQL so the server's thread only forwards bytes
 * (csv-page.test.ts holds the two to the same bytes). COPY takes no parameters: the statement
 * holds only constants from the contract and the page's ids, each checked to be an id.
 */

const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\t': '\\t', '\r': '\\r', '\n': '\\n' };

/** A string constant, whatever standard_conforming_strings says, its control characters escaped. */
const literal = (value: string) => `E'${value.replace(/[\\'\t\r\n]/g, (c) => ESCAPES[c] ?? c)}'`;

const column = (table: string, { name }: PgColumn) => `${table}."${name}"`;

/**
 * As neutralise.ts, in SQL; and an empty text as NULL, which COPY writes as nothing, as a CSV
 * writer writes an empty cell (COPY writes an empty text as "" to tell it from NULL).
 */
const neutralised = (value: string) =>
  `CASE WHEN left(${value}, 1) IN (${FORMULA_STARTS.map(literal).join(', ')}) THEN '''' || ${value} ELSE nullif(${value}, '') END`;

type Field = (typeof APPLICATION_EXPORT_COLUMNS)[number]['field'];

/** A field's value in the statement below (`a`: the application, `u`: who created it). */
function fieldValue(field: Field): string {
  if (field === 'documents')
    return `num_nonnulls(${DOCUMENT_SLOTS.map(({ key }) => column('a', applications[key])).join(', ')})`;
  if (field === 'createdBy') return column('u', users.name);
  return column('a', applications[field]);
}

/** Each kind's cell; a country's column is joined to its names as `c_<field>`. */
const CELLS: Record<ExportColumnKind, (value: string, field: Field) => string> = {
  text: neutralised,
  phone: neutralised,
  // The names and labels are the contract's, neutralised here once; a value without one is shown as it is.
  country: (value, field) => `coalesce(c_${field}.name, ${neutralised(value)})`,
  status: (value) =>
    `CASE ${value} ${Object.entries(APPLICATION_STATUS_LABELS)
      .map(([status, label]) => `WHEN ${literal(status)} THEN ${literal(neutralise(label))}`)
      .join(' ')} ELSE ${neutralised(value)} END`,
  // A date as PostgreSQL writes it (ISO, YYYY-MM-DD), as the rows read it; an instant as toISOString().
  date: (value) => value,
  timestamp: (value) => `to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  count: (value) => value,
};

const COUNTRY_NAMES = COUNTRY_OPTIONS.map(
  ({ code }) => `(${literal(code)}, ${literal(neutralise(countryName(code)))})`,
).join(', ');

const COUNTRY_JOINS = APPLICATION_EXPORT_COLUMNS.filter(({ kind }) => kind === 'country')
  .map(({ field }) => `LEFT JOIN country_names c_${field} ON c_${field}.code = ${fieldValue(field)}`)
  .join(' ');

const SELECT = `WITH country_names(code, name) AS (VALUES ${COUNTRY_NAMES})
SELECT ${APPLICATION_EXPORT_COLUMNS.map(({ field, kind }) => CELLS[kind](fieldValue(field), field)).join(', ')}
FROM "${getTableName(applications)}" a
LEFT JOIN "${getTableName(users)}" u ON ${column('u', users.id)} = ${column('a', applications.createdBy)}
${COUNTRY_JOINS}`;

/** COPY's options: RFC 4180 quoting (COPY ends a record with LF alone: see crlf-records.ts). */
export const CSV_COPY_OPTIONS = "FORMAT csv, ENCODING 'UTF8'";

/** The query COPY runs for a page: these applications, newest first, as the page read them. */
export function csvPageQuery(ids: string[]): string {
  for (const id of ids) if (!OBJECT_ID_PATTERN.test(id)) throw new Error(`not an application id: ${id}`);
  return `${SELECT}
WHERE ${column('a', applications.id)} = ANY('{${ids.join(',')}}'::text[])
ORDER BY ${column('a', applications.id)} DESC`;
}

/** An export's page as the file writes it: its records, CRLF-ended, and how many there are. */
export type CsvPage = { csv: Buffer; rows: number };

/**
 * Every page of the CSV export of `query`: the ids of a page read as the list finds them (the
 * search's own statements, with the filters and the term bound as parameters), then that page
 * written by COPY. Two short statements a page, so PGlite's one connection is never held long.
 */
export async function* readCsvPages(
  db: Db,
  copyOut: CopyOut,
  query: SearchFilters & { search: string },
): AsyncGenerator<CsvPage> {
  for await (const page of readAllMatches(db, query, EXPORT_IDS, EXPORT_PAGE_ROWS)) {
    const written = await copyOut(csvPageQuery(page.map(({ id }) => id)), CSV_COPY_OPTIONS);
    const csv = crlfRecords(written);
    // Each record gained one byte, its CR.
    yield { csv, rows: csv.length - written.length };
  }
}
