/**
 * How an export reads and writes, tuned for a million applications on a 2-core machine
 * (`npm run bench:export`; the figures are in docs/performance.md).
 */

/**
 * Rows read per page. Each page is short statements: on PGlite, whose one connection every
 * request shares, another request waits at most one of them (a few milliseconds for XLSX's rows,
 * about 20 for CSV's COPY at 1,000 rows) rather than the whole export. Larger pages save round
 * trips but lengthen that wait.
 */
export const EXPORT_PAGE_ROWS = 1_000;

/**
 * Bytes the file may hold unsent before the writer waits for the client: enough to keep the
 * socket busy, small enough that a slow client costs the server little memory.
 */
export const EXPORT_BUFFER_BYTES = 256 * 1024;

/**
 * Rows written before the writer lets other requests in. exceljs takes about 70 µs a row on the
 * main thread: a page of 1,000 at once held the enquiry's p99 at about 200 ms during an XLSX
 * export; 250 rows are under 20 ms.
 */
export const EXPORT_ROWS_PER_TURN = 250;
