import type { ApplicationFields, ApplicationStatus } from '@visadesk/contract';
import { and, asc, count, desc, eq, getTableColumns, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationStatusChanges, applications, publicLookups, users } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';

export type ApplicationRow = typeof applications.$inferSelect & { createdByName: string | null };
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const columns = { ...getTableColumns(applications), createdByName: users.name };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; `search` matches passport, e-mail or name, case-insensitively. */
export async function listApplications(
  db: Db,
  query: { page: number; limit: number; search: string; status?: ApplicationStatus },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(applications.isStatus, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const compact = `%${escapeLike(query.search.replace(/\s+/g, ''))}%`;
    filters.push(
      or(
        ilike(applications.passport, compact),
        ilike(applications.email, pattern),
        sql`(${applications.surname} || ' ' || ${applications.givenN}) ilike ${pattern}`,
      ) as SQL,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(applications)
      .leftJoin(users, eq(users.id, applications.createdBy))
      .where(where)
      .orderBy(desc(applications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function getApplication(db: Executor, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(applications)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .where(eq(applications.id, id));
  return row;
}

/** Which of the e-mail and passport already belong to another application. */
export async function findDuplicates(db: Executor, email: string, passport: string, exceptId?: string) {
  const rows = await db
    .select({ email: applications.email, passport: applications.passport })
    .from(applications)
    .where(
      and(
        or(eq(applications.email, email), eq(applications.passport, passport)),
        exceptId ? ne(applications.id, exceptId) : undefined,
      ),
    )
    .limit(2);
  return { email: rows.some((r) => r.email === email), passport: rows.some((r) => r.passport === passport) };
}

export async function insertApplication(
  tx: Executor,
  values: ApplicationFields & { imageKey: string; createdBy: string },
): Promise<string> {
  const id = newObjectId();
  await tx.insert(applications).values({ id, ...values });
  return id;
}

export async function updateApplicationRow(
  tx: Executor,
  id: string,
  changes: Partial<typeof applications.$inferInsert>,
): Promise<void> {
  await tx
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(applications.id, id));
}

export async function deleteApplicationRow(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .delete(applications)
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function insertStatusChange(
  tx: Executor,
  change: {
    applicationId: string;
    fromStatus: string | null;
    toStatus: string;
    changedBy: string;
    changedByName: string;
  },
) {
  await tx.insert(applicationStatusChanges).values({ id: newObjectId(), ...change });
}

export function listStatusChanges(db: Db, applicationId: string) {
  return db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id));
}

/** The exact-match public lookup: passport (normalised), nationality code and date of birth. */
export async function findForEnquiry(db: Db, passport: string, nationality: string, dob: string) {
  const [row] = await db
    .select(columns)
    .from(applications)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .where(
      and(
        eq(applications.passport, passport),
        eq(applications.currentN, nationality),
        eq(applications.dob, dob),
      ),
    );
  return row;
}

export async function insertLookup(
  db: Db,
  lookup: {
    clientAddress: string;
    kind: 'enquiry' | 'document';
    applicationId: string | null;
    document?: string;
  },
): Promise<string> {
  const id = newObjectId();
  await db.insert(publicLookups).values({ id, ...lookup });
  return id;
}

export function listLookups(db: Db, applicationId: string, limit = 100) {
  return db
    .select()
    .from(publicLookups)
    .where(eq(publicLookups.applicationId, applicationId))
    .orderBy(desc(publicLookups.at))
    .limit(limit);
}
