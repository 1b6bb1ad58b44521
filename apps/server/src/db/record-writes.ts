import { and, eq } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFieldsFlat,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { newObjectId } from '../lib/object-id.ts';
import { type SaveBasis, savedAs } from '../lib/record-version.ts';
import type { Db } from './client.ts';

/** A table of records: an ObjectId given when one is added, and its version, which every save sets. */
type RecordTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** The database, or a transaction on it. */
type Writer = Pick<Db, 'insert' | 'update' | 'delete'>;

/** The row `columns` read; drizzle cannot work it out while the table is a type parameter. */
type RowOf<C extends SelectedFieldsFlat> = SelectResultFields<C>;

/**
 * Adding, saving and deleting one record of `table`, each answering the record's `columns`. A save
 * sets a new version and applies only while the record still has the version it was based on
 * (lib/record-version.ts), so every record table keeps that rule in one place.
 */
export function recordWrites<T extends RecordTable, C extends SelectedFieldsFlat>(table: T, columns: C) {
  return {
    async insert(db: Writer, values: Omit<PgInsertValue<T>, 'id'>): Promise<RowOf<C>> {
      const [row] = (await db
        .insert(table)
        .values({ id: newObjectId(), ...values } as PgInsertValue<T>)
        .returning(columns)) as RowOf<C>[];
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Undefined when record `id` is gone or no longer has the version `basis` expects (if any). */
    async update(
      db: Writer,
      id: string,
      values: PgUpdateSetSource<T>,
      basis: SaveBasis = {},
    ): Promise<RowOf<C> | undefined> {
      const [row] = (await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(table.id, id), savedAs(table.updatedAt, basis)))
        .returning(columns)) as RowOf<C>[];
      return row;
    },

    /** True when there was a record `id` to delete. */
    async remove(db: Writer, id: string): Promise<boolean> {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
