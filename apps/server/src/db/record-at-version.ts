import type { FieldChange, RecordVersionMeta } from '@visadesk/contract';
import { and, type Column, desc, eq, getTableColumns, getTableName, gte } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { recordVersions, users } from './schema.ts';

type Executor = Pick<Db, 'select'>;

/** A record at a version: the properties changed since, with the values they had then. */
export type RecordAtVersion = { values: Record<string, unknown>; meta?: RecordVersionMeta };

/**
 * One record of `table` as it was at `version`, rebuilt from today's row by undoing each newer
 * version's changes, newest first (a version stores only what changed: {column: [old, new]}).
 * Answers the properties that differ from today's row with their values then, and the version's
 * meta (none for version 1, the record as created, which the record itself keeps). Undefined when
 * there is no such version, or the history no longer reaches back to it (pruned by retention).
 */
export async function recordAtVersion(
  db: Executor,
  table: PgTable,
  id: string,
  version: number,
): Promise<RecordAtVersion | undefined> {
  const rows = await storedVersions(db, getTableName(table), id, version);
  const oldest = rows.at(-1);
  // Versions are numbered without gaps from 2; pruning takes the oldest first.
  const reached = version === 1 ? !oldest || oldest.version === 2 : oldest?.version === version;
  if (!reached) return undefined;

  const columns = getTableColumns(table);
  const propertyOf = new Map(Object.entries(columns).map(([property, column]) => [column.name, property]));
  const values: Record<string, unknown> = {};
  for (const row of rows) {
    if (row.version === version) continue;
    for (const [name, [old]] of Object.entries(row.changes as Record<string, [FieldChange['from']]>)) {
      const property = propertyOf.get(name);
      if (property) values[property] = fromJson(columns[property] as Column, old);
    }
  }
  const at = rows.find((row) => row.version === version);
  return {
    values,
    meta: at && { version, action: at.action, at: at.at.toISOString(), by: at.by },
  };
}

/** A value as the trigger's to_jsonb wrote it, as the column reads it (a timestamp: a Date). */
const fromJson = (column: Column, value: unknown) =>
  typeof value === 'string' && column.columnType === 'PgTimestamp' ? new Date(value) : value;

/**
 * The stored versions of one record (record_versions) from version `from` on, newest first: who
 * saved each (by name; null for the system or a deleted user), when, how, and what changed.
 */
export function storedVersions(db: Executor, tableName: string, id: string, from = 1) {
  return db
    .select({
      version: recordVersions.version,
      action: recordVersions.action,
      at: recordVersions.at,
      by: users.name,
      changes: recordVersions.changes,
    })
    .from(recordVersions)
    .leftJoin(users, eq(users.id, recordVersions.actor))
    .where(
      and(
        eq(recordVersions.tableName, tableName),
        eq(recordVersions.recordId, id),
        gte(recordVersions.version, from),
      ),
    )
    .orderBy(desc(recordVersions.version));
}
