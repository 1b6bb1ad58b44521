import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedPostgres, openEmbeddedPostgres } from './index.ts';
import { type MaintainedDatabase, scheduleMaintenance } from './maintenance.ts';

const silent = { info() {}, warn() {} };

// On the product's path: the database on disk, on its thread.
describe('embedded database maintenance', () => {
  let dir: string;
  let database: EmbeddedPostgres;
  let pglite: EmbeddedPostgres['client'];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-maintenance-'));
    database = await openEmbeddedPostgres({ dataDir: path.join(dir, 'db') });
    pglite = database.client;
    await pglite.exec(
      'create table grown (id int primary key); insert into grown select generate_series(1, 5000);',
    );
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const counts = async () => {
    await pglite.query('select pg_stat_force_next_flush()');
    const result = await pglite.query<{
      vacuums: number;
      analyses: number;
      dead: number;
      rows: number;
    }>(
      `select s.vacuum_count::int as vacuums, s.analyze_count::int as analyses, s.n_dead_tup::int as dead,
              c.reltuples::int as rows
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'grown'`,
    );
    return result?.rows[0];
  };

  it('vacuums every pass, analyses only tables whose statistics drifted, and stops cleanly', async () => {
    expect(await counts()).toMatchObject({ vacuums: 0, analyses: 0, rows: -1 });
    const maintenance = database.maintain(silent, {
      firstAfterMs: 10,
      everyMs: 60_000,
      quietMs: 0,
    });
    // the scheduled first pass, then one asked for
    await expect.poll(async () => (await counts())?.vacuums).toBe(1);
    await maintenance.run();
    // never analysed: the first pass gives the planner statistics
    expect(await counts()).toMatchObject({ vacuums: 2, analyses: 1, rows: 5000 });

    await pglite.exec('insert into grown select generate_series(5001, 5100)');
    await maintenance.run();
    // 100 changed rows are under 50 + 10% of 5,000: vacuumed, not analysed again
    expect(await counts()).toMatchObject({ vacuums: 3, analyses: 1 });

    await pglite.exec('delete from grown where id > 4000');
    expect((await counts())?.dead).toBe(1100);
    await maintenance.run();
    expect(await counts()).toMatchObject({ vacuums: 4, analyses: 2, dead: 0, rows: 4000 });

    await maintenance.stop();
    await pglite.exec('delete from grown where id > 3000');
    await maintenance.run();
    expect(await counts()).toMatchObject({ vacuums: 4, analyses: 2, dead: 1000 });
  });

  it('checkpoints once a WAL segment has been written since the last checkpoint', async () => {
    const walSinceCheckpoint = async () => {
      const result = await pglite.query<{ bytes: number }>(
        'select (pg_current_wal_lsn() - redo_lsn)::float8 as bytes from pg_control_checkpoint()',
      );
      return result?.rows[0]?.bytes ?? Number.NaN;
    };
    const maintenance = database.maintain(silent, { firstAfterMs: 60_000 });
    await maintenance.checkpoint();
    const settled = await walSinceCheckpoint();
    expect(settled).toBeLessThan(16 * 1024 * 1024);

    await pglite.exec(
      "create table wal_filler as select repeat('x', 100) as v from generate_series(1, 1000)",
    );
    await maintenance.checkpoint();
    // under one segment: no checkpoint, the log since the last one only grew
    expect(await walSinceCheckpoint()).toBeGreaterThan(settled);

    await pglite.exec("insert into wal_filler select repeat('x', 200) from generate_series(1, 100000)");
    expect(await walSinceCheckpoint()).toBeGreaterThan(16 * 1024 * 1024);
    await maintenance.checkpoint();
    expect(await walSinceCheckpoint()).toBeLessThan(1024 * 1024);
    await pglite.exec('drop table wal_filler');
    await maintenance.stop();
  });

  it('starts a scheduled pass or checkpoint in a quiet moment, or after waiting at most maxWaitMs', async () => {
    let idleMs = 0;
    let vacuumedAt = 0;
    const exec = vi.fn(async (text: string) => {
      if (text === 'VACUUM') vacuumedAt ||= Date.now();
      return [];
    });
    const query = vi.fn(async (text: string) => ({ rows: text.includes('redo_lsn') ? [{ due: true }] : [] }));
    const idleForMs = vi.fn(() => idleMs);
    const worker = { exec, query, idleForMs } as unknown as MaintainedDatabase;
    const timing = { firstAfterMs: 1, everyMs: 60_000, checkpointEveryMs: 20, quietMs: 50, pollMs: 5 };

    const patient = scheduleMaintenance(worker, silent, { ...timing, maxWaitMs: 60_000 });
    // Positive signal first: the scheduler has looked several times and found the database busy.
    await expect.poll(() => idleForMs.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(exec).not.toHaveBeenCalled();
    idleMs = 80;
    await expect
      .poll(() => exec.mock.calls.map(([text]) => text))
      .toEqual(expect.arrayContaining(['VACUUM', 'CHECKPOINT']));
    await patient.stop();

    // Never quiet: the pass starts anyway, and not before maxWaitMs (a lower bound, which a
    // loaded machine only makes later).
    exec.mockClear();
    idleForMs.mockClear();
    vacuumedAt = 0;
    idleMs = 0;
    const scheduledAt = Date.now();
    const bounded = scheduleMaintenance(worker, silent, { ...timing, maxWaitMs: 40 });
    await expect.poll(() => exec).toHaveBeenCalledWith('VACUUM');
    expect(vacuumedAt - scheduledAt).toBeGreaterThanOrEqual(40);
    expect(idleForMs.mock.calls.length).toBeGreaterThanOrEqual(2);
    await bounded.stop();
  });
});
