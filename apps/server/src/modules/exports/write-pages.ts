import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

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
 * Writes `rows` one by one with `write`, letting the event loop turn whenever the rows written
 * since the last turn weigh `turnWeight` by `weigh`: an await per row would cost more than
 * writing it, a whole page at once would keep other requests (and the writer's own compression)
 * waiting.
 */
export async function writeInTurns<Row>(
  rows: Row[],
  weigh: (row: Row) => number,
  turnWeight: number,
  write: (row: Row) => void,
): Promise<void> {
  let weight = 0;
  for (const row of rows) {
    if (weight >= turnWeight) {
      await nextTurn();
      weight = 0;
    }
    write(row);
    weight += weigh(row);
  }
}
