import type { FieldChange, RecordVersion } from '@visadesk/contract';
import { getTableColumns, getTableName, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { storedVersions } from './record-at-version.ts';
import { users } from './schema.ts';

type Value = FieldChange['from'];

/**
 * How a table's API names its columns: by their property names, but for `renamed`; `files` are
 * file keys; `people` hold a user's id, which the history shows as the user's name.
 */
export type HistoryNames = {
  renamed?: Record<string, string>;
  files?: readonly string[];
  people?: readonly string[];
};

/** The record as created: version 1, which the record itself keeps (its creation time and creator). */
export type Creation = { at: Date; by: string | null };

/**
 * The history of one table's records (record_versions, written by migration 0030's trigger), as the
 * API answers it: newest first, each version's changes named as the API names the fields.
 */
export function recordHistory(table: PgTable, { renamed = {}, files = [], people = [] }: HistoryNames = {}) {
  const tableName = getTableName(table);
  const fieldOf = new Map(
    Object.entries(getTableColumns(table)).map(([property, column]) => [
      column.name,
      renamed[property] ?? property,
    ]),
  );
  const columnOf = new Map(
    Object.entries(getTableColumns(table)).map(([property, column]) => [property, column.name]),
  );
  const isFile = new Set(files);
  const change = (column: string, [from, to]: [Value, Value]): FieldChange => {
    const field = fieldOf.get(column) ?? column;
    // A file field says whether it held a file; the key itself is storage's, never the API's.
    return isFile.has(field) ? { field, from: from !== null, to: to !== null } : { field, from, to };
  };

  /** `creation`: version 1, where the record keeps when it was added (none: only its changes). */
  return async function versionsOf(db: Db, id: string, creation?: Creation): Promise<RecordVersion[]> {
    const rows = await storedVersions(db, tableName, id);
    const named = await namesOf(db, rows, new Set(people.map((field) => columnOf.get(field) ?? field)));
    const nameOf = (column: string, value: Value) =>
      typeof value === 'string' && named.has(column) ? (named.get(column)?.get(value) ?? value) : value;
    return [
      ...rows.map((row) => ({
        version: row.version,
        action: row.action,
        at: row.at.toISOString(),
        by: row.by,
        changes: Object.entries(row.changes as Record<string, [Value, Value]>).map(([column, [from, to]]) =>
          change(column, [nameOf(column, from), nameOf(column, to)]),
        ),
      })),
      ...(creation
        ? [
            {
              version: 1,
              action: 'created' as const,
              at: creation.at.toISOString(),
              by: creation.by,
              changes: [],
            },
          ]
        : []),
    ];
  };
}

/** For each column in `columns`, the names of the users its changes hold (a deleted user: the id stays). */
async function namesOf(db: Db, rows: { changes: unknown }[], columns: Set<string>) {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const [column, values] of Object.entries(row.changes as Record<string, Value[]>)) {
      if (columns.has(column)) for (const value of values) if (typeof value === 'string') ids.add(value);
    }
  }
  const found =
    ids.size === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [...ids]));
  const names = new Map(found.map((user) => [user.id, user.name]));
  return new Map([...columns].map((column) => [column, names]));
}
