import type { CatalogueDefinition } from '@visadesk/contract';
import { and, asc, count, eq, getTableColumns, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordWrites } from '../../db/record-writes.ts';
import * as schema from '../../db/schema.ts';
import type { SaveBasis } from '../../lib/record-version.ts';
import { comparedValue, uniqueExpression } from './unique-expression.ts';

/**
 * A catalogue record as the API answers it: its id, `name` (the unique text it is listed by) and
 * any columns of its own (a salary's amount, currency and period).
 */
export type CatalogueRecord = { _id: string; name: string; createdAt: string; updatedAt: string } & Record<
  string,
  unknown
>;
/** What a save writes: `name`, and any columns of the catalogue's own. */
export type CatalogueValues = { name: string } & Record<string, unknown>;
type CatalogueRow = { id: string; name: string; createdAt: Date; updatedAt: Date } & Record<string, unknown>;

const toRecord = ({ id, createdAt, updatedAt, ...own }: CatalogueRow): CatalogueRecord => ({
  _id: id,
  ...own,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a list paged on the server: `search` is a case-insensitive "contains". */
export type PageQuery = { page: number; limit: number; search: string };

/**
 * Salaries are listed by currency (those kept from before currencies first), then amount as a
 * number, then period from hour to year: by their text, "CAD 10,000" would come before "CAD 3,200".
 */
const salaryOrder = (table: typeof schema.salaries): SQL[] => [
  sql`${table.currency} asc nulls first`,
  asc(table.amount),
  sql`array_position(array['hour', 'day', 'week', 'month', 'year'], ${table.period})`,
];

/**
 * The table named after a catalogue in db/schema.ts. Every catalogue table has id, name and the
 * two times; the companies' type stands for them all, and a catalogue's own columns (the
 * salaries') travel untyped, checked by the contract's schemas.
 */
export const catalogueTable = (definition: CatalogueDefinition) =>
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: server code, the table is named after its resource
  schema[definition.name] as typeof schema.companies;

/**
 * The queries of one catalogue, over the table named after it in db/schema.ts (`companies`, ...),
 * whose unique index compares `name` as the definition's rule says (lower(name) or name).
 */
export function createCatalogueRepository(db: Db, definition: CatalogueDefinition) {
  const table = catalogueTable(definition);
  const compare = definition.unique[0].compare;
  const columns = getTableColumns(table);
  const unique = uniqueExpression(table.name, compare);
  const order =
    definition.name === 'salaries'
      ? [...salaryOrder(schema.salaries), asc(table.id)]
      : [asc(unique), asc(table.id)];
  const writes = recordWrites(table, columns);
  const rowsOf = (rows: unknown[]) => (rows as CatalogueRow[]).map(toRecord);

  return {
    /** Every record, in the catalogue's order (by name in any case, or a salary's). */
    async listAll(): Promise<CatalogueRecord[]> {
      return rowsOf(
        await db
          .select(columns)
          .from(table)
          .orderBy(...order),
      );
    },

    /** One page of records in the same order, with the total. */
    async listPage(query: PageQuery): Promise<{ records: CatalogueRecord[]; total: number }> {
      const where = query.search ? ilike(table.name, `%${escapeLike(query.search)}%`) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { records: rowsOf(rows), total: counted?.n ?? 0 };
    },

    async get(id: string): Promise<CatalogueRecord | undefined> {
      const [row] = await db.select(columns).from(table).where(eq(table.id, id));
      return row && toRecord(row as CatalogueRow);
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

    async insert(values: CatalogueValues): Promise<CatalogueRecord> {
      return toRecord((await writes.insert(db, values)) as CatalogueRow);
    },

    /** Saves it, if it still has version `expected` (when given; lib/record-version.ts). */
    async update(
      id: string,
      values: CatalogueValues,
      basis: SaveBasis = {},
    ): Promise<CatalogueRecord | undefined> {
      const row = await writes.update(db, id, values, basis);
      return row && toRecord(row as CatalogueRow);
    },
  };
}
