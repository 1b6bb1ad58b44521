import { type ApplicationFields, DOCUMENT_SLOTS, type DocumentSlot } from '@visadesk/contract';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { applicationStatusChanges, applications, publicLookups, users } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { hasVersion } from '../../lib/record-version.ts';
import { type ApplicationRow, applicationRowColumns as columns } from './application-row.ts';

export type { ApplicationRow } from './application-row.ts';
/** The application list, searched, filtered and sorted: the search part (`search/`) reads it. */
export {
  type ApplicationsPage,
  type ListQuery,
  listApplications,
  listApplications as listSortedApplications,
} from './application-list.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const placeholder = sql.placeholder;

/**
 * When the application took its present status: its last status change, or its creation when its
 * status never changed: a printout certifies the status as of then. The history's index
 * (application, time) answers it.
 */
// Written out: drizzle leaves columns unqualified in a one-table select, and a bare "id" in the
// subquery would be the history row's own.
const statusSince =
  sql<Date>`coalesce((select max(sc.changed_at) from application_status_changes sc where sc.application_id = "applications"."id"), "applications"."created_at")`
    .mapWith(applications.createdAt)
    .as('status_since');

/** An application as its detail page shows it: with when it took its status, for its printout. */
export type ApplicationRecord = ApplicationRow & { statusSince: Date };

/**
 * One application, through a prepared statement: the detail page is read far more than written.
 * It carries its status's date, so its printout is signed without a second statement.
 */
export async function getApplication(db: Db, id: string): Promise<ApplicationRecord | undefined> {
  const statement = prepared(db, 'one', () =>
    db
      .select({ ...columns, statusSince })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.createdBy))
      .where(eq(applications.id, placeholder('id')))
      .prepare('applications_one'),
  );
  const [row] = await statement.execute({ id });
  return row;
}

/** The keys of an application's files, locked until the transaction ends. */
export type ApplicationFileKeys = Pick<ApplicationRow, 'imageKey' | DocumentSlot>;

/**
 * Inside the transaction that replaces or removes files: the keys as they are now, with the row
 * locked, so of two changes at once to one file the second releases the first's file, not the one
 * both read (which would leave the first's file stored with nothing pointing at it).
 */
export async function lockApplicationFiles(
  tx: Executor,
  id: string,
): Promise<ApplicationFileKeys | undefined> {
  const documents = Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, applications[key]]));
  const [row] = await tx
    .select({ imageKey: applications.imageKey, ...documents })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  return row as ApplicationFileKeys | undefined;
}

/**
 * Inside a transaction: the application's status (and whom a status mail goes to), its row locked
 * until the transaction ends, so two status changes of one application run one after the other
 * and each sees the other's result.
 */
export async function lockApplicationStatus(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      isStatus: applications.isStatus,
      givenN: applications.givenN,
      surname: applications.surname,
      email: applications.email,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
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

/** Applies the changes, if the row still has version `expected` (when given); false when not. */
export async function updateApplicationRow(
  tx: Executor,
  id: string,
  changes: Partial<typeof applications.$inferInsert>,
  expected?: Date,
): Promise<boolean> {
  const rows = await tx
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(applications.id, id), hasVersion(applications.updatedAt, expected)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/**
 * The application and its public lookups: the lookup log has no foreign key to cascade (its lock
 * made every logged lookup write to the applications table).
 */
export async function deleteApplicationRow(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .delete(applications)
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  if (rows.length === 0) return false;
  await tx.delete(publicLookups).where(eq(publicLookups.applicationId, id));
  return true;
}

export async function insertStatusChange(
  tx: Executor,
  change: {
    applicationId: string;
    fromStatus: string | null;
    toStatus: string;
    changedBy: string;
    changedByName: string;
    changedAt: Date;
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

/** What a printout certifies and its verification page shows of one application. */
export async function getPrintoutSubject(db: Db, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      surname: applications.surname,
      givenN: applications.givenN,
      passport: applications.passport,
      isStatus: applications.isStatus,
      statusSince,
    })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
}
export type PrintoutSubject = NonNullable<Awaited<ReturnType<typeof getPrintoutSubject>>>;

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
  statusSince,
  ...Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, applications[key]])),
  email: applications.email,
  // Read with the match, so the one-time code setting costs the enquiry no second statement.
  documentCodeRequired:
    sql<boolean>`coalesce((select s.document_code_required from settings s where s.id = 1), false)`.as(
      'document_code_required',
    ),
} as const;
export type EnquiryRow = { statusSince: Date; documentCodeRequired: boolean } & Pick<
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
  | 'email'
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
/** The exact-match public lookup: passport (normalised), nationality code and date of birth. */
export async function findForEnquiry(
  db: Db,
  passport: string,
  nationality: string,
  dob: string,
): Promise<EnquiryRow | undefined> {
  const statement = prepared(db, 'enquiry', () => prepareEnquiry(db));
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

/**
 * One statement of the same text for any number of entries (column arrays through unnest), so a
 * batch of any size reuses one prepared statement. An entry whose application was deleted since
 * it was looked up goes with it, as its lookups did; the rest of the batch stays.
 */
export async function insertLookups(db: Db, entries: LookupEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const column = (pick: (entry: LookupEntry) => string | null) => sql.param(entries.map(pick));
  await db.execute(sql`insert into ${publicLookups}
    (id, at, client_address, kind, application_id, document)
    select e.* from unnest(
      ${column((e) => e.id)}::text[], ${column((e) => e.at.toISOString())}::timestamptz[],
      ${column((e) => e.clientAddress)}::text[], ${column((e) => e.kind)}::text[],
      ${column((e) => e.applicationId)}::text[], ${column((e) => e.document ?? null)}::text[]
    ) as e(id, at, client_address, kind, application_id, document)
    where e.application_id is null
      or exists (select from ${applications} a where a.id = e.application_id)`);
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
