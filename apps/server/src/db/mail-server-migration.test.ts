import { describe, expect, it } from 'vitest';
import { type MigrationDatabase, openDatabaseBefore } from '../test/migration-upgrade.ts';

// Migration 0025 on an office upgrading: status mails were on by default, and without a mail
// server every status change wrote a mail that waited. Plain SQL on PGlite, so once is enough.
const MIGRATION = '0025_mail_server_settings.sql';

async function officeWith(
  db: MigrationDatabase,
  mails: { id: string; state: string; attempts: number; age: string }[],
) {
  await db.exec(`insert into settings (id, site_name, tagline, contact_email, phone, address, office_hours,
    eligibility_url, status_mails_enabled) values (1, 'Office', '', 'a@b.test', '', '', '', 'https://x.test', true)`);
  for (const mail of mails)
    await db.exec(`insert into outbox (id, recipient, from_name, subject, text_body, kind, state, attempts, created_at)
      values ('${mail.id}', 'p@x.test', 'Office', 'Status', 'Body', 'status', '${mail.state}', ${mail.attempts},
        now() - interval '${mail.age}')`);
}
const state = async (db: MigrationDatabase) => ({
  statusMails: (await db.query<{ on: boolean }>('select status_mails_enabled as on from settings')).rows[0]
    ?.on,
  mails: (await db.query<{ id: string; state: string }>('select id, state from outbox order by id')).rows.map(
    (row) => `${row.id} ${row.state}`,
  ),
});

describe.skipIf(process.env.TEST_DB === 'postgres')('migration 0025: status mails and a mail server', () => {
  it('turns status mails off where no mail was ever sent, and cancels the status mails that waited for a server', {
    timeout: 90_000,
  }, async () => {
    const { db, applyMigration } = await openDatabaseBefore(MIGRATION);
    await officeWith(db, [
      { id: 'm1', state: 'queued', attempts: 0, age: '3 days' },
      { id: 'm2', state: 'queued', attempts: 0, age: '2 hours' },
      // Written a moment ago: not yet known to be waiting for nothing.
      { id: 'm3', state: 'queued', attempts: 0, age: '1 minute' },
    ]);
    await applyMigration();
    expect(await state(db)).toEqual({
      statusMails: false,
      mails: ['m1 cancelled', 'm2 cancelled', 'm3 queued'],
    });
  });

  it('leaves an office that sends mail as it is', { timeout: 90_000 }, async () => {
    const { db, applyMigration } = await openDatabaseBefore(MIGRATION);
    await officeWith(db, [
      { id: 'm1', state: 'sent', attempts: 1, age: '3 days' },
      { id: 'm2', state: 'queued', attempts: 0, age: '2 hours' },
      { id: 'm3', state: 'queued', attempts: 4, age: '2 hours' },
    ]);
    await applyMigration();
    expect(await state(db)).toEqual({ statusMails: true, mails: ['m1 sent', 'm2 queued', 'm3 queued'] });
  });
});
