import type { Readable } from 'node:stream';
import { APPLICATION_EXPORT_COLUMNS } from '@visadesk/contract';
import { stringify } from 'csv-stringify';
import { cellsOf, type ExportRow } from './export-rows.ts';
import { EXPORT_BUFFER_BYTES } from './export-tuning.ts';
import { neutralise } from './neutralise.ts';
import { writePages } from './write-pages.ts';

/**
 * A CSV cell as text: dates as YYYY-MM-DD (as stored), instants as ISO 8601, text neutralised.
 * The phone column too: a CSV cell has no type, and OWASP's rule is applied to every cell alike.
 */
const csvCell = (cell: ReturnType<typeof cellsOf>[number]): string | number | null =>
  typeof cell === 'string' ? neutralise(cell) : cell instanceof Date ? cell.toISOString() : cell;

/**
 * The rows as a CSV file: UTF-8 with a byte order mark (Excel then reads it as UTF-8), RFC 4180
 * (CRLF line ends, quoted as needed), a header of the columns' human names. Read as the client
 * takes it: a page is read only while the file's buffer has room. Destroying the file stops
 * the reading of `pages`.
 */
export function csvFile(pages: AsyncIterable<ExportRow[]>): Readable {
  const file = stringify({
    bom: true,
    header: true,
    columns: APPLICATION_EXPORT_COLUMNS.map(({ label }) => label),
    record_delimiter: 'windows',
    highWaterMark: EXPORT_BUFFER_BYTES,
  });
  writePages(
    file,
    pages,
    (row) => file.write(cellsOf(row).map(csvCell)),
    async () => file.end(),
  );
  return file;
}
