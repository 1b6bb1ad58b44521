import { PassThrough, type Readable } from 'node:stream';
import { APPLICATION_EXPORT_COLUMNS, LABELS } from '@visadesk/contract';
import ExcelJS from 'exceljs';
import { cellsOf, type ExportRow } from './export-rows.ts';
import { EXPORT_BUFFER_BYTES, XLSX_BYTES_PER_TURN } from './export-tuning.ts';
import { neutralise } from './neutralise.ts';
import { writeInTurns, writePages } from './write-pages.ts';

/** Each kind's number format: dates as dates, the phone as text (`@`) so Excel never reads a number. */
const NUMBER_FORMATS: Partial<Record<(typeof APPLICATION_EXPORT_COLUMNS)[number]['kind'], string>> = {
  date: 'yyyy-mm-dd',
  timestamp: 'yyyy-mm-dd hh:mm',
  phone: '@',
};

const KINDS = APPLICATION_EXPORT_COLUMNS.map(({ kind }) => kind);

/**
 * One style object per column, set on each of its cells. exceljs looks a style's id up by the
 * object (a WeakMap), and a cell made from its column's style gets a copy of its own, which it
 * then works out again: about 20 µs a row of the writer's time (`npm run bench:export`).
 */
const COLUMN_STYLES: Partial<ExcelJS.Style>[] = KINDS.map((kind) =>
  NUMBER_FORMATS[kind] ? { numFmt: NUMBER_FORMATS[kind] } : {},
);

/** Writes one row, its cells styled by their column's shared style, and commits it. */
function addRow(sheet: ExcelJS.Worksheet, cells: ExcelJS.CellValue[]) {
  const row = sheet.addRow(cells);
  row.eachCell((cell, column) => {
    cell.style = COLUMN_STYLES[column - 1] ?? {};
  });
  row.commit();
}

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

/** A cell's markup around its text (`<c r="AB1000000" s="3" t="inlineStr"><is><t>`...), rounded up. */
const CELL_MARKUP_BYTES = 64;

/** About how many bytes of sheet XML `cells` make: enough to pace the writer by (export-tuning.ts). */
const xmlBytes = (cells: ExcelJS.CellValue[]) =>
  cells.reduce<number>(
    (sum, cell) => sum + CELL_MARKUP_BYTES + (typeof cell === 'string' ? cell.length : 0),
    0,
  );

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
  sheet.columns = APPLICATION_EXPORT_COLUMNS.map(({ field, label }, i) => ({
    key: field,
    header: label,
    width: Math.max(12, label.length + 2),
    style: COLUMN_STYLES[i] ?? {},
  }));
  writePages(
    file,
    pages,
    (page) =>
      writeInTurns(page.map(xlsxCells), xmlBytes, XLSX_BYTES_PER_TURN, (cells) => addRow(sheet, cells)),
    async () => {
      sheet.commit();
      await workbook.commit();
    },
  );
  return file;
}
