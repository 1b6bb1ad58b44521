import type { CatalogueDefinition } from '@visadesk/contract';
import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordWrites } from '../../db/record-writes.ts';
import * as schema from '../../db/schema.ts';
import { comparedValue, uniqueExpression } from './unique-expression.ts';

/** A catalogue record as every catalogue answers it: `name` is its one field. */
export type CatalogueRecord = { _id: string; name: string; createdAt: string; updatedAt: string };
type CatalogueRow = { id: string; name: string; createdAt: Date; updatedAt: Date };

const toRecord = (row: CatalogueRow): CatalogueRecord => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a list paged on the server: `search` is a case-insensitive "contains". */
export type PageQuery = { page: number; limit: number; search: string };

/**
 * The queries of one catalogue, over the table named after it in db/schema.ts (`companies`, ...),
 * whose unique index compares `name` as the definition's rule says (lower(name), name::numeric).
 */
export function createCatalogueRepository(db: Db, definition: CatalogueDefinition) {
  // Every catalogue table has the same columns; the companies' type stands for all of them.
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: server code, the table is named after its resource
  const table = schema[definition.name] as typeof schema.companies;
  const compare = definition.unique[0].compare;
  const columns = { id: table.id, name: table.name, createdAt: table.createdAt, updatedAt: table.updatedAt };
  const unique = uniqueExpression(table.name, compare);
  const byUnique = [asc(unique), asc(table.id)] as const;
  const writes = recordWrites(table, columns);

  return {
    /** Every record, in the order of the unique expression (by name in any case, or by value). */
    async listAll(): Promise<CatalogueRecord[]> {
      const rows = await db
        .select(columns)
        .from(table)
        .orderBy(...byUnique);
      return rows.map(toRecord);
    },

    /** One page of records in the same order, with the total. */
    async listPage(query: PageQuery): Promise<{ records: CatalogueRecord[]; total: number }> {
      const where = query.search ? ilike(table.name, `%${escapeLike(query.search)}%`) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(table)
          .where(where)
          .orderBy(...byUnique)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { records: rows.map(toRecord), total: counted?.n ?? 0 };
    },

    async get(id: string): Promise<CatalogueRecord | undefined> {
      const [row] = await db.select(columns).from(table).where(eq(table.id, id));
      return row && toRecord(row);
    },

    /** True when another record already has this name, as the unique index compares names. */
    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(unique, comparedValue(name, compare)), exceptId ? ne(table.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    async insert(name: string): Promise<CatalogueRecord> {
      return toRecord(await writes.insert(db, { name }));
    },

    /** Renames it, if it still has version `expected` (when given; lib/record-version.ts). */
    async update(id: string, name: string, expected?: Date): Promise<CatalogueRecord | undefined> {
      const row = await writes.update(db, id, { name }, expected);
      return row && toRecord(row);
    },

    remove: (id: string): Promise<boolean> => writes.remove(db, id),
  };
}
