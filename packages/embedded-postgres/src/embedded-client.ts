import type { QueryOptions, Results } from '@electric-sql/pglite';

/** What a statement runs on: the client, or a transaction opened on it. */
export type Queryable = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
};

/**
 * The part of PGlite's interface the embedded database gives back, on its thread or in-process:
 * what drizzle's PGlite driver calls (`query`, `exec`, `transaction`), the same on both.
 */
export type EmbeddedClient = Queryable & {
  /** As PGlite's: commits when `fn` resolves, rolls back when it throws or calls `rollback()`. */
  transaction<T>(fn: (tx: Queryable & { rollback(): Promise<void> }) => Promise<T>): Promise<T>;
  /**
   * The output of `COPY (query) TO ... WITH (options)`, written by the database itself (PGlite's
   * public `/dev/blob`): a query's rows as CSV, say, without reading them row by row. `query` and
   * `options` are SQL text: COPY takes no parameters.
   */
  copyOut(query: string, options: string): Promise<Uint8Array>;
  readonly waitReady: Promise<void>;
  close(): Promise<void>;
};
