import type { Salary } from '@visadesk/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salaries } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { hasVersion } from '../../lib/record-version.ts';

const columns = {
  id: salaries.id,
  name: salaries.name,
  createdAt: salaries.createdAt,
  updatedAt: salaries.updatedAt,
};
type SalaryRow = { id: string; name: string; createdAt: Date; updatedAt: Date };

const toSalary = (row: SalaryRow): Salary => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The unique index's expression: salaries compare by value ("3500" is "3500.00"). */
const amount = sql`(${salaries.name}::numeric)`;

/** Every salary, lowest first. */
export async function listSalaries(db: Db): Promise<Salary[]> {
  const rows = await db.select(columns).from(salaries).orderBy(asc(amount), asc(salaries.id));
  return rows.map(toSalary);
}

export async function getSalary(db: Db, id: string): Promise<Salary | undefined> {
  const [row] = await db.select(columns).from(salaries).where(eq(salaries.id, id));
  return row && toSalary(row);
}

/** True when another salary record already has this amount. */
export async function salaryAmountTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: salaries.id })
    .from(salaries)
    .where(and(eq(amount, sql`${name}::numeric`), exceptId ? ne(salaries.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertSalary(db: Db, name: string): Promise<Salary> {
  const [row] = await db.insert(salaries).values({ id: newObjectId(), name }).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return toSalary(row);
}

/** Renames it, if it still has version `expected` (when given; lib/record-version.ts). */
export async function updateSalary(
  db: Db,
  id: string,
  name: string,
  expected?: Date,
): Promise<Salary | undefined> {
  const [row] = await db
    .update(salaries)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(salaries.id, id), hasVersion(salaries.updatedAt, expected)))
    .returning(columns);
  return row && toSalary(row);
}

export async function deleteSalary(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(salaries).where(eq(salaries.id, id)).returning({ id: salaries.id });
  return rows.length > 0;
}
