import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { messages, type QueryOptions, type Results, types } from '@electric-sql/pglite';
import type { EmbeddedClient, Queryable } from './embedded-client.ts';
import type { ExtensionName } from './extensions.ts';
import { parseReply } from './pglite-wire.ts';
import { settingsWith } from './settings.ts';

/** What a database thread opens: its cluster, its `postgresql.conf` lines and its extensions. */
export type ThreadData = { dataDir: string; settings: string[]; extensions: ExtensionName[] };

export type WorkerRequest = { id: number } & (
  | {
      op: 'query';
      text: string;
      params: unknown[];
      /** Inside a transaction only (the thread reads the rows); otherwise the reply comes back raw. */
      rowMode?: 'array' | 'object';
      rawTypes?: number[];
      tx?: number;
    }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'copyOut'; query: string; options: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
);
type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
export type WorkerReply = {
  id: number;
  value?: unknown;
  error?: Record<string, unknown> & { message: string };
};

type Parser = (value: string, typeId: number) => unknown;
type ArrayElementParser = Parameters<typeof types.arrayParser>[1];

/** The array types PGlite gives parsers to at start (the same query as its own). */
const ARRAY_TYPES = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;

/**
 * Memory the database thread does without, so the server stays small:
 * - V8 compiled PGlite's hot functions on four threads at once, and the C library kept each
 *   thread's freed compiler memory: 65-125 MB. With one compilation thread it keeps about 45 MB.
 * - The thread mostly runs WebAssembly, whose memory V8 does not manage. Its JavaScript heap needs
 *   only a small young generation (8 MB instead of 32).
 */
const DATABASE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * A bundle has the worker beside it, as `pglite-thread.mjs` (apps/server/build.mjs makes it from
 * this package's pglite-thread.ts). From the TypeScript sources (tests, `npm run dev`) the worker
 * first registers tsx, since a worker's execArgv cannot take `--import`.
 */
export function startDatabaseThread(workerData: ThreadData): Worker {
  // Process-wide, read when a WebAssembly module is compiled.
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData,
      resourceLimits: DATABASE_THREAD_LIMITS,
    });
  // tsx's ESM entry, from its exports map (require.resolve would give the CommonJS one).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const api = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default;
  const tsx = pathToFileURL(path.join(path.dirname(manifest), api)).href;
  const entry = new URL('./pglite-thread.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData, resourceLimits: DATABASE_THREAD_LIMITS });
}

/** The worker's error, rebuilt: a database error keeps its code and constraint for the services. */
function toError(fields: NonNullable<WorkerReply['error']>): Error {
  const error =
    typeof fields.code === 'string'
      ? new messages.DatabaseError(fields.message, 0, 'error')
      : new Error(fields.message);
  return Object.assign(error, fields);
}

/**
 * Inside a transaction (PGlite's own query path on the thread), applies the caller's own parsers
 * (drizzle keeps dates and timestamps as text): the thread runs its default parsers on every
 * other column and leaves these raw.
 */
function applyParsers<T>(results: Results<T>, parsers: Record<number, Parser>): Results<T> {
  const columns = results.fields.flatMap((field, i) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ i, name: field.name, type: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[])
    for (const column of columns) {
      const key = Array.isArray(row) ? column.i : column.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = column.parse(value, column.type);
    }
  return results;
}

export type WorkerPGliteOptions = {
  /** Told when the thread stopped unexpectedly and a new one is starting on the same data. */
  onRestart?: (error: Error) => void;
  /** `postgresql.conf` lines, the package's own included (settings.ts). */
  settings?: string[];
  extensions?: ExtensionName[];
  /** Starts the thread; tests wrap it to stop a thread as a crash would. */
  startThread?: (workerData: ThreadData) => Worker;
};

/**
 * PGlite on a worker thread, with the part of PGlite's interface the server uses (drizzle's
 * `query`, `exec` and `transaction`). Queries and transactions behave as on PGlite itself: the
 * worker runs them one at a time, and a transaction holds the database until it ends.
 *
 * A thread that stops unexpectedly (PGlite aborting, out of memory) fails what it was running and
 * is replaced by a new one on the same data, which recovers from the write-ahead log as after a
 * kill -9. A thread that stops before it is ready is not replaced: that is a database that cannot
 * open, and every query then fails with its error.
 */
export class WorkerPGlite implements EmbeddedClient {
  readonly #dataDir: string;
  readonly #options: WorkerPGliteOptions;
  #worker!: Worker;
  /** Settles when the thread in service is ready or failed to start; a restart replaces it. */
  #ready!: Promise<void>;
  #threadReady = false;
  /** Counts threads, so a transaction never sends its work to a thread that did not open it. */
  #generation = 0;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #failure: Error | undefined;
  #closing = false;
  #lastReply = Date.now();
  /** PGlite's parsers by type, as the database thread's client has them: replies are read here. */
  readonly #parsers: Record<number, Parser> = { ...(types.parsers as Record<number, Parser>) };
  readonly waitReady: Promise<void>;

  constructor(dataDir: string, options: WorkerPGliteOptions = {}) {
    this.#dataDir = dataDir;
    this.#options = options;
    this.#startThread();
    this.waitReady = this.#ready.then(async () => {
      if (this.#failure) throw this.#failure;
      const arrays = await this.query<{ oid: number; typarray: number }>(ARRAY_TYPES);
      // An element type without a parser (text) leaves the elements as strings, as in PGlite.
      for (const { oid, typarray } of arrays.rows)
        this.#parsers[typarray] = (value) =>
          types.arrayParser(value, this.#parsers[oid] as ArrayElementParser, typarray);
    });
  }

  #startThread() {
    const { settings = settingsWith(), extensions = [] } = this.#options;
    const worker = (this.#options.startThread ?? startDatabaseThread)({
      dataDir: this.#dataDir,
      settings,
      extensions,
    });
    this.#worker = worker;
    this.#generation++;
    let ready = false;
    let crash: Error | undefined;
    this.#threadReady = false;
    // Settles either way: a thread that cannot start leaves its error for every call to report.
    this.#ready = new Promise<void>((resolve, reject) => {
      this.#pending.set(0, { resolve: () => resolve(), reject });
    }).then(
      () => {
        ready = true;
        this.#threadReady = true;
      },
      (error: Error) => {
        this.#failure ??= error;
      },
    );
    worker.on('message', (reply: WorkerReply) => {
      this.#lastReply = Date.now();
      const waiting = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (reply.error) waiting?.reject(toError(reply.error));
      else waiting?.resolve(reply.value);
    });
    worker.on('error', (error) => {
      crash = error;
    });
    worker.on('exit', (code) => {
      if (this.#closing) return;
      const error = crash ?? new Error(`the database thread stopped (exit code ${code})`);
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
      if (!ready) {
        this.#failure = error;
        return;
      }
      this.#options.onRestart?.(error);
      this.#startThread();
    });
  }

  /** How long the database has had nothing to do (0 while a request is waiting or running). */
  idleForMs(now = Date.now()): number {
    return this.#pending.size > 0 ? 0 : Math.max(0, now - this.#lastReply);
  }

  /**
   * Sends a request to the thread in service, once it is ready; `generation` pins it to the
   * thread of a transaction. Synchronous when the thread is ready, so a call counts as pending
   * (`idleForMs`) from the moment it is made.
   */
  #call(body: RequestBody, generation?: number): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (!this.#threadReady) return this.#ready.then(() => this.#call(body, generation));
    if (generation !== undefined && generation !== this.#generation)
      return Promise.reject(new Error('the database thread restarted: the transaction was rolled back'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...body, id });
    });
  }

  /** `tx`: the transaction and the thread that opened it. */
  #query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    tx?: { id: number; generation: number },
  ) {
    const parsers = (options?.parsers ?? {}) as Record<number, Parser>;
    const rowMode = options?.rowMode;
    if (!tx)
      return this.#call({ op: 'query', text, params }).then((raw) =>
        parseReply<T>(raw as Uint8Array, (type) => parsers[type] ?? this.#parsers[type], rowMode),
      );
    const rawTypes = Object.keys(parsers).map(Number);
    return this.#call({ op: 'query', text, params, rowMode, rawTypes, tx: tx.id }, tx.generation).then(
      (results) => applyParsers(results as Results<T>, parsers),
    );
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#call({ op: 'exec', text }) as Promise<Results[]>;
  }

  /** As EmbeddedClient's: the bytes come back from the thread as they are (transferred). */
  copyOut(query: string, options: string): Promise<Uint8Array> {
    return this.#call({ op: 'copyOut', query, options }) as Promise<Uint8Array>;
  }

  /** As PGlite's: commits when `fn` resolves, rolls back when it throws or calls `rollback()`. */
  async transaction<T>(fn: (tx: Queryable & { rollback(): Promise<void> }) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    // Read as the reply arrives: a restart needs the thread's exit event, which comes later.
    const generation = this.#generation;
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      // A rollback has nothing left to do once the thread that held the transaction is gone.
      if (!commit && generation !== this.#generation) return;
      await this.#call({ op: 'end', tx: id, commit }, generation);
    };
    const tx = {
      query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#query<R>(text, params, options, { id, generation }),
      exec: (text: string) => this.#call({ op: 'exec', text, tx: id }, generation) as Promise<Results[]>,
      rollback: () => end(false),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  async close(): Promise<void> {
    this.#closing = true;
    try {
      if (!this.#failure) await this.#call({ op: 'close' });
    } finally {
      this.#failure = new Error('the database is closed');
      await this.#worker.terminate();
    }
  }
}
