import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { EXPORT_ROWS_PER_TURN } from './export-tuning.ts';

/** Resolves once `stream` has room again, or is gone (then true: stop writing). */
const drained = (stream: Writable) =>
  new Promise<boolean>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve(stream.destroyed);
    };
    stream.on('drain', done).on('close', done);
  });

/**
 * Writes each page with `write`, then waits while `file`'s buffer is full: the next page is read
 * only as the client takes the file. `end` closes the file once every page is written.
 * Once `file` is destroyed (the client went away) the pages stop, and their reader with them;
 * a failure destroys the file with it.
 */
export function writePages<Page>(
  file: Writable,
  pages: AsyncIterable<Page>,
  write: (page: Page) => unknown,
  end: () => Promise<unknown>,
): void {
  const run = async () => {
    for await (const page of pages) {
      await write(page);
      if (file.writableNeedDrain && (await drained(file))) return;
      if (file.destroyed) return;
    }
    await end();
  };
  run().catch((error: Error) => file.destroy(error));
}

/**
 * Writes `rows` with `write`, EXPORT_ROWS_PER_TURN at a time (an await per row would cost more
 * than writing it; a whole page at once would keep other requests waiting): `write` makes one
 * chunk of them, so the response and its compression handle a chunk per turn, not one per row.
 */
export async function writeInTurns<Row>(rows: Row[], write: (rows: Row[]) => void): Promise<void> {
  for (let from = 0; from < rows.length; from += EXPORT_ROWS_PER_TURN) {
    if (from > 0) await nextTurn();
    write(rows.slice(from, from + EXPORT_ROWS_PER_TURN));
  }
}
