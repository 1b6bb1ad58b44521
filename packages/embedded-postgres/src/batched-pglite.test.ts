import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchedPGlite } from './batched-pglite.ts';
import { ALL_TYPES_INSERT, ALL_TYPES_TABLE, allTypesRow } from './test/all-types-table.ts';
import { latch } from './test/latch.ts';

// The batched query path must answer exactly as PGlite's own query() does.
describe('BatchedPGlite', () => {
  let batched: BatchedPGlite;
  let plain: PGlite;

  beforeAll(async () => {
    batched = new BatchedPGlite();
    plain = new PGlite();
    for (const db of [batched, plain]) {
      await db.exec(ALL_TYPES_TABLE);
      await db.query(ALL_TYPES_INSERT, allTypesRow());
      await db.query('insert into t (id, name) values ($1, $2)', [2, null]);
    }
  }, 60_000);
  afterAll(async () => {
    await batched.close();
    await plain.close();
  });

  it('answers every type as PGlite does, as objects and as arrays', async () => {
    const text = 'select * from t where id = any($1) order by id';
    expect(await batched.query(text, [[1, 2]])).toEqual(await plain.query(text, [[1, 2]]));
    const arrays = { rowMode: 'array' as const };
    expect(await batched.query(text, [[1, 2]], arrays)).toEqual(await plain.query(text, [[1, 2]], arrays));
  });

  it('uses the caller’s parsers over the defaults (drizzle keeps dates as text)', async () => {
    const options = { parsers: { 1082: (value: string) => `date:${value}` } };
    const { rows } = await batched.query<{ born: unknown }>('select born from t where id = $1', [1], options);
    expect(rows).toEqual([{ born: 'date:1990-04-02' }]);
  });

  it('counts affected rows of inserts, updates and deletes', async () => {
    expect((await batched.query('insert into t (id) values ($1), ($2)', [10, 11])).affectedRows).toBe(2);
    expect((await batched.query('update t set ok = $1 where id >= $2', [false, 10])).affectedRows).toBe(2);
    expect((await batched.query('delete from t where id >= $1', [10])).affectedRows).toBe(2);
  });

  it('throws PostgreSQL errors with their code and constraint, and stays usable', async () => {
    const duplicate = batched.query('insert into t (id, name) values ($1, $2)', [3, 'Ama']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 't_name_key' });
    await expect(batched.query('selec $1', [1])).rejects.toMatchObject({ code: '42601' });
    await expect(batched.query('select 1 / $1::int as x', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await batched.query('select count(*)::int as n from t where id = $1', [1])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('prepares a statement with parameters once, and leaves one-off SQL unnamed', async () => {
    const prepared = async () =>
      (await batched.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]
        ?.n;
    await batched.query('select name from t where id = $1', [1]);
    const before = await prepared();
    for (let id = 0; id < 5; id++) await batched.query('select name from t where id = $1', [id]);
    await batched.query('select 42 as answer');
    await batched.query('select 43 as answer');
    expect(await prepared()).toBe(before);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const { held, release } = latch();
    const inside = latch();
    const transaction = batched.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [20, 'inside']);
      inside.release();
      await held;
      await tx.rollback();
    });
    // Asked for while the transaction is open, between two of its statements.
    await inside.held;
    const outside = batched.query<{ n: number }>('select count(*)::int as n from t where id = $1', [20]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });
});
