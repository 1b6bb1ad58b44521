/**
 * The one place that uses PGlite's private (underscore) API. PGlite is 0.x and these members are
 * not part of its contract: an upgrade can rename or change them without a type error, so
 * `pglite-internals.test.ts` pins the version they were checked against. Upgrading PGlite means
 * re-checking what is written here, then changing PINNED_PGLITE_VERSION.
 */
import type { PGlite } from '@electric-sql/pglite';

/** The PGlite version the members below were read against (its `dist/index.js`). */
export const PINNED_PGLITE_VERSION = '0.5.16';

type Internals = {
  /** Throws once PGlite is closing or closed; otherwise waits until it is ready. */
  _checkReady(): Promise<void>;
  /** PGlite's transaction lock: `query()`, `exec()` and `transaction()` all take it. */
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

export const PRIVATE_MEMBERS = ['_checkReady', '_runExclusiveTransaction'] as const;

/**
 * Runs `fn` as PGlite runs a `query()`: after an open transaction ends, never inside it, and
 * alone. The public `runExclusive()` takes only the query lock, which an open transaction
 * releases between its statements: a batch sent under it alone ran inside another caller's
 * transaction (the test "waits for an open transaction" fails with it). PGlite 0.5 offers no
 * public way to take the transaction lock, hence `_runExclusiveTransaction`; `_checkReady` gives
 * the same "PGlite is closing" refusal as PGlite's own query path.
 */
export async function runAsQuery<T>(pg: PGlite, fn: () => Promise<T>): Promise<T> {
  const internals = pg as unknown as Internals;
  await internals._checkReady();
  return internals._runExclusiveTransaction(() => pg.runExclusive(fn));
}
