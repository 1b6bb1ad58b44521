import { describe, expect, it } from 'vitest';
import { type MigrationDatabase, openDatabaseBefore } from '../test/migration-upgrade.ts';

// Migration 0015 on a database that already has applications (an office upgrading): they are
// counted per range of ids, then every change keeps the counts. Plain SQL on
// PGlite, so once is enough: the PostgreSQL project leaves it out.
const countsIn = async (db: MigrationDatabase, table: string, key: string) =>
  (
    await db.query<{ key: string; status: string; n: number }>(
      `select ${key} as key, status, n::int as n from ${table} where n <> 0 order by 1, 2`,
    )
  ).rows.map(({ key, status, n }) => `${key} ${status} ${n}`);
// Both tables, as one value: each step checks the spans and their blocks together.
const counts = async (db: MigrationDatabase) => ({
  spans: await countsIn(db, 'application_span_counts', 'span'),
  blocks: await countsIn(db, 'application_block_counts', 'block'),
});

describe.skipIf(process.env.TEST_DB === 'postgres')('migration 0015: applications per range of ids', () => {
  it('counts the applications already made, then keeps counting inserts, deletes, moves and a truncate', {
    timeout: 90_000,
  }, async () => {
    const { db, applyMigration } = await openDatabaseBefore('0015_search_span_counts.sql');
    // Ids 'aaa11…', 'aaa11…', 'aaa22…' and 'bbb33…': two blocks, three spans.
    const insert = (ids: string[]) =>
      db.exec(`insert into applications (id, surname, given_n, sex, birth_city, current_n, dob,
        identification, national_id, company, duty_duration, job_title, salary, passport, issued_country,
        phone, email, is_status)
      select id, 'Surname', 'Given', 'Male', 'City', 'CA', '1990-01-01', 'Mark', 'NID', 'Company',
        '2 years', 'Worker', '3000', 'P' || id, 'CA', '15550000', id || '@x.test',
        case when id like '%2' then 'approved' else 'pending' end
      from unnest(array['${ids.join("','")}']) id`);
    await insert(['aaa1100000000000000000001', 'aaa1100000000000000000002', 'aaa2200000000000000000003']);
    await insert(['bbb3300000000000000000004']);

    await applyMigration();
    expect(await counts(db)).toEqual({
      spans: ['aaa11 approved 1', 'aaa11 pending 1', 'aaa22 pending 1', 'bbb33 pending 1'],
      blocks: ['aaa approved 1', 'aaa pending 2', 'bbb pending 1'],
    });

    await insert(['aaa2200000000000000000005', 'ccc4400000000000000000006']);
    await db.exec(`delete from applications where id = 'aaa1100000000000000000001'`);
    await db.exec(`update applications set is_status = 'rejected' where id like 'aaa22%'`);
    await db.exec(`update applications set phone = '15559999'`);
    expect(await counts(db)).toEqual({
      spans: ['aaa11 approved 1', 'aaa22 rejected 2', 'bbb33 pending 1', 'ccc44 pending 1'],
      blocks: ['aaa approved 1', 'aaa rejected 2', 'bbb pending 1', 'ccc pending 1'],
    });

    await db.exec('truncate applications cascade');
    expect(await counts(db)).toEqual({ spans: [], blocks: [] });
  });
});
