import { PassThrough, type Readable } from 'node:stream';
import { APPLICATION_EXPORT_COLUMNS } from '@visadesk/contract';
import { type Options, stringify } from 'csv-stringify/sync';
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

const OPTIONS: Options = {
  columns: APPLICATION_EXPORT_COLUMNS.map(({ label }) => label),
  record_delimiter: 'windows',
};

/**
 * The rows as a CSV file: UTF-8 with a byte order mark (Excel then reads it as UTF-8), RFC 4180
 * (CRLF line ends, quoted as needed), a header of the columns' human names. csv-stringify writes
 * each turn's rows as one chunk (its streaming API makes a chunk per row, which the response and
 * its compression then handle one by one). Read as the client takes it: a page is read only while
 * the file's buffer has room. Destroying the file stops the reading of `pages`.
 */
export function csvFile(pages: AsyncIterable<ExportRow[]>): Readable {
  const file = new PassThrough({ highWaterMark: EXPORT_BUFFER_BYTES });
  let isFirst = true;
  const write = (rows: ExportRow[]) => {
    file.write(
      stringify(
        rows.map((row) => cellsOf(row).map(csvCell)),
        { ...OPTIONS, bom: isFirst, header: isFirst },
      ),
    );
    isFirst = false;
  };
  writePages(file, pages, write, async () => {
    // No row at all: the file is the header alone.
    if (isFirst) write([]);
    file.end();
  });
  return file;
}
