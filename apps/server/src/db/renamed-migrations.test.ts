import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEmbeddedPostgres } from '@visadesk/embedded-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.ts';

// The search's migrations carry its name; an office installed under their first names must
// upgrade cleanly. Drizzle's migrator applies the journal's entries made after the last one the
// database recorded (by `when`), and records each by the hash of its SQL: a file and its tag
// renamed, their content unchanged, are neither applied again nor missed. Plain SQL on PGlite,
// so once is enough: the PostgreSQL project leaves it out.
// Each renamed migration's first name, and the hash of its SQL that offices installed under that
// name have recorded.
const FIRST_NAMES: Record<string, { name: string; sha256: string }> = {
  '0007_search_gin_fastupdate_off': {
    name: '0007_gin_fastupdate_off',
    sha256: '12b8dc154d72428062125655423503a3000d06ed6e9dcf39002be5565095b8f0',
  },
  '0008_search_passport_prefix_index': {
    name: '0008_passport_prefix_index',
    sha256: '2595774db66358d4f30239973461b39f6de3672223009b1cc44db4a5f45a3482',
  },
  '0015_search_span_counts': {
    name: '0015_application_span_counts',
    sha256: '4bb73091ea498283882234303d9136cf612ddebcf649ff7d555f34a46fef1fd4',
  },
  '0019_search_passport_start_index': {
    name: '0019_passport_start_index',
    sha256: 'bb9d5787d98970d40749186496b7e07f289198cc3a5187063e9872c17ac59696',
  },
  '0024_search_status_sort': {
    name: '0024_application_status_sort',
    sha256: '8c07e7a98e724d39dbbb5e1e6eaaae02a494889c9fb54270e64e29cff202db66',
  },
  '0026_search_date_sorts': {
    name: '0026_application_date_sorts',
    sha256: '21f4e67d8eae73c7a51d4769689c863c6410cfaa22ea5face8fea23c35be03bf',
  },
};

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journalOf = (folder: string): Journal =>
  JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));

/** The migrations as they were named before, up to entry `upTo` of the journal. */
function firstNamesFolder(upTo: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'visadesk-migrations-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = journalOf(folder);
  for (const entry of journal.entries) {
    const first = FIRST_NAMES[entry.tag]?.name;
    if (!first) continue;
    renameSync(path.join(folder, `${entry.tag}.sql`), path.join(folder, `${first}.sql`));
    entry.tag = first;
  }
  journal.entries = journal.entries.slice(0, upTo + 1);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal, null, 2));
  return folder;
}

async function openEmpty() {
  const embedded = await openEmbeddedPostgres({ extensions: ['pg_trgm'] });
  onTestFinished(() => embedded.close());
  const db = drizzle(embedded.client as never);
  const recorded = async () =>
    (
      await embedded.client.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations order by created_at',
      )
    ).rows.map((row) => row.hash);
  return { db, recorded };
}

/** The hash drizzle records for a migration of today's journal. */
const hashOf = (tag: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`)))
    .digest('hex');
const todaysHashes = () => journalOf(MIGRATIONS_FOLDER).entries.map((entry) => hashOf(entry.tag));

describe.skipIf(process.env.TEST_DB === 'postgres')('the search migrations under their names', () => {
  it('keep the SQL offices ran under the first names', () => {
    const tags = journalOf(MIGRATIONS_FOLDER).entries.map((entry) => entry.tag);
    for (const [tag, first] of Object.entries(FIRST_NAMES)) {
      expect(tags).toContain(tag);
      expect(hashOf(tag), tag).toBe(first.sha256);
    }
  });

  it('leave a database migrated under the first names as it is', { timeout: 90_000 }, async () => {
    const { db, recorded } = await openEmpty();
    await migrate(db, { migrationsFolder: firstNamesFolder(Number.POSITIVE_INFINITY) });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // Every migration recorded once, with the hash of today's file: the same SQL.
    expect(await recorded()).toEqual(todaysHashes());
  });

  it.each([14, 17])(
    'upgrade a database migrated under the first names up to entry %i',
    { timeout: 90_000 },
    async (upTo) => {
      // Up to 0014 the renamed 0015 is still to come; up to 0017 it is applied.
      const { db, recorded } = await openEmpty();
      await migrate(db, { migrationsFolder: firstNamesFolder(upTo) });
      expect(await recorded()).toHaveLength(upTo + 1);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      expect(await recorded()).toEqual(todaysHashes());
    },
  );
});
