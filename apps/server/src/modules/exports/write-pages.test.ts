import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeInTurns, writePages } from './write-pages.ts';

// A file whose client went away stops the reading of its pages (the database reader's `finally`
// runs), and a full buffer holds the next page back until the client takes the file.
describe('writePages', () => {
  it('stops reading pages once the file is destroyed, and waits while its buffer is full', async () => {
    const file = new PassThrough({ highWaterMark: 16 });
    let read = 0;
    let isStopped = false;
    async function* pages() {
      try {
        for (;;) {
          read++;
          yield ['a row of more than sixteen bytes'];
        }
      } finally {
        isStopped = true;
      }
    }
    let ended = false;
    writePages(
      file,
      pages(),
      (rows) => file.write(rows.join('')),
      async () => {
        ended = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nobody reads the file: one page filled its buffer, and no further page was read.
    expect(read).toBe(1);
    file.destroy();
    await expect.poll(() => isStopped).toBe(true);
    expect(read).toBe(1);
    expect(ended).toBe(false);
  });
});

// The XLSX writer's compression runs only as the event loop turns: rows are written in turns of
// a bounded weight, never a whole page at once.
describe('writeInTurns', () => {
  it('lets the event loop turn each time the rows written reach the turn weight', async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const seen: number[] = [];
    await writeInTurns(
      [1, 2, 3, 4, 5, 6, 7],
      () => 10,
      25,
      () => seen.push(turns),
    );
    ticking = false;
    const [a, , , b, , , c] = seen as [number, number, number, number, number, number, number];
    expect(seen).toEqual([a, a, a, b, b, b, c]);
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
  });
});
