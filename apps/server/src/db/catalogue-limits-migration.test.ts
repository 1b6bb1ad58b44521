import { JOB_TITLES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { type MigrationDatabase, openDatabaseBefore } from '../test/migration-upgrade.ts';

// Migrations 0027 (a salary's currency and period) and 0028 (the specification's job titles as
// designations) on an office upgrading. Plain SQL on PGlite, so once is enough.

const rows = async <T>(db: MigrationDatabase, query: string) => (await db.query<T>(query)).rows;

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'migration 0027: salaries with a currency and a period',
  () => {
    it('keeps each salary recorded before as its amount, without a currency, and unique by its text', {
      timeout: 90_000,
    }, async () => {
      const { db, applyMigration } = await openDatabaseBefore('0027_salary_currency_period.sql');
      await db.exec(
        `insert into salaries (id, name) values ('s1', '3500'), ('s2', '950.50'), ('s3', '12000')`,
      );
      await applyMigration();
      expect(
        await rows(db, 'select id, name, amount::text as amount, currency, period from salaries order by id'),
      ).toEqual([
        { id: 's1', name: '3500', amount: '3500', currency: null, period: null },
        { id: 's2', name: '950.50', amount: '950.50', currency: null, period: null },
        { id: 's3', name: '12000', amount: '12000', currency: null, period: null },
      ]);
      await expect(
        db.exec(`insert into salaries (id, name, amount) values ('s4', '3500', 3500)`),
      ).rejects.toThrow(/salaries_name_key/);
      await db.exec(`insert into salaries (id, name, amount, currency, period)
      values ('s5', 'CAD 3,500 / month', 3500, 'CAD', 'month')`);
    });
  },
);

describe.skipIf(process.env.TEST_DB === 'postgres')('migration 0028: the job titles as designations', () => {
  it('adds the titles an office lacks, keeps those it has in its own spelling, and adds them once', {
    timeout: 90_000,
  }, async () => {
    const { db, applyMigration } = await openDatabaseBefore('0028_seed_job_titles.sql');
    await db.exec(`insert into designations (id, name) values ('d1', 'COOK'), ('d2', 'Welder')`);
    await applyMigration();
    const names = (await rows<{ name: string }>(db, 'select name from designations')).map((row) => row.name);
    expect(names.sort()).toEqual(
      [...JOB_TITLES.filter((title) => title !== 'Cook'), 'COOK', 'Welder'].sort(),
    );
    const ids = await rows<{ id: string }>(db, `select id from designations where id not in ('d1', 'd2')`);
    for (const { id } of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids.map(({ id }) => id)).size).toBe(JOB_TITLES.length - 1);
  });

  it('lists exactly the specification’s fixed job titles', async () => {
    const { db, applyMigration } = await openDatabaseBefore('0028_seed_job_titles.sql');
    await applyMigration();
    const names = (await rows<{ name: string }>(db, 'select name from designations')).map((row) => row.name);
    expect(names.sort()).toEqual([...JOB_TITLES].sort());
  }, 90_000);
});
