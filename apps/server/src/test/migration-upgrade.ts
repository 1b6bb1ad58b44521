import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openEmbeddedPostgres } from '@visadesk/embedded-postgres';
import { expect, onTestFinished } from 'vitest';

const MIGRATIONS = path.join(import.meta.dirname, '../db/migrations');

export type MigrationDatabase = Awaited<ReturnType<typeof openEmbeddedPostgres>>['client'];

/**
 * An office upgrading to one migration: a PGlite database (closed when the test ends) with
 * every migration before `file` applied, so a test can add the rows an office already has and then
 * run `file` itself with `applyMigration()`. Plain SQL, so the migration tests need no PostgreSQL.
 */
export async function openDatabaseBefore(
  file: string,
): Promise<{ db: MigrationDatabase; applyMigration: () => Promise<void> }> {
  const files = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const upTo = files.indexOf(file);
  expect(upTo).toBeGreaterThan(0);
  const embedded = await openEmbeddedPostgres({ extensions: ['pg_trgm'] });
  onTestFinished(() => embedded.close());
  const db = embedded.client;
  const apply = async (name: string) => {
    for (const statement of readFileSync(path.join(MIGRATIONS, name), 'utf8').split(
      '--> statement-breakpoint',
    ))
      if (statement.trim()) await db.exec(statement);
  };
  for (const name of files.slice(0, upTo)) await apply(name);
  return { db, applyMigration: () => apply(file) };
}
