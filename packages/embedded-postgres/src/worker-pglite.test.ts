import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchedPGlite } from './batched-pglite.ts';
import { ALL_TYPES_INSERT, ALL_TYPES_TABLE, allTypesRow } from './test/all-types-table.ts';
import { latch } from './test/latch.ts';
import { startDatabaseThread, WorkerPGlite } from './worker-pglite.ts';

// The embedded database on disk runs on a worker thread; it must answer as PGlite in this thread
// does.
describe('WorkerPGlite', () => {
  let dir: string;
  let worker: WorkerPGlite;
  let local: BatchedPGlite;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-worker-'));
    worker = new WorkerPGlite(path.join(dir, 'db'));
    local = new BatchedPGlite();
    for (const db of [worker, local]) {
      await db.waitReady;
      await db.exec(ALL_TYPES_TABLE);
      await db.query(ALL_TYPES_INSERT, allTypesRow());
    }
  }, 60_000);
  afterAll(async () => {
    await worker.close();
    await local.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every type as PGlite does, with the caller’s own parsers applied', async () => {
    const text = 'select * from t where id = $1';
    expect(await worker.query(text, [1])).toEqual(await local.query(text, [1]));
    const options = { rowMode: 'array' as const, parsers: { 1082: (value: string) => `date:${value}` } };
    expect(await worker.query(text, [1], options)).toEqual(await local.query(text, [1], options));
    expect((await worker.query<unknown[]>(text, [1], options)).rows[0]?.[5]).toBe('date:1990-04-02');
  });

  it('gives what COPY writes, on the thread as in-process, and nothing for no rows', async () => {
    const query = `select name, born, 'x,"y"' from t where id = 1`;
    for (const db of [worker, local])
      expect(Buffer.from(await db.copyOut(query, 'FORMAT csv')).toString()).toBe(
        'Ama,1990-04-02,"x,""y"""\n',
      );
    expect(await worker.copyOut('select name from t where false', 'FORMAT csv')).toEqual(new Uint8Array(0));
    await expect(worker.copyOut('select nothing from t', 'FORMAT csv')).rejects.toMatchObject({
      code: '42703',
    });
  });

  it('throws database errors with their code and constraint', async () => {
    const duplicate = worker.query('insert into t (id, name) values ($1, $2)', [2, 'Ama']);
    await expect(duplicate).rejects.toBeInstanceOf(messages.DatabaseError);
    await expect(worker.query('insert into t (id, name) values ($1, $2)', [2, 'Ama'])).rejects.toMatchObject({
      code: '23505',
      constraint: 't_name_key',
    });
  });

  it('commits, rolls back on a throw or on rollback(), and keeps other queries waiting', async () => {
    await worker.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [10, 'committed']);
    });
    await expect(
      worker.transaction(async (tx) => {
        await tx.query('insert into t (id, name) values ($1, $2)', [11, 'thrown']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await worker.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [12, 'rolled back']);
      await tx.rollback();
    });

    const { held, release } = latch();
    const open = worker.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [13, 'late']);
      await held;
    });
    const outside = worker.query<{ ids: number[] }>(
      'select array_agg(id order by id) as ids from t where id >= $1',
      [10],
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await open;
    expect((await outside).rows[0]?.ids).toEqual([10, 13]);
  });

  it('reports how long the database has been idle: 0 while a query runs', async () => {
    const sleeping = worker.query('select pg_sleep(0.1)');
    expect(worker.idleForMs()).toBe(0);
    await sleeping;
    const after = Date.now();
    expect(worker.idleForMs(after)).toBeLessThan(50);
    expect(worker.idleForMs(after + 1_000)).toBeGreaterThanOrEqual(1_000);
  });

  it('replaces a thread that stops, failing only the work it held', async () => {
    const threads: Worker[] = [];
    const restarts: Error[] = [];
    const db = new WorkerPGlite(path.join(dir, 'crash'), {
      startThread: (data) => threads[threads.push(startDatabaseThread(data)) - 1] as Worker,
      onRestart: (error) => restarts.push(error),
    });
    await db.waitReady;
    await db.exec('create table c (id int primary key)');
    await db.query('insert into c values (1)');

    const { held, release } = latch();
    const open = db.transaction(async (tx) => {
      await tx.query('insert into c values (2)');
      await held;
      await tx.query('insert into c values (3)');
    });
    const waiting = db.query('select count(*)::int as n from c');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await threads[0]?.terminate();
    await expect(waiting).rejects.toThrow('the database thread stopped');
    expect(restarts).toHaveLength(1);

    // The new thread recovers the committed row; the open transaction is gone, and its next
    // query is refused rather than sent to a thread where its id could mean another transaction.
    expect((await db.query('select id from c order by id')).rows).toEqual([{ id: 1 }]);
    expect(threads).toHaveLength(2);
    release();
    await expect(open).rejects.toThrow('the database thread restarted: the transaction was rolled back');
    await db.transaction(async (tx) => {
      await tx.query('insert into c values (4)');
    });
    expect((await db.query('select id from c order by id')).rows).toEqual([{ id: 1 }, { id: 4 }]);
    await db.close();
  });

  it('does not restart a thread that stops before it is ready', async () => {
    let started = 0;
    const restarts: Error[] = [];
    const db = new WorkerPGlite(path.join(dir, 'never'), {
      startThread: () => {
        started++;
        return new Worker('process.exit(3)', { eval: true });
      },
      onRestart: (error) => restarts.push(error),
    });
    await expect(db.waitReady).rejects.toThrow('the database thread stopped (exit code 3)');
    await expect(db.query('select 1')).rejects.toThrow('exit code 3');
    expect(started).toBe(1);
    expect(restarts).toEqual([]);
    await db.close();
  });
});
