import type { Designation } from '@visadesk/contract';
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designations } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { hasVersion } from '../../lib/record-version.ts';

const columns = {
  id: designations.id,
  name: designations.name,
  createdAt: designations.createdAt,
  updatedAt: designations.updatedAt,
};
type DesignationRow = { id: string; name: string; createdAt: Date; updatedAt: Date };

const toDesignation = (row: DesignationRow): Designation => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The unique index's expression: names compare in any letter case. */
const lowerName = sql`lower(${designations.name})`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of designations by name, with the total; `search` is a case-insensitive "contains". */
export async function listDesignations(
  db: Db,
  query: { page: number; limit: number; search: string },
): Promise<{ designations: Designation[]; total: number }> {
  const where = query.search ? ilike(designations.name, `%${escapeLike(query.search)}%`) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(designations)
      .where(where)
      .orderBy(asc(lowerName), asc(designations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(designations).where(where),
  ]);
  return { designations: rows.map(toDesignation), total: counted?.n ?? 0 };
}

export async function getDesignation(db: Db, id: string): Promise<Designation | undefined> {
  const [row] = await db.select(columns).from(designations).where(eq(designations.id, id));
  return row && toDesignation(row);
}

/** True when another designation already has this name, in any letter case. */
export async function designationNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: designations.id })
    .from(designations)
    .where(and(eq(lowerName, sql`lower(${name})`), exceptId ? ne(designations.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertDesignation(db: Db, name: string): Promise<Designation> {
  const [row] = await db.insert(designations).values({ id: newObjectId(), name }).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return toDesignation(row);
}

/** Renames it, if it still has version `expected` (when given; lib/record-version.ts). */
export async function updateDesignation(
  db: Db,
  id: string,
  name: string,
  expected?: Date,
): Promise<Designation | undefined> {
  const [row] = await db
    .update(designations)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(designations.id, id), hasVersion(designations.updatedAt, expected)))
    .returning(columns);
  return row && toDesignation(row);
}

export async function deleteDesignation(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(designations)
    .where(eq(designations.id, id))
    .returning({ id: designations.id });
  return rows.length > 0;
}
