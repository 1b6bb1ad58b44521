import {
  appendFileSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClusterTemplate, copyClusterTemplate } from './cluster-template.ts';
import { type EmbeddedClient, openEmbeddedPostgres } from './index.ts';

/** Every entry under `root`, `root` included, that is not 0700 (a folder) or 0600 (a file). */
function notPrivate(root: string): string[] {
  return [root, ...readdirSync(root, { recursive: true }).map((name) => path.join(root, String(name)))]
    .map((entry) => ({ entry, stats: lstatSync(entry) }))
    .filter(({ stats }) => (stats.mode & 0o7777) !== (stats.isDirectory() ? 0o700 : 0o600))
    .map(({ entry, stats }) => `${path.relative(root, entry)} ${(stats.mode & 0o7777).toString(8)}`);
}

// The set-up empty cluster a first start copies instead of running initdb.
describe('the cluster template', { timeout: 120_000 }, () => {
  let dir: string;
  let template: string;
  let inputs: string;
  let setups = 0;
  const run = async (client: EmbeddedClient) => {
    setups++;
    await client.exec(readFileSync(path.join(inputs, '001.sql'), 'utf8'));
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-template-'));
    inputs = path.join(dir, 'migrations');
    mkdirSync(inputs);
    writeFileSync(
      path.join(inputs, '001.sql'),
      "create table made (v text); insert into made values ('template');",
    );
    template = path.join(dir, 'cluster-template');
    expect(await buildClusterTemplate(template, { inputsDir: inputs, run })).toBe(true);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made once per set of inputs', async () => {
    expect(await buildClusterTemplate(template, { inputsDir: inputs, run })).toBe(false);
    expect(setups).toBe(1);
  });

  it('is copied into a new data directory by the first open, which then does not set it up', async () => {
    const database = await openEmbeddedPostgres({
      dataDir: path.join(dir, 'opened', 'db'),
      setup: { inputsDir: inputs, template, run },
    });
    try {
      expect((await database.client.query('select v from made')).rows).toEqual([{ v: 'template' }]);
      expect(setups).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("is copied, opened and closed as its owner's alone: every folder 0700, every file 0600", async () => {
    // The template is as PGlite's initdb left it, files readable and writable by all.
    expect(notPrivate(path.join(template, 'pgdata')).length).toBeGreaterThan(500);
    const dataDir = path.join(dir, 'private', 'db');
    const database = await openEmbeddedPostgres({ dataDir, setup: { inputsDir: inputs, template, run } });
    try {
      expect(notPrivate(dataDir)).toEqual([]);
      await database.client.exec('create table later (v text); checkpoint;');
    } finally {
      await database.close();
    }
    const after = notPrivate(path.dirname(dataDir));
    expect(after).toEqual([]);
    expect(readdirSync(dataDir, { recursive: true }).length).toBeGreaterThan(500);
  });

  it('is not used for other inputs: one edited, or one added since it was made', () => {
    const edited = path.join(dir, 'edited-migrations');
    cpSync(inputs, edited, { recursive: true });
    appendFileSync(path.join(edited, '001.sql'), '\n-- edited\n');
    const added = path.join(dir, 'added-migrations');
    cpSync(inputs, added, { recursive: true });
    writeFileSync(path.join(added, '002.sql'), 'select 1;\n');
    for (const other of [edited, added]) {
      const dataDir = path.join(dir, path.basename(other), 'db');
      expect(copyClusterTemplate(template, dataDir, other)).toBe(false);
    }
  });

  it('never lands on a data directory that already holds something', () => {
    const dataDir = path.join(dir, 'occupied');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'something'), 'kept');
    expect(copyClusterTemplate(template, dataDir, inputs)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'something'), 'utf8')).toBe('kept');
  });
});
