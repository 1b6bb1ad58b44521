/**
 * The embedded database's thread: PGlite (single-threaded WASM) runs here so that its work and the
 * HTTP server's share two cores instead of one event loop. The main thread talks to it through
 * `worker-pglite.ts`; the messages are defined there.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { BatchedPGlite } from './batched-pglite.ts';
import { extensionsNamed } from './extensions.ts';
import type { ThreadData, WorkerReply, WorkerRequest } from './worker-pglite.ts';

const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread');

const { dataDir, settings, extensions } = workerData as ThreadData;
const client = new BatchedPGlite({
  dataDir,
  extensions: extensionsNamed(extensions),
  postgresqlconf: settings,
});

type Open = { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> };
const transactions = new Map<number, Open>();
let nextTransaction = 1;

const identity = (value: string) => value;

/** Opens a transaction that stays open until `end` says commit or roll back. */
async function begin(): Promise<number> {
  const id = nextTransaction++;
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => {
    opened = resolve;
  });
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  const done = client
    .transaction(async (tx) => {
      transactions.set(id, { tx, end, done });
      opened();
      if (!(await ended)) await tx.rollback();
    })
    .then(() => undefined)
    .finally(() => transactions.delete(id));
  // A transaction that cannot even start (closed database) fails the begin.
  await Promise.race([ready, done]);
  return id;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      // Outside a transaction the reply goes back unread: the HTTP thread reads it, so this
      // thread spends its time in the database.
      if (!request.tx) return client.queryRaw(request.text, request.params);
      const target = transactions.get(request.tx)?.tx;
      if (!target) throw new Error('transaction is closed');
      const parsers = Object.fromEntries((request.rawTypes ?? []).map((type) => [type, identity]));
      return target.query(request.text, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'copyOut':
      return client.copyOut(request.query, request.options);
    case 'exec': {
      const target = request.tx ? transactions.get(request.tx)?.tx : client;
      if (!target) throw new Error('transaction is closed');
      return target.exec(request.text);
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('transaction is closed');
      open.end(request.commit);
      return open.done;
    }
    case 'close':
      await client.close();
      return undefined;
  }
}

/** Errors cross the thread as plain fields (structured clone keeps only name and message). */
function describeError(error: unknown): WorkerReply['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => ['string', 'number'].includes(typeof value));
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) =>
      value instanceof Uint8Array
        ? port.postMessage({ id: request.id, value } satisfies WorkerReply, [value.buffer as ArrayBuffer])
        : port.postMessage({ id: request.id, value } satisfies WorkerReply),
    (error) => port.postMessage({ id: request.id, error: describeError(error) } satisfies WorkerReply),
  );
});

client.waitReady.then(
  () => port.postMessage({ id: 0, value: 'ready' } satisfies WorkerReply),
  (error) => port.postMessage({ id: 0, error: describeError(error) } satisfies WorkerReply),
);
