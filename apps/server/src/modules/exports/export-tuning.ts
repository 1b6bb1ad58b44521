/**
 * How an export reads and writes, tuned for a million applications on a 2-core machine
 * (`npm run bench:export`; the figures are in docs/performance.md).
 */

/**
 * Rows read per page. Each page is short statements: on PGlite, whose one connection every
 * request shares, another request waits at most one of them (a few milliseconds for XLSX's rows,
 * about 40 for CSV's COPY at 2,000 rows) rather than the whole export. At a million rows on PGlite,
 * 2,000-row pages wrote CSV 8-10% faster than 1,000 (the round trips are the database thread's
 * time) and kept the enquiry's p99 at 60-65 ms, under its 100 ms target; larger pages lengthen
 * that wait further.
 */
export const EXPORT_PAGE_ROWS = 2_000;

/**
 * Bytes the file may hold unsent before the writer waits for the client: enough to keep the
 * socket busy, small enough that a slow client costs the server little memory.
 */
export const EXPORT_BUFFER_BYTES = 256 * 1024;

/**
 * Bytes of sheet XML (as estimated by the XLSX writer) written before it lets the event loop turn.
 * exceljs's zip deflates the sheet in 64 KiB pieces on libuv's threadpool and takes the next piece
 * only when the loop turns, and nothing tells the writer how far behind it is: 250 rows a turn
 * (about 300 KiB) left the difference in memory, +705 MB at a million rows. Half a piece a turn
 * keeps the zip's queue empty (under 0.1 MB measured) and each turn a millisecond or two, so the
 * enquiry barely waits.
 */
export const XLSX_BYTES_PER_TURN = 32 * 1024;
