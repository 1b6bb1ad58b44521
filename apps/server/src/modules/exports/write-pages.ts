import type { Writable } from 'node:stream';

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
 * Writes each page's rows with `write`, a page at a time and synchronously (an await per row
 * would cost more than writing it), then waits while `file`'s buffer is full: the next page is
 * read only as the client takes the file. `end` closes the file once every page is written.
 * Once `file` is destroyed (the client went away) the pages stop, and their reader with them;
 * a failure destroys the file with it.
 */
export function writePages<Row>(
  file: Writable,
  pages: AsyncIterable<Row[]>,
  write: (row: Row) => void,
  end: () => Promise<unknown>,
): void {
  const run = async () => {
    for await (const page of pages) {
      for (const row of page) write(row);
      if (file.writableNeedDrain && (await drained(file))) return;
      if (file.destroyed) return;
    }
    await end();
  };
  run().catch((error: Error) => file.destroy(error));
}
