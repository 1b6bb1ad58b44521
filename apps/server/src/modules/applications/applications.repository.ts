import {
  type ApplicationFields,
  type ApplicationStatus,
  DOCUMENT_SLOTS,
  type DocumentSlot,
} from '@visadesk/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationCounts,
  applicationStatusChanges,
  applications,
  publicLookups,
  users,
} from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';

export type ApplicationRow = typeof applications.$inferSelect & { createdByName: string | null };
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const columns = { ...getTableColumns(applications), createdByName: users.name };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Totals per status from the trigger-kept counts table (never a full count). */
async function countByStatus(db: Db, status?: ApplicationStatus): Promise<number> {
  const rows = await db
    .select({ n: applicationCounts.n })
    .from(applicationCounts)
    .where(status ? eq(applicationCounts.status, status) : undefined);
  return rows.reduce((sum, row) => sum + Number(row.n), 0);
}

function searchFilter(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const compact = `%${escapeLike(search.replace(/\s+/g, ''))}%`;
  return or(
    ilike(applications.passport, compact),
    ilike(applications.email, pattern),
    sql`(${applications.surname} || ' ' || ${applications.givenN}) ilike ${pattern}`,
  ) as SQL;
}

/**
 * Newest first; `search` matches passport, e-mail or name, case-insensitively. A search first
 * collects the matching ids through the trigram indexes, then reads one page of rows by id.
 */
export async function listApplications(
  db: Db,
  query: { page: number; limit: number; search: string; status?: ApplicationStatus },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const offset = (query.page - 1) * query.limit;
  const statusFilter = query.status ? eq(applications.isStatus, query.status) : undefined;
  const select = () =>
    db.select(columns).from(applications).leftJoin(users, eq(users.id, applications.createdBy));

  if (!query.search) {
    const [rows, total] = await Promise.all([
      select().where(statusFilter).orderBy(desc(applications.id)).limit(query.limit).offset(offset),
      countByStatus(db, query.status),
    ]);
    return { rows, total };
  }

  const where = and(statusFilter, searchFilter(query.search)) as SQL;
  // MATERIALIZED pins the plan: the matching ids come from the trigram indexes (bitmap scans);
  // inlined, the planner may instead walk the primary key backwards testing every row.
  const page = (await db.execute(
    sql`with matches as materialized (select ${applications.id} as id from ${applications} where ${where})
        select id, count(*) over () as total from matches order by id desc limit ${query.limit} offset ${offset}`,
  )) as unknown as { rows: { id: string; total: number | string }[] };
  const ids = page.rows.map((row) => row.id);
  if (ids.length === 0) {
    const [counted] =
      offset > 0 ? await db.select({ n: count() }).from(applications).where(where) : [{ n: 0 }];
    return { rows: [], total: counted?.n ?? 0 };
  }
  const rows = await select().where(inArray(applications.id, ids)).orderBy(desc(applications.id));
  return { rows, total: Number(page.rows[0]?.total ?? 0) };
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

const enquiryColumns = {
  id: applications.id,
  surname: applications.surname,
  givenN: applications.givenN,
  passport: applications.passport,
  currentN: applications.currentN,
  isStatus: applications.isStatus,
  pending: applications.pending,
  approve: applications.approve,
  imageKey: applications.imageKey,
  ...Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, applications[key]])),
} as const;
export type EnquiryRow = Pick<
  ApplicationRow,
  | 'id'
  | 'surname'
  | 'givenN'
  | 'passport'
  | 'currentN'
  | 'isStatus'
  | 'pending'
  | 'approve'
  | 'imageKey'
  | DocumentSlot
>;

function prepareEnquiry(db: Db) {
  return db
    .select(enquiryColumns)
    .from(applications)
    .where(
      and(
        eq(applications.passport, sql.placeholder('passport')),
        eq(applications.currentN, sql.placeholder('nationality')),
        eq(applications.dob, sql.placeholder('dob')),
      ),
    )
    .prepare('enquiry');
}
// The public enquiry is the hottest query: prepared once per database, so PostgreSQL plans it once.
const enquiryStatements = new WeakMap<Db, ReturnType<typeof prepareEnquiry>>();

/** The exact-match public lookup: passport (normalised), nationality code and date of birth. */
export async function findForEnquiry(
  db: Db,
  passport: string,
  nationality: string,
  dob: string,
): Promise<EnquiryRow | undefined> {
  let statement = enquiryStatements.get(db);
  if (!statement) {
    statement = prepareEnquiry(db);
    enquiryStatements.set(db, statement);
  }
  const [row] = await statement.execute({ passport, nationality, dob });
  return row as EnquiryRow | undefined;
}

export type LookupEntry = {
  id: string;
  at: Date;
  clientAddress: string;
  kind: 'enquiry' | 'document';
  applicationId: string | null;
  document?: string;
};

export async function insertLookups(db: Db, entries: LookupEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(publicLookups).values(entries);
}

export async function getLookup(db: Db, id: string) {
  const [row] = await db.select().from(publicLookups).where(eq(publicLookups.id, id));
  return row;
}

export function listLookups(db: Db, applicationId: string, limit = 100) {
  return db
    .select()
    .from(publicLookups)
    .where(eq(publicLookups.applicationId, applicationId))
    .orderBy(desc(publicLookups.at))
    .limit(limit);
}
