import { type ApplicationFields, DOCUMENT_SLOTS, type DocumentSlot } from '@visadesk/contract';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { applicationStatusChanges, applications, users } from '../../db/schema.ts';
import { statusSince } from '../../db/status-since.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { type SaveBasis, savedAs } from '../../lib/record-version.ts';
import { type ApplicationRow, applicationRowColumns as columns } from './application-row.ts';

/** The application list, searched, filtered and sorted: the search part (`search/`) reads it. */
export { type ApplicationsPage, type ListQuery, listApplications } from './application-list.ts';
export type { ApplicationRow } from './application-row.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const placeholder = sql.placeholder;

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
      reference: applications.reference,
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
  basis: SaveBasis = {},
): Promise<boolean> {
  const rows = await tx
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(applications.id, id), savedAs(applications.updatedAt, basis)))
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
    changedAt: Date;
    reason?: string | null;
    note?: string | null;
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
