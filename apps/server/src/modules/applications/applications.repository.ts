import {
  type ApplicationFields,
  type ApplicationStatus,
  DOCUMENT_SLOTS,
  type DocumentSlot,
} from '@visadesk/contract';
import { and, asc, count, desc, eq, getTableColumns, ne, or, type SQL, sql } from 'drizzle-orm';
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
import { hasVersion } from '../../lib/record-version.ts';
import { planSearch } from './search-terms.ts';

const {
  searchText: _text,
  searchName: _name,
  searchNameReversed: _reversed,
  ...applicationColumns
} = getTableColumns(applications);

/** An application as read: the search columns (kept by the database, decision 84) stay behind. */
export type ApplicationRow = Omit<
  typeof applications.$inferSelect,
  'searchText' | 'searchName' | 'searchNameReversed'
> & { createdByName: string | null };
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const columns = { ...applicationColumns, createdByName: users.name };

const placeholder = sql.placeholder;

/** The number of applications (of one status) from the trigger-kept counts table, never a count. */
function totalQuery(db: Db, withStatus: boolean) {
  return db
    .select({ n: sql<string>`coalesce(sum(${applicationCounts.n}), 0)` })
    .from(applicationCounts)
    .where(withStatus ? eq(applicationCounts.status, placeholder('status')) : undefined);
}

const withStatusOf = (withStatus: boolean) =>
  withStatus ? eq(applications.isStatus, placeholder('status')) : undefined;

/**
 * One page with the total from the counts table: one round trip. Newest first reads the rows
 * before the page; oldest first (for a page nearer the end, then reversed) the rows after it.
 */
function preparePage(db: Db, withStatus: boolean, order: 'newest' | 'oldest') {
  return db
    .select({ ...columns, total: sql<string>`(${totalQuery(db, withStatus)})` })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .where(withStatusOf(withStatus))
    .orderBy(order === 'newest' ? desc(applications.id) : asc(applications.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(`applications_page_${withStatus}_${order}`);
}

/** Every word of the term in the folded search text (decision 84); see `SearchPlan`. */
function matchingIds(withStatus: boolean, indexed: number): SQL {
  const text = applications.searchText;
  const folded = (name: string) => sql`(select search_fold(${placeholder(name)}))`;
  // Each pattern a separate condition on the column: the trigram index takes them all in one
  // scan. The other words, as one array, only filter the rows it found.
  const lookups = Array.from({ length: indexed }, (_, i) => sql`${text} like ${folded(`word${i}`)}`);
  const filters = sql`${text} like all (array(select search_fold(w) from unnest(${placeholder('filters')}::text[]) as w))`;
  const exact = sql`(${applications.passport} = ${placeholder('passport')}
    or ${applications.searchName} = ${folded('name')}
    or ${applications.searchNameReversed} = ${folded('name')})`;
  return sql`select ${applications.id} as id, ${exact} as exact from ${applications}
    where ${and(withStatusOf(withStatus), ...lookups, filters)}`;
}

/**
 * A term of one or two characters has no trigram for the indexes to look up, and contained
 * anywhere it would match most rows, found only by reading the whole table (at a million
 * applications 0.9 s on PostgreSQL, 1.6 s on PGlite). It matches the start of a passport instead
 * (names have at least three characters, e-mails more): a range of one index, read from the
 * index alone (2-19 ms).
 */
function passportPrefixIds(withStatus: boolean): SQL {
  const passport = sql`(${applications.passport} collate "C")`;
  const startsWith = and(
    withStatusOf(withStatus),
    sql`${passport} >= ${placeholder('prefixFrom')}`,
    sql`${passport} < ${placeholder('prefixTo')}`,
  );
  return sql`select ${applications.id} as id, false as exact from ${applications} where ${startsWith}`;
}

/**
 * A search page in one statement. The matching ids come first, through the indexes
 * (MATERIALIZED pins that plan: inlined, the planner may walk the primary key backwards testing
 * every row), with their count; only the page's rows are then read and joined. Exact matches
 * (passport or full name) first, then newest first, as the list.
 */
function prepareSearch(db: Db, ids: SQL, key: string) {
  const page = sql`(with matches as materialized (${ids})
    select id, exact, count(*) over () as total from matches order by exact desc, id desc
    limit ${placeholder('limit')} offset ${placeholder('offset')}) as page`;
  return db
    .select({ ...columns, total: sql<string>`page.total` })
    .from(applications)
    .innerJoin(page, sql`page.id = ${applications.id}`)
    .leftJoin(users, eq(users.id, applications.createdBy))
    .orderBy(sql`page.exact desc`, desc(applications.id))
    .prepare(`applications_search_${key}`);
}

/** The number of matches, for a page past the end of a search (which returns no rows to carry it). */
function prepareSearchCount(db: Db, ids: SQL, key: string) {
  return db.select({ n: count() }).from(sql`(${ids}) as matches`).prepare(`applications_search_count_${key}`);
}

type PageParams = { status: ApplicationStatus | undefined; limit: number; offset: number };
type Found = { rows: ApplicationRow[]; total: number };

const splitTotal = (found: (ApplicationRow & { total: string | number })[]): Found => ({
  rows: found.map(({ total: _, ...row }) => row),
  total: Number(found[0]?.total ?? 0),
});

/** One search page through the prepared statements of one shape of match (`key`). */
async function searchPage(
  db: Db,
  key: string,
  ids: () => SQL,
  params: PageParams & Record<string, unknown>,
): Promise<Found> {
  const statement = prepared(db, `search:${key}`, () => prepareSearch(db, ids(), key));
  const result = splitTotal(await statement.execute(params));
  if (result.rows.length > 0 || params.offset === 0) return result;
  const counter = prepared(db, `search-count:${key}`, () => prepareSearchCount(db, ids(), key));
  const [counted] = await counter.execute(params);
  return { rows: [], total: counted?.n ?? 0 };
}

/** From this many rows in, a plain page reads the total first (see plainPage). */
const FAR_OFFSET = 1_000;

/**
 * A page of the whole list (or one status). A page reads past every row before it, so far from
 * the start (a page reached by editing the address) the total comes first, from the counts
 * table: a page past the end reads nothing, and a page nearer the end than the start is read
 * from the oldest row. No page reads more than half the list: the last of a million
 * applications took 0.33 s on PostgreSQL and 0.62 s on PGlite, and now under 1 ms.
 */
async function plainPage(db: Db, withStatus: boolean, params: PageParams): Promise<Found> {
  const newestFirst = prepared(db, `page:${withStatus}`, () => preparePage(db, withStatus, 'newest'));
  const countAll = async () => {
    const counter = prepared(db, `total:${withStatus}`, () =>
      totalQuery(db, withStatus).prepare(`applications_total_${withStatus}`),
    );
    const [counted] = await counter.execute(params);
    return Number(counted?.n ?? 0);
  };
  if (params.offset < FAR_OFFSET) {
    const result = splitTotal(await newestFirst.execute(params));
    if (result.rows.length > 0 || params.offset === 0) return result;
    return { rows: [], total: await countAll() };
  }
  const total = await countAll();
  if (params.offset >= total) return { rows: [], total };
  const older = total - params.offset - params.limit;
  if (older >= params.offset) return splitTotal(await newestFirst.execute(params));
  const oldestFirst = prepared(db, `page-oldest:${withStatus}`, () => preparePage(db, withStatus, 'oldest'));
  const found = splitTotal(
    await oldestFirst.execute({
      ...params,
      offset: Math.max(0, older),
      limit: Math.min(params.limit, total - params.offset),
    }),
  );
  return { rows: found.rows.reverse(), total: found.total };
}

/**
 * Newest first; `search` finds every word of the term in any order (name parts, passport, e-mail,
 * national ID; without case or accents), exact passport and full-name matches first (a term of
 * one or two characters: the start of a passport). Each shape of the query is a prepared
 * statement; a page is one round trip to the database (two far from the start of the plain list).
 */
export async function listApplications(
  db: Db,
  query: { page: number; limit: number; search: string; status?: ApplicationStatus },
): Promise<Found> {
  const withStatus = query.status !== undefined;
  const params = { status: query.status, limit: query.limit, offset: (query.page - 1) * query.limit };

  if (!query.search) return plainPage(db, withStatus, params);

  const plan = planSearch(query.search);
  if (plan.kind === 'none') return { rows: [], total: 0 };
  if (plan.kind === 'prefix') {
    const { prefixFrom, prefixTo } = plan;
    return searchPage(db, `prefix_${withStatus}`, () => passportPrefixIds(withStatus), {
      ...params,
      prefixFrom,
      prefixTo,
    });
  }
  const indexed = plan.indexed.length;
  return searchPage(db, `words_${withStatus}_${indexed}`, () => matchingIds(withStatus, indexed), {
    ...params,
    ...Object.fromEntries(plan.indexed.map((pattern, i) => [`word${i}`, pattern])),
    filters: plan.filters,
    name: plan.name,
    passport: plan.passport,
  });
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
 * Inside a transaction: the application's status, its row locked until the transaction ends, so
 * two status changes of one application run one after the other and each sees the other's result.
 */
export async function lockApplicationStatus(
  tx: Executor,
  id: string,
): Promise<ApplicationStatus | undefined> {
  const [row] = await tx
    .select({ isStatus: applications.isStatus })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  return row?.isStatus;
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
