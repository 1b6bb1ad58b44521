import type { Company } from '@visadesk/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { hasVersion } from '../../lib/record-version.ts';

const columns = {
  id: companies.id,
  name: companies.name,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};
type CompanyRow = { id: string; name: string; createdAt: Date; updatedAt: Date };

const toCompany = (row: CompanyRow): Company => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The unique index's expression: names compare in any letter case. */
const lowerName = sql`lower(${companies.name})`;

/** Every company, by name. */
export async function listCompanies(db: Db): Promise<Company[]> {
  const rows = await db.select(columns).from(companies).orderBy(asc(lowerName), asc(companies.id));
  return rows.map(toCompany);
}

export async function getCompany(db: Db, id: string): Promise<Company | undefined> {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, id));
  return row && toCompany(row);
}

/** True when another company already has this name, in any letter case. */
export async function companyNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(lowerName, sql`lower(${name})`), exceptId ? ne(companies.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertCompany(db: Db, name: string): Promise<Company> {
  const [row] = await db.insert(companies).values({ id: newObjectId(), name }).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return toCompany(row);
}

/** Renames it, if it still has version `expected` (when given; lib/record-version.ts). */
export async function updateCompany(
  db: Db,
  id: string,
  name: string,
  expected?: Date,
): Promise<Company | undefined> {
  const [row] = await db
    .update(companies)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(companies.id, id), hasVersion(companies.updatedAt, expected)))
    .returning(columns);
  return row && toCompany(row);
}

export async function deleteCompany(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  return rows.length > 0;
}
