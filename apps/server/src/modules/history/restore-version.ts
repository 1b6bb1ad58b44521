import { MESSAGES } from '@visadesk/contract';
import { and, type Column, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { recordAtVersion } from '../../db/record-at-version.ts';
import { storedFiles } from '../../db/schema.ts';
import type { FileJournal } from '../../files/file-journal.ts';
import { changeWithFiles } from '../../files/staged-change.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import { restoredAs, type SaveBasis, staleRecord } from '../../lib/record-version.ts';
import { type BinKind, heldFor } from '../recently-deleted/bin-kinds.ts';

const C = MESSAGES.common;

/** What a restore never writes, whatever the version holds: the record's identity and its times. */
const NEVER_RESTORED = ['id', 'createdAt', 'createdBy', 'updatedAt'];

/** A table with the columns a versioned save uses. */
type VersionedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Brings a record of `kind`'s table back to `version`, in one transaction, as a new version (its
 * action 'restore'): every property that changed since takes its value then, except `kept` (those
 * with their own actions, such as an application's status). Files the version held are attached
 * again; files the restore lets go are retained for the record, as an edit's are. Refused: 404 for
 * no such record or version, 412 when the record is no longer the version `basis` expects (nothing
 * applied), 409 when nothing would change, a file is no longer kept, or a value now clashes with
 * another record's unique one.
 */
export function restoreVersion(
  db: Db,
  files: FileJournal,
  kind: BinKind,
  {
    id,
    version,
    basis,
    kept = [],
  }: { id: string; version: number; basis: SaveBasis; kept?: readonly string[] },
): Promise<void> {
  const table = kind.table as VersionedTable;
  const columns = getTableColumns(table);
  const fileProperties = Object.keys(columns).filter((property) =>
    kind.fileColumns.includes((columns[property] as Column).name),
  );
  return changeWithFiles(db, files, [], async (tx) => {
    // Locked: the values are undone from the row as it stays until the update.
    const [current] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!current) throw notFound(kind.notFound);
    const at = await recordAtVersion(tx, table, id, version);
    if (!at) throw notFound(C.versionNotFound);
    const changes = Object.fromEntries(
      Object.entries(at.values).filter(
        ([property]) => !NEVER_RESTORED.includes(property) && !kept.includes(property),
      ),
    );
    if (Object.keys(changes).length === 0) throw new AppError('CONFLICT', C.versionSameAsNow);

    const changedFiles = fileProperties.filter((property) => property in changes);
    const back = changedFiles.map((property) => changes[property]).filter(isKey);
    if (!(await allKept(tx, back))) throw new AppError('CONFLICT', C.versionFileGone);
    await files.attach(tx, back);
    const saved = await refuseDuplicates(kind.clashes, () =>
      tx
        .update(table)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(table.id, id), restoredAs(table.updatedAt, basis)))
        .returning({ id: table.id }),
    );
    if (saved.length === 0) throw staleRecord();
    const released = changedFiles.map((property) => (current as Record<string, unknown>)[property]);
    return { result: undefined, released: released.filter(isKey), heldFor: heldFor(kind, id) };
  });
}

const isKey = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Whether every key is still stored, in use or retained for a version (none purged since). */
async function allKept(tx: Pick<Db, 'select'>, keys: string[]): Promise<boolean> {
  if (keys.length === 0) return true;
  const rows = await tx
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(inArray(storedFiles.key, keys), inArray(storedFiles.state, ['attached', 'retained'])));
  return new Set(rows.map((row) => row.key)).size === new Set(keys).size;
}
