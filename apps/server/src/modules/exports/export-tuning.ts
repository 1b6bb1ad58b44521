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
 * Bytes of sheet XML (as estimated by the XLSX writer) written before it lets the event loop turn.
 * exceljs's zip deflates the sheet in 64 KiB pieces on libuv's threadpool and takes the next piece
 * only when the loop turns, and nothing tells the writer how far behind it is: 250 rows a turn
 * (about 300 KiB) left the difference in memory, +705 MB at a million rows. Half a piece a turn
 * keeps the zip's queue empty (under 0.1 MB measured) and each turn a millisecond or two, so the
 * enquiry barely waits.
 */
export const XLSX_BYTES_PER_TURN = 32 * 1024;
