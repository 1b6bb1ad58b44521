import { DOCUMENT_SLOTS, type DocumentSlot } from '@visadesk/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, documentCodes } from '../../db/schema.ts';

type Executor = Pick<Db, 'insert'>;

/** Whom a code is mailed to. */
export async function findCodeRecipient(db: Db, id: string) {
  const [row] = await db
    .select({ id: applications.id, email: applications.email, language: applications.language })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
}

export async function insertCode(
  tx: Executor,
  row: { id: string; applicationId: string; codeHash: string; expiresAt: Date; clientAddress: string },
) {
  await tx.insert(documentCodes).values(row);
}

/**
 * Counts one try of the application's newest unused code and answers it (with the try counted), in
 * one statement, so tries sent at once are each counted; undefined when no code waits.
 */
export async function countTry(db: Db, applicationId: string) {
  const newest = db
    .select({ id: documentCodes.id })
    .from(documentCodes)
    .where(eq(documentCodes.applicationId, applicationId))
    .orderBy(desc(documentCodes.id))
    .limit(1);
  const [row] = await db
    .update(documentCodes)
    .set({ attempts: sql`${documentCodes.attempts} + 1` })
    .where(and(eq(documentCodes.id, sql`(${newest})`), isNull(documentCodes.usedAt)))
    .returning({
      id: documentCodes.id,
      codeHash: documentCodes.codeHash,
      attempts: documentCodes.attempts,
      expiresAt: documentCodes.expiresAt,
    });
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(documentCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(documentCodes.id, id), isNull(documentCodes.usedAt)))
    .returning({ id: documentCodes.id });
  return rows.length === 1;
}

const documentColumns = {
  id: applications.id,
  imageKey: applications.imageKey,
  ...Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, applications[key]])),
} as const;
export type EnquiryDocumentsRow = { id: string; imageKey: string | null } & Record<
  DocumentSlot,
  string | null
>;

/** The photo and document keys of one application, for a holder of its grant. */
export async function findDocuments(db: Db, id: string): Promise<EnquiryDocumentsRow | undefined> {
  const [row] = await db.select(documentColumns).from(applications).where(eq(applications.id, id));
  return row as EnquiryDocumentsRow | undefined;
}
