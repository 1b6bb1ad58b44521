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
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
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

const placeholder = sql.placeholder;

/** The number of applications (of one status) from the trigger-kept counts table, never a count. */
function totalQuery(db: Db, withStatus: boolean) {
  return db
    .select({ n: sql<string>`coalesce(sum(${applicationCounts.n}), 0)` })
    .from(applicationCounts)
    .where(withStatus ? eq(applicationCounts.status, placeholder('status')) : undefined);
}

/** One page, newest first, with the total from the counts table: one round trip. */
function preparePage(db: Db, withStatus: boolean) {
  return db
    .select({ ...columns, total: sql<string>`(${totalQuery(db, withStatus)})` })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .where(withStatus ? eq(applications.isStatus, placeholder('status')) : undefined)
    .orderBy(desc(applications.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(`applications_page_${withStatus}`);
}

type SearchShape = { passport: boolean; email: boolean; indexed: boolean };

/**
 * Which fields a search can match follows from their rules: a passport is letters and digits
 * only (the term is compared without its spaces) and an e-mail has no spaces. Leaving out a field
 * that cannot match skips its index. A term of fewer than three characters has no trigram for the
 * indexes to look up: it is searched by reading the table (`indexed: false`).
 */
function searchShape(search: string, compact: string): SearchShape {
  return {
    passport: /^[A-Za-z0-9]{1,20}$/.test(compact),
    email: !/\s/.test(search),
    indexed: compact.length >= 3,
  };
}

const contains = (column: SQLWrapper, term: 'term' | 'compact') =>
  sql`strpos(lower(${column}), lower(${placeholder(term)})) > 0`;

function searchCondition(withStatus: boolean, shape: SearchShape): SQL {
  const name = sql`(${applications.surname} || ' ' || ${applications.givenN})`;
  // Statements run with generic plans (session-settings.ts), so the shape of the condition, not
  // the term, decides the plan: ILIKE for the trigram indexes, strpos for a scan of the table.
  const matches = shape.indexed
    ? [
        shape.passport ? ilike(applications.passport, placeholder('compactPattern')) : undefined,
        shape.email ? ilike(applications.email, placeholder('pattern')) : undefined,
        sql`${name} ilike ${placeholder('pattern')}`,
      ]
    : [
        shape.passport ? contains(applications.passport, 'compact') : undefined,
        shape.email ? contains(applications.email, 'term') : undefined,
        contains(name, 'term'),
      ];
  return and(
    withStatus ? eq(applications.isStatus, placeholder('status')) : undefined,
    or(...matches),
  ) as SQL;
}

/**
 * A search page in one statement. The matching ids come first, through the trigram indexes
 * (MATERIALIZED pins that plan: inlined, the planner may walk the primary key backwards testing
 * every row), with their count; only the page's rows are then read and joined.
 */
function prepareSearch(db: Db, withStatus: boolean, shape: SearchShape, key: string) {
  const page = sql`(with matches as materialized (
      select ${applications.id} as id from ${applications} where ${searchCondition(withStatus, shape)})
    select id, count(*) over () as total from matches order by id desc
    limit ${placeholder('limit')} offset ${placeholder('offset')}) as page`;
  return db
    .select({ ...columns, total: sql<string>`page.total` })
    .from(applications)
    .innerJoin(page, sql`page.id = ${applications.id}`)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .orderBy(desc(applications.id))
    .prepare(`applications_search_${key}`);
}

/** The number of matches, for a page past the end of a search (which returns no rows to carry it). */
function prepareSearchCount(db: Db, withStatus: boolean, shape: SearchShape, key: string) {
  return db
    .select({ n: count() })
    .from(applications)
    .where(searchCondition(withStatus, shape))
    .prepare(`applications_search_count_${key}`);
}

/**
 * Newest first; `search` matches passport, e-mail or name, case-insensitively. Each shape of the
 * query is a prepared statement; a page is one round trip to the database.
 */
export async function listApplications(
  db: Db,
  query: { page: number; limit: number; search: string; status?: ApplicationStatus },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const withStatus = query.status !== undefined;
  const params = { status: query.status, limit: query.limit, offset: (query.page - 1) * query.limit };
  const split = (found: (ApplicationRow & { total: string | number })[]) => ({
    rows: found.map(({ total: _, ...row }) => row),
    total: Number(found[0]?.total ?? 0),
  });

  if (!query.search) {
    const statement = prepared(db, `page:${withStatus}`, () => preparePage(db, withStatus));
    const result = split(await statement.execute(params));
    if (result.rows.length > 0 || params.offset === 0) return result;
    const counter = prepared(db, `total:${withStatus}`, () =>
      totalQuery(db, withStatus).prepare(`applications_total_${withStatus}`),
    );
    const [counted] = await counter.execute(params);
    return { rows: [], total: Number(counted?.n ?? 0) };
  }

  const compact = query.search.replace(/\s+/g, '');
  const shape = searchShape(query.search, compact);
  const key = `${withStatus}_${shape.passport}_${shape.email}_${shape.indexed}`;
  const search = {
    ...params,
    term: query.search,
    compact,
    pattern: `%${escapeLike(query.search)}%`,
    compactPattern: `%${escapeLike(compact)}%`,
  };
  const statement = prepared(db, `search:${key}`, () => prepareSearch(db, withStatus, shape, key));
  const result = split(await statement.execute(search));
  if (result.rows.length > 0 || params.offset === 0) return result;
  const counter = prepared(db, `search-count:${key}`, () => prepareSearchCount(db, withStatus, shape, key));
  const [counted] = await counter.execute(search);
  return { rows: [], total: counted?.n ?? 0 };
}

const selectApplication = (db: Executor) =>
  db.select(columns).from(applications).leftJoin(users, eq(users.id, applications.createdBy));

/** One application, through a prepared statement: the detail page is read far more than written. */
export async function getApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const statement = prepared(db, 'one', () =>
    selectApplication(db)
      .where(eq(applications.id, placeholder('id')))
      .prepare('applications_one'),
  );
  const [row] = await statement.execute({ id });
  return row;
}

/** One application, read inside a transaction. */
export async function getApplicationInTransaction(
  tx: Executor,
  id: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplication(tx).where(eq(applications.id, id));
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
 * batch of any size reuses one prepared statement.
 */
export async function insertLookups(db: Db, entries: LookupEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const column = (pick: (entry: LookupEntry) => string | null) => sql.param(entries.map(pick));
  await db.execute(sql`insert into ${publicLookups}
    (id, at, client_address, kind, application_id, document)
    select * from unnest(
      ${column((e) => e.id)}::text[], ${column((e) => e.at.toISOString())}::timestamptz[],
      ${column((e) => e.clientAddress)}::text[], ${column((e) => e.kind)}::text[],
      ${column((e) => e.applicationId)}::text[], ${column((e) => e.document ?? null)}::text[])`);
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
