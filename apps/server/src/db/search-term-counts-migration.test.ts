import { describe, expect, it } from 'vitest';
import { type MigrationDatabase, openDatabaseBefore } from '../test/migration-upgrade.ts';

// Migration 0018 on a database that already has applications (an office upgrading): each is
// counted under its passport's first one and two characters and its name's whole words, per
// status, then every change keeps the counts. Plain SQL on PGlite, so once is
// enough: the PostgreSQL project leaves it out.
const counts = async (db: MigrationDatabase) =>
  (
    await db.query<{ term: string; status: string; n: number }>(
      'select term, status, n::int as n from search_term_counts where n <> 0 order by 1, 2',
    )
  ).rows.map(({ term, status, n }) => `${term} ${status} ${n}`);

/** What the counts should be: the same terms counted from the applications themselves. */
const recount = async (db: MigrationDatabase) =>
  (
    await db.query<{ term: string; status: string; n: number }>(
      `select t as term, is_status as status, count(*)::int as n
      from applications, unnest(application_search_terms(passport, search_name)) t group by 1, 2 order by 1, 2`,
    )
  ).rows.map(({ term, status, n }) => `${term} ${status} ${n}`);

describe.skipIf(process.env.TEST_DB === 'postgres')('migration 0018: applications per search term', () => {
  it('counts the applications already made, then keeps counting inserts, edits, deletes and a truncate', {
    timeout: 90_000,
  }, async () => {
    const { db, applyMigration } = await openDatabaseBefore('0018_search_term_counts.sql');
    const insert = (rows: [string, string, string, string][]) =>
      db.exec(`insert into applications (id, surname, given_n, sex, birth_city, current_n, dob,
        identification, national_id, company, duty_duration, job_title, salary, passport, issued_country,
        phone, email, is_status)
      select r[1], r[2], r[3], 'Male', 'City', 'CA', '1990-01-01', 'Mark', 'NID' || r[1], 'Company',
        '2 years', 'Worker', '3000', r[4], 'CA', '15550000', r[1] || '@x.test', 'pending'
      from (values ${rows.map((r) => `(array['${r.join("','")}'])`).join(', ')}) v(r)`);
    await insert([
      ['a1', 'Müller', 'Anna Maria', 'AB123'],
      ['a2', 'Muller', 'Anna', 'AC456'],
    ]);

    await applyMigration();
    // A name's words folded (no accents, lower case), each counted once per application.
    expect(await counts(db)).toEqual([
      'p:A pending 2',
      'p:AB pending 1',
      'p:AC pending 1',
      'w:anna pending 2',
      'w:maria pending 1',
      'w:muller pending 2',
    ]);

    await insert([['a3', 'Anna', 'Anna', 'Z9']]);
    await db.exec(`update applications set is_status = 'approved' where id = 'a1'`);
    await db.exec(`update applications set surname = 'Okafor', passport = 'AB999' where id = 'a2'`);
    await db.exec(`update applications set phone = '15559999'`);
    await db.exec(`delete from applications where id = 'a3'`);
    expect(await counts(db)).toEqual([
      'p:A approved 1',
      'p:A pending 1',
      'p:AB approved 1',
      'p:AB pending 1',
      'w:anna approved 1',
      'w:anna pending 1',
      'w:maria approved 1',
      'w:muller approved 1',
      'w:okafor pending 1',
    ]);
    expect(await counts(db)).toEqual(await recount(db));

    await db.exec('truncate applications cascade');
    expect(await counts(db)).toEqual([]);
  });
});
