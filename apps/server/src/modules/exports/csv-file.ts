import { PassThrough, type Readable } from 'node:stream';
import { APPLICATION_EXPORT_COLUMNS } from '@visadesk/contract';
import { stringify } from 'csv-stringify/sync';
import { EXPORT_BUFFER_BYTES } from './export-tuning.ts';
import { writePages } from './write-pages.ts';

/** The byte order mark (Excel then reads the file as UTF-8) and the columns' human names. */
const HEADER = stringify([], {
  columns: APPLICATION_EXPORT_COLUMNS.map(({ label }) => label),
  header: true,
  bom: true,
  record_delimiter: 'windows',
});

/**
 * The CSV file: UTF-8 with a byte order mark, RFC 4180 (CRLF line ends, quoted as needed), a
 * header of the columns' human names, then `pages`, each a page of records as the database wrote
 * them (csv-page.ts). Read as the client takes it: a page is read only while the file's buffer
 * has room. Destroying the file stops the reading of `pages`.
 */
export function csvFile(pages: AsyncIterable<Uint8Array>): Readable {
  const file = new PassThrough({ highWaterMark: EXPORT_BUFFER_BYTES });
  file.write(HEADER);
  writePages(
    file,
    pages,
    (page) => file.write(page),
    async () => file.end(),
  );
  return file;
}
