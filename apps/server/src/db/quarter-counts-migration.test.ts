import { describe, expect, it } from 'vitest';
import { type MigrationDatabase, openDatabaseBefore } from '../test/migration-upgrade.ts';

// Migration 0012 on a database that already has applications (an office upgrading): they are
// counted in quarter hours, and the per-day table and its triggers are gone. Plain SQL on PGlite,
// so once is enough: the PostgreSQL project leaves it out.
const quarters = async (db: MigrationDatabase) =>
  (
    await db.query<{ quarter: Date; n: number }>(
      'select quarter, n::int as n from application_quarter_counts order by quarter',
    )
  ).rows.map(({ quarter, n }) => [quarter.toISOString(), n]);

describe.skipIf(process.env.TEST_DB === 'postgres')('migration 0012: applications per quarter hour', () => {
  it('counts the applications already made, then keeps counting inserts, deletes and moves', {
    timeout: 90_000,
  }, async () => {
    const { db, applyMigration } = await openDatabaseBefore('0012_application_quarter_counts.sql');
    // Five applications at 23:40, 23:50, 23:30, 23:40 and 23:50 UTC.
    await db.exec(`insert into applications (id, surname, given_n, sex, birth_city, current_n, dob,
        identification, national_id, company, duty_duration, job_title, salary, passport, issued_country,
        phone, email, created_at)
      select lpad(to_hex(g), 24, '0'), 'Surname', 'Given', 'Male', 'City', 'CA', '1990-01-01', 'Mark',
        'NID' || g, 'Company', '2 years', 'Worker', '3000', 'P' || g, 'CA', '15550000', 'e' || g || '@x.test',
        timestamptz '2026-11-22 23:30:00+00' + (g % 3) * interval '10 minutes'
      from generate_series(1, 5) g`);

    await applyMigration();
    expect(await quarters(db)).toEqual([
      ['2026-11-22T23:30:00.000Z', 3],
      ['2026-11-22T23:45:00.000Z', 2],
    ]);
    const old = await db.query<{ tableName: string | null; functions: number }>(
      `select to_regclass('application_daily_counts')::text as "tableName",
        (select count(*)::int from pg_proc where proname like 'application_daily_counts%') as functions`,
    );
    expect(old.rows).toEqual([{ tableName: null, functions: 0 }]);

    await db.exec(`delete from applications where id = lpad(to_hex(1), 24, '0')`);
    await db.exec(
      `update applications set created_at = timestamptz '2026-11-01 00:05:00+00' where id = lpad(to_hex(2), 24, '0')`,
    );
    expect(await quarters(db)).toEqual([
      ['2026-11-01T00:00:00.000Z', 1],
      ['2026-11-22T23:30:00.000Z', 2],
      ['2026-11-22T23:45:00.000Z', 1],
    ]);
  });
});
