/** What a page's rows hold, chosen by the caller, and how a statement's rows become a page. */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema.ts';

/**
 * What a page's rows hold, chosen by the caller: columns of `applications` and of tables
 * left-joined to it (who created an application, say). They are read in the statement that finds
 * the page: a page of ids alone would cost the caller a second round trip for every page. `key`
 * names the prepared statements built for it; `Row` is one row's type as read.
 */
export type RowSource<Row> = {
  key: string;
  columns: SelectedFields;
  joins: { table: PgTable; on: SQL }[];
  /** Never set: it carries the row's type. */
  readonly row?: Row;
};

/** The ids alone: what the search's own tests read. */
export const ID_ROWS: RowSource<{ id: string }> = { key: 'ids', columns: { id: applications.id }, joins: [] };

/** A page's rows with the total the search found (or counted); see `splitTotal`. */
export type PageRow = { id: string | null; total: string | number } & Record<string, unknown>;

/** A select from the applications table, of fields known only as the caller's. */
const rowsQuery = (db: Db, fields: SelectedFields) => db.select(fields).from(applications).$dynamic();
type RowsQuery = ReturnType<typeof rowsQuery>;

/**
 * `select` the caller's columns (and the id, which tells a row without an application) with
 * `extra` from the applications table, joined as `join` says and then to the caller's tables.
 */
export function selectRows(
  db: Db,
  rows: RowSource<unknown>,
  extra: SelectedFields,
  join: (query: RowsQuery) => RowsQuery = (query) => query,
): RowsQuery {
  let query = join(rowsQuery(db, { ...rows.columns, id: applications.id, ...extra }));
  for (const { table, on } of rows.joins) query = query.leftJoin(table, on);
  return query;
}

/** A page of the caller's rows: `moreThan`, more applications match than the `total` listed. */
export type SearchPage<Row> = { rows: Row[]; total: number; moreThan?: true };

/** A statement's rows and the total each carries; a row without an application carries only that. */
export function splitTotal<Row>(found: PageRow[]): SearchPage<Row> {
  return {
    rows: found.flatMap(({ total: _, ...row }) => (row.id === null ? [] : [row as Row])),
    total: Number(found[0]?.total ?? 0),
  };
}

/**
 * A prepared statement's name: `name` for the caller's rows. PostgreSQL keeps 63 bytes of a name,
 * so a longer one is hashed (two names the same in their first 63 bytes would collide).
 */
export function statementName(rows: RowSource<unknown>, name: string): string {
  const full = `search_${rows.key}_${name}`;
  return full.length <= 63 ? full : `search_${createHash('sha256').update(full).digest('hex').slice(0, 48)}`;
}

/** A page's offset and size, and the value of each filter and term it has. */
export type PageParams = { limit: number; offset: number } & Record<string, unknown>;
