/**
 * Reads of one row by key, gathered into one statement while the database is busy. A read goes at
 * once when fewer than `inFlight` statements are out; otherwise its key waits for the next
 * statement, which takes every key that waited (up to `maxKeys`). A lone request pays no added
 * wait, and under load a statement serves many requests: its fixed cost (the hand-over to the
 * database, the protocol, the executor's start) dominates a one-row read on the embedded
 * database. Measured in docs/performance.md (`npm run bench:request-cost`).
 */
export type GatheredReadsOptions<R> = {
  /** The rows of any of these keys (distinct, at most `maxKeys`), in any order. */
  readMany(keys: string[]): Promise<R[]>;
  /** The key a row answers. */
  keyOf(row: R): string;
  /** Statements out at once; with one (the enquiry's, on both engines) each gathers the most keys. */
  inFlight?: number;
  maxKeys?: number;
};

type Waiter<R> = { key: string; resolve(row: R | undefined): void; reject(reason: unknown): void };

export function createGatheredReads<R>({
  readMany,
  keyOf,
  inFlight = 1,
  maxKeys = 64,
}: GatheredReadsOptions<R>): (key: string) => Promise<R | undefined> {
  let waiting: Waiter<R>[] = [];
  let out = 0;

  function send() {
    while (out < inFlight && waiting.length > 0) {
      const batch = takeBatch();
      out++;
      read(batch).then(
        (rows) => {
          answered();
          const byKey = new Map(rows.map((row) => [keyOf(row), row]));
          for (const waiter of batch) waiter.resolve(byKey.get(waiter.key));
        },
        (reason) => {
          answered();
          for (const waiter of batch) waiter.reject(reason);
        },
      );
    }
  }

  // The next statement goes out before this one's rows are handed on, so the database has work.
  function answered() {
    out--;
    send();
  }

  async function read(batch: Waiter<R>[]): Promise<R[]> {
    return readMany([...new Set(batch.map((waiter) => waiter.key))]);
  }

  // Whole keys: waiters of one key never straddle two statements, so a batch stays within maxKeys.
  function takeBatch(): Waiter<R>[] {
    const keys = new Set<string>();
    const batch: Waiter<R>[] = [];
    const rest: Waiter<R>[] = [];
    for (const waiter of waiting) {
      if (keys.has(waiter.key) || keys.size < maxKeys) {
        keys.add(waiter.key);
        batch.push(waiter);
      } else rest.push(waiter);
    }
    waiting = rest;
    return batch;
  }

  return (key) =>
    new Promise<R | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      send();
    });
}
