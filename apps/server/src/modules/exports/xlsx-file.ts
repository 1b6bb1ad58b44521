import { PassThrough, type Readable } from 'node:stream';
import { APPLICATION_EXPORT_COLUMNS, LABELS } from '@visadesk/contract';
import ExcelJS from 'exceljs';
import { cellsOf, type ExportRow } from './export-rows.ts';
import { EXPORT_BUFFER_BYTES } from './export-tuning.ts';
import { neutralise } from './neutralise.ts';
import { writePages } from './write-pages.ts';

/** Each kind's number format: dates as dates, the phone as text (`@`) so Excel never reads a number. */
const NUMBER_FORMATS: Partial<Record<(typeof APPLICATION_EXPORT_COLUMNS)[number]['kind'], string>> = {
  date: 'yyyy-mm-dd',
  timestamp: 'yyyy-mm-dd hh:mm',
  phone: '@',
};

const KINDS = APPLICATION_EXPORT_COLUMNS.map(({ kind }) => kind);

/**
 * A row's cells as XLSX values: a calendar date as a date (midnight UTC, which Excel's serial days
 * count in), text neutralised; the phone number alone is left as it is, since a string cell is
 * never a formula and `+971...` is how it is dialled.
 */
function xlsxCells(row: ExportRow): ExcelJS.CellValue[] {
  return cellsOf(row).map((cell, i) => {
    if (typeof cell !== 'string') return cell;
    if (KINDS[i] === 'date') return new Date(`${cell}T00:00:00Z`);
    return KINDS[i] === 'phone' ? cell : neutralise(cell);
  });
}

/**
 * The rows as an XLSX workbook of one sheet, written by exceljs's streaming writer: each row is
 * committed as written, and the writer waits while the file's buffer is full. Destroying the
 * file stops the reading of `pages`.
 */
export function xlsxFile(pages: AsyncIterable<ExportRow[]>): Readable {
  const file = new PassThrough({ highWaterMark: EXPORT_BUFFER_BYTES });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(LABELS.applications.title);
  sheet.columns = APPLICATION_EXPORT_COLUMNS.map(({ field, label, kind }) => ({
    key: field,
    header: label,
    width: Math.max(12, label.length + 2),
    style: NUMBER_FORMATS[kind] ? { numFmt: NUMBER_FORMATS[kind] } : {},
  }));
  writePages(
    file,
    pages,
    (row) => sheet.addRow(xlsxCells(row)).commit(),
    async () => {
      sheet.commit();
      await workbook.commit();
    },
  );
  return file;
}
