import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { buildClusterTemplate, copyClusterTemplate } from './cluster-template.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

// The migrated empty cluster a first start copies (decision 99). PGlite on disk only: it runs
// once, in the PGlite project.
describe.skipIf(process.env.TEST_DB !== 'pglite')('the cluster template', { timeout: 120_000 }, () => {
  let dir: string;
  let template: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-template-'));
    template = path.join(dir, 'cluster-template');
    expect(await buildClusterTemplate(template, MIGRATIONS)).toBe(true);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made once per set of migrations', async () => {
    expect(await buildClusterTemplate(template, MIGRATIONS)).toBe(false);
  });

  it('is copied into a new data directory, which opens with every migration applied', async () => {
    const dataDir = path.join(dir, 'copied', 'db');
    mkdirSync(path.dirname(dataDir));
    expect(copyClusterTemplate(template, dataDir, MIGRATIONS)).toBe(true);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const pg = database.pglite as NonNullable<typeof database.pglite>;
      const applied = await pg.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      const tables = await pg.query<{ t: string | null }>(`select to_regclass('applications')::text as t`);
      expect(tables.rows[0]?.t).toBe('applications');
    } finally {
      await database.close();
    }
  });

  it('is not used for other migrations: one edited, or one added since it was made', () => {
    const edited = path.join(dir, 'edited-migrations');
    cpSync(MIGRATIONS, edited, { recursive: true });
    appendFileSync(path.join(edited, '0000_init.sql'), '\n-- edited\n');
    const added = path.join(dir, 'added-migrations');
    cpSync(MIGRATIONS, added, { recursive: true });
    writeFileSync(path.join(added, '9999_next.sql'), 'select 1;\n');
    for (const migrations of [edited, added]) {
      const dataDir = path.join(dir, path.basename(migrations), 'db');
      expect(copyClusterTemplate(template, dataDir, migrations)).toBe(false);
    }
  });

  it('never lands on a data directory that already holds something', () => {
    const dataDir = path.join(dir, 'occupied');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'something'), 'kept');
    expect(copyClusterTemplate(template, dataDir, MIGRATIONS)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'something'), 'utf8')).toBe('kept');
  });
});
