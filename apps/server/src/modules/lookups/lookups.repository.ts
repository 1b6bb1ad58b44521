import { DOCUMENT_SLOTS, type DocumentSlot } from '@visadesk/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createGatheredReads } from '../../db/gathered-reads.ts';
import { prepared } from '../../db/prepared.ts';
import { applications, publicLookups } from '../../db/schema.ts';
import { statusSince } from '../../db/status-since.ts';
import { savedAs } from '../../lib/record-version.ts';

type ApplicationsRow = typeof applications.$inferSelect;

/** What a printout certifies and its verification page shows of one application. */
export async function getPrintoutSubject(db: Db, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      surname: applications.surname,
      givenN: applications.givenN,
      reference: applications.reference,
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
  reference: applications.reference,
  surname: applications.surname,
  givenN: applications.givenN,
  passport: applications.passport,
  currentN: applications.currentN,
  isStatus: applications.isStatus,
  pending: applications.pending,
  approve: applications.approve,
  rejectionReason: applications.rejectionReason,
  rejectionNote: applications.rejectionNote,
  rejectionShared: applications.rejectionShared,
  imageKey: applications.imageKey,
  statusSince,
  ...Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, applications[key]])),
  email: applications.email,
  language: applications.language,
  // Read with the match, so the one-time code setting costs the enquiry no second statement.
  documentCodeRequired:
    sql<boolean>`coalesce((select s.document_code_required from settings s where s.id = 1), false)`.as(
      'document_code_required',
    ),
} as const;
export type EnquiryRow = { statusSince: Date; documentCodeRequired: boolean } & Pick<
  ApplicationsRow,
  | 'id'
  | 'reference'
  | 'rejectionReason'
  | 'rejectionNote'
  | 'rejectionShared'
  | 'surname'
  | 'givenN'
  | 'passport'
  | 'currentN'
  | 'isStatus'
  | 'pending'
  | 'approve'
  | 'imageKey'
  | 'email'
  | 'language'
  | DocumentSlot
>;

type EnquiryKey = 'passport' | 'reference';

// By passport, or by reference, each unique: the statement answers a gathered set of enquiries,
// and each then compares its own nationality and date of birth.
function enquiryReads(db: Db, key: EnquiryKey) {
  const statement = db
    .select({ ...enquiryColumns, dob: applications.dob })
    .from(applications)
    .where(sql`${applications[key]} = any(${sql.placeholder('keys')}::text[])`)
    .prepare(key === 'passport' ? 'enquiry' : 'enquiry_reference');
  return createGatheredReads({
    // The slots' columns come from a list, which drizzle's row type does not follow.
    readMany: (keys) => statement.execute({ keys }) as Promise<(EnquiryRow & { dob: string })[]>,
    keyOf: (row) => row[key],
  });
}
const readBy = (db: Db, key: EnquiryKey, value: string) =>
  prepared(db, `enquiry_${key}`, () => enquiryReads(db, key))(value);

/**
 * The exact-match public lookup: the passport (normalised) or the case's reference (normalised,
 * null when the term cannot be one), with the nationality code and the date of birth.
 */
export async function findForEnquiry(
  db: Db,
  { passport, reference }: { passport: string; reference: string | null },
  nationality: string,
  dob: string,
): Promise<EnquiryRow | undefined> {
  const rows = await Promise.all([
    readBy(db, 'passport', passport),
    reference ? readBy(db, 'reference', reference) : undefined,
  ]);
  return rows.find((row) => row && row.currentN === nationality && row.dob === dob);
}

/**
 * Keeps `language` as the applicant's, in a version of its own that names the enquiry; a save of
 * the record like any other (its version moves on, so an edit open meanwhile is told).
 */
export async function keepApplicantLanguage(db: Db, id: string, language: string): Promise<void> {
  await db
    .update(applications)
    .set({ language, updatedAt: new Date() })
    .where(
      and(
        eq(applications.id, id),
        ne(applications.language, language),
        savedAs(applications.updatedAt, { action: 'enquiry-language' }),
      ),
    );
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

export function listLookups(db: Db, applicationId: string, limit = 100) {
  return db
    .select()
    .from(publicLookups)
    .where(eq(publicLookups.applicationId, applicationId))
    .orderBy(desc(publicLookups.at))
    .limit(limit);
}
