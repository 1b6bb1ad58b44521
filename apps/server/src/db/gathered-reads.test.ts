import { describe, expect, it } from 'vitest';
import { createGatheredReads } from './gathered-reads.ts';

type Row = { key: string; n: number };

/** A database whose statements wait until released, so a test decides what is in flight. */
function heldDatabase(rows: Row[]) {
  const statements: { keys: string[]; release(): void; fail(reason: Error): void }[] = [];
  const readMany = (keys: string[]) =>
    new Promise<Row[]>((resolve, reject) => {
      statements.push({
        keys,
        release: () => resolve(rows.filter((row) => keys.includes(row.key))),
        fail: reject,
      });
    });
  return { statements, readMany, keyOf: (row: Row) => row.key };
}

const ROWS = [
  { key: 'a', n: 1 },
  { key: 'b', n: 2 },
  { key: 'c', n: 3 },
];

describe('createGatheredReads', () => {
  it('sends a lone read at once, and gathers the reads that come while it is out', async () => {
    const db = heldDatabase(ROWS);
    const read = createGatheredReads(db);
    const first = read('a');
    expect(db.statements.map((s) => s.keys)).toEqual([['a']]);
    const others = [read('b'), read('c'), read('b'), read('missing')];
    expect(db.statements).toHaveLength(1);
    db.statements[0]?.release();
    expect(await first).toEqual({ key: 'a', n: 1 });
    // The four that waited go as one statement, each key once.
    expect(db.statements[1]?.keys).toEqual(['b', 'c', 'missing']);
    db.statements[1]?.release();
    expect(await Promise.all(others)).toEqual([ROWS[1], ROWS[2], ROWS[1], undefined]);
  });

  it('keeps `inFlight` statements out, and no more than `maxKeys` keys in one', async () => {
    const db = heldDatabase(ROWS);
    const read = createGatheredReads({ ...db, inFlight: 2, maxKeys: 2 });
    const reads = ['a', 'b', 'c', 'a', 'b'].map(read);
    expect(db.statements.map((s) => s.keys)).toEqual([['a'], ['b']]);
    db.statements[0]?.release();
    await reads[0];
    // Both waiters of "a" ride with "c"; the second "b" waits for the next.
    expect(db.statements[2]?.keys).toEqual(['c', 'a']);
    db.statements[1]?.release();
    db.statements[2]?.release();
    await Promise.all(reads.slice(0, 4));
    expect(db.statements[3]?.keys).toEqual(['b']);
    db.statements[3]?.release();
    expect(await reads[4]).toEqual(ROWS[1]);
  });

  it('fails every read of a failed statement, and serves the next ones', async () => {
    const db = heldDatabase(ROWS);
    const read = createGatheredReads(db);
    const first = read('a');
    const waiting = [read('b'), read('c')];
    db.statements[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    db.statements[1]?.fail(new Error('still down'));
    await expect(Promise.all(waiting)).rejects.toThrow('still down');
    const later = read('c');
    db.statements[2]?.release();
    expect(await later).toEqual(ROWS[2]);
  });
});
