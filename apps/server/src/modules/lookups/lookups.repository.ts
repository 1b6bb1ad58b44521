import { DOCUMENT_SLOTS, type DocumentSlot } from '@visadesk/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createGatheredReads } from '../../db/gathered-reads.ts';
import { prepared } from '../../db/prepared.ts';
import { applications, publicLookups } from '../../db/schema.ts';
import { statusSince } from '../../db/status-since.ts';

type ApplicationsRow = typeof applications.$inferSelect;

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
  ApplicationsRow,
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

// By passport alone, which is unique: the statement answers a gathered set of enquiries, and each
// then compares its own nationality and date of birth.
function enquiryReads(db: Db) {
  const statement = db
    .select({ ...enquiryColumns, dob: applications.dob })
    .from(applications)
    .where(sql`${applications.passport} = any(${sql.placeholder('passports')}::text[])`)
    .prepare('enquiry');
  return createGatheredReads({
    // The slots' columns come from a list, which drizzle's row type does not follow.
    readMany: (passports) => statement.execute({ passports }) as Promise<(EnquiryRow & { dob: string })[]>,
    keyOf: (row) => row.passport,
  });
}
/** The exact-match public lookup: passport (normalised), nationality code and date of birth. */
export async function findForEnquiry(
  db: Db,
  passport: string,
  nationality: string,
  dob: string,
): Promise<EnquiryRow | undefined> {
  const row = await prepared(db, 'enquiry', () => enquiryReads(db))(passport);
  return row && row.currentN === nationality && row.dob === dob ? row : undefined;
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
