import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TYPES_INSERT, ALL_TYPES_TABLE, allTypesRow } from '../test/all-types-table.ts';
import { latch } from '../test/latch.ts';
import { BatchedPGlite } from './batched-pglite.ts';
import { openDatabase } from './client.ts';
import { WorkerPGlite } from './worker-pglite.ts';

// The embedded database on disk runs on a worker thread; it must answer as PGlite in this thread
// does. It creates its own databases, so it runs once (in the PGlite project).
describe.skipIf(process.env.TEST_DB !== 'pglite')('WorkerPGlite', () => {
  let dir: string;
  let worker: WorkerPGlite;
  let local: BatchedPGlite;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-worker-'));
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

  it('serves drizzle and the migrations through openDatabase, and refuses work once closed', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'app') });
    expect(database.pglite).toBeInstanceOf(WorkerPGlite);
    const result = (await database.db.execute(
      sql`select count(*)::int as n from applications`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(result.rows).toEqual([{ n: 0 }]);
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
