import type { Readable } from 'node:stream';
import type { ExportFormat } from '@visadesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CopyOut } from '../../db/copy-out.ts';
import { readAllMatches, type SearchFilters } from '../../search/index.ts';
import { csvFile } from './csv-file.ts';
import { readCsvPages } from './csv-page.ts';
import type { ExportRecord } from './export-log.ts';
import { EXPORT_ROWS, type ExportRow } from './export-rows.ts';
import { EXPORT_PAGE_ROWS } from './export-tuning.ts';
import { xlsxFile } from './xlsx-file.ts';

/** What an export reads through: the database, and its COPY for the CSV. */
export type ExportSource = { db: Db; copyOut: CopyOut };

/**
 * The file of every application `query` lets through, read a page at a time as the client takes
 * it. Once the response has ended, `record` is finished: the rows sent when the file went out
 * whole, null when it did not (the client went away, or reading failed: logged with the rows so
 * far). The reader stops with the file either way.
 */
export function exportFile(
  source: ExportSource,
  query: SearchFilters & { search: string },
  format: ExportFormat,
  response: { once: (event: 'close' | 'finish', listener: () => void) => unknown },
  record: ExportRecord,
  log: FastifyBaseLogger,
): Readable {
  let rows = 0;
  async function* csvPages() {
    for await (const page of readCsvPages(source.db, source.copyOut, query)) {
      rows += page.rows;
      yield page.csv;
    }
  }
  async function* rowPages() {
    for await (const page of readAllMatches(source.db, query, EXPORT_ROWS, EXPORT_PAGE_ROWS)) {
      rows += page.length;
      yield page as ExportRow[];
    }
  }
  const file = format === 'csv' ? csvFile(csvPages()) : xlsxFile(rowPages());
  let failure: Error | undefined;
  file.on('error', (error) => {
    failure = error;
  });
  let isRecorded = false;
  const finish = (isWhole: boolean) => {
    if (isRecorded) return;
    isRecorded = true;
    if (!isWhole) log.warn({ err: failure, rows, format }, 'export not sent whole');
    record
      .finish(isWhole ? rows : null)
      .catch((error) => log.error({ err: error }, 'export record not finished'));
  };
  // 'finish': the whole response was handed to the system; 'close' before it: it never will be.
  response.once('finish', () => finish(!failure));
  response.once('close', () => finish(false));
  return file;
}
