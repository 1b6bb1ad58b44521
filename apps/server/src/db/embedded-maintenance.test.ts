import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { scheduleEmbeddedMaintenance } from './embedded-maintenance.ts';

const silent = pino({ level: 'silent' });

describe.skipIf(process.env.TEST_DB !== 'pglite')('embedded database maintenance', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-maintenance-'));
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    await database.pglite?.exec(
      'create table grown (id int primary key); insert into grown select generate_series(1, 5000);',
    );
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const estimatedRows = async () =>
    (
      await database.pglite?.query<{ n: number }>(
        `select reltuples::int as n from pg_class where relname = 'grown'`,
      )
    )?.rows[0]?.n;

  it('gives the planner fresh statistics on its first pass, then stops cleanly', async () => {
    expect(await estimatedRows()).not.toBe(5000);
    const maintenance = scheduleEmbeddedMaintenance(database, silent, { firstAfterMs: 10, everyMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await maintenance.stop();
    expect(await estimatedRows()).toBe(5000);
    await database.pglite?.exec('insert into grown select generate_series(5001, 6000)');
    await maintenance.run();
    expect(await estimatedRows()).toBe(5000);
  });

  it('does nothing on a PostgreSQL server, which has autovacuum', async () => {
    const exec = vi.fn();
    const server = { kind: 'postgres' as const, pglite: { exec } as unknown as Database['pglite'] };
    const maintenance = scheduleEmbeddedMaintenance(server, silent, { firstAfterMs: 1, everyMs: 5 });
    await maintenance.run();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await maintenance.stop();
    expect(exec).not.toHaveBeenCalled();
  });
});
