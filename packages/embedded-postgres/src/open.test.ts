import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, type EmbeddedClient, openEmbeddedPostgres } from './index.ts';

/** A setup that applies every `.sql` file of a folder, in name order (as migrations would). */
const applyFolder = (folder: string) => async (client: EmbeddedClient) => {
  for (const file of ['001.sql', '002.sql'])
    if (existsSync(path.join(folder, file))) await client.exec(readFileSync(path.join(folder, file), 'utf8'));
};

// The one entry point, on the path the product runs: a data directory on disk, PGlite on its thread.
describe('openEmbeddedPostgres', { timeout: 180_000 }, () => {
  let dir: string;
  let inputs: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-open-'));
    inputs = path.join(dir, 'migrations');
    mkdirSync(inputs);
    writeFileSync(path.join(inputs, '001.sql'), 'create table visa (id int primary key, name text);');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sets a new cluster up, serves it from its thread with the settings and extensions asked for, and closes', async () => {
    const dataDir = path.join(dir, 'served', 'db');
    let setups = 0;
    const setup = {
      inputsDir: inputs,
      run: async (client: EmbeddedClient) => {
        setups++;
        await applyFolder(inputs)(client);
      },
    };
    const options = {
      dataDir,
      settings: ['plan_cache_mode = force_generic_plan'],
      extensions: ['pg_trgm' as const],
      setup,
    };
    const database = await openEmbeddedPostgres(options);
    expect(database.client.constructor.name).toBe('WorkerPGlite');
    await database.client.query('insert into visa values ($1, $2)', [1, 'work']);
    await database.client.exec('create extension pg_trgm');
    const settings = await database.client.query<{ plan: string; buffers: string }>(
      `select current_setting('plan_cache_mode') as plan, current_setting('shared_buffers') as buffers`,
    );
    expect(settings.rows).toEqual([{ plan: 'force_generic_plan', buffers: '32MB' }]);
    const similar = await database.client.query<{ s: number }>(
      `select similarity('work', 'worker') > 0 as s`,
    );
    expect(similar.rows).toEqual([{ s: true }]);
    expect(() => database.dump()).toThrow('only an in-process database can be dumped');
    await database.close();
    await expect(database.client.query('select 1')).rejects.toThrow('the database is closed');
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    // An existing cluster opens as it is: its rows are there, and it is not set up again.
    const again = await openEmbeddedPostgres(options);
    expect((await again.client.query('select name from visa')).rows).toEqual([{ name: 'work' }]);
    expect(setups).toBe(1);
    await again.close();
  });

  it('locks the data directory to one open at a time', async () => {
    const dataDir = path.join(dir, 'locked', 'db');
    const first = await openEmbeddedPostgres({ dataDir });
    try {
      writeFileSync(`${dataDir}.lock`, String(process.ppid));
      await expect(openEmbeddedPostgres({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      writeFileSync(`${dataDir}.lock`, String(process.pid));
      await first.close();
    }
  });

  it('in memory runs in-process, dumps, and starts again from its dump', async () => {
    const memory = await openEmbeddedPostgres();
    expect(memory.client.constructor.name).toBe('BatchedPGlite');
    await memory.client.exec("create table kept (v text); insert into kept values ('x');");
    const dump = await memory.dump();
    await memory.close();
    const loaded = await openEmbeddedPostgres({ loadFrom: dump });
    expect((await loaded.client.query('select v from kept')).rows).toEqual([{ v: 'x' }]);
    await loaded.close();
  });

  it('close() stops the maintenance it started', async () => {
    const database = await openEmbeddedPostgres({ dataDir: path.join(dir, 'maintained', 'db') });
    const passes: string[] = [];
    database.maintain(
      { info: (_, message) => passes.push(message), warn: () => {} },
      { firstAfterMs: 60_000 },
    );
    const running = database.maintain({ info: (_, message) => passes.push(message), warn: () => {} }).run();
    await database.close();
    await running;
    // The pass asked for finished before the database closed; nothing failed for want of it.
    expect(passes).toEqual(['embedded database vacuumed']);
  });
});
