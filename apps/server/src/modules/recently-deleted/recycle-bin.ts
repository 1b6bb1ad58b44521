import { MESSAGES, RETENTION, type User } from '@visadesk/contract';
import { and, count, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { deletedRecords, recordVersions } from '../../db/schema.ts';
import type { FileJournal } from '../../files/file-journal.ts';
import { originalOf } from '../../files/sized-keys.ts';
import { changeWithFiles } from '../../files/staged-change.ts';
import { notFound } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import { BIN_KINDS, type BinKind, fileKeysOf, heldFor, type RowData } from './bin-kinds.ts';
import { insertCopies, rowJson } from './row-copies.ts';

const R = MESSAGES.recentlyDeleted;

/** What a binned record keeps beside its row: the rows that cascaded, and the ids of those linked. */
type Related = { rows?: Record<string, unknown[]>; links?: Record<string, string[]> };

/** One record in Recently deleted, as its list reads it. */
export type BinEntry = { id: string; data: RowData; deletedAt: Date; deletedBy: string };

/** The days a deleted record waits, as the settings say (their default before an admin saves). */
const KEEP_DAYS = sql`coalesce((select deleted_keep_days from settings where id = 1), ${RETENTION.deletedKeepDays.default})`;

/** Rows deleted for good per transaction by the periodic purge. */
const PURGE_BATCH = 100;

/** The database and the file journal a bin works with. */
type Parts = { db: Db; files: FileJournal };

/**
 * Recently deleted (deleted_records): deleting a record moves it here whole in one transaction (its
 * row, what cascades with it, its files retained, its history kept: `visadesk.action` = 'bin', see
 * migration 0032); an admin restores it as it was, or purges it; after the settings' days the
 * periodic purge does. Decision 189.
 */
export function createRecycleBin(db: Db, files: FileJournal) {
  const parts: Parts = { db, files };
  return {
    /** Moves record `id` of `kind` to Recently deleted; 404 when there is none. */
    move: (kind: BinKind, id: string, actor: User) => move(parts, kind, id, actor),
    /** One page of `kind`'s deleted records, newest deletion first, and how many days they wait. */
    list: (kind: BinKind, page: { page: number; limit: number }) => list(db, kind, page),
    /**
     * Puts record `id` back as it was (same id and times, what cascaded, its files attached again);
     * 404 when it is not in the bin, 409 when a unique field of it now belongs to another record.
     */
    restore: (kind: BinKind, id: string) => restore(parts, kind, id),
    /** Deletes record `id` of the bin for good with its files and history; 404 when it is not there. */
    purge: (kind: BinKind, id: string) => purge(parts, kind, id),
    /**
     * Purges what has waited longer than the settings' days, as of `now`, a batch per transaction.
     * Each batch claims its rows by deleting them (skipping rows another node holds), so nodes
     * purging at once share the work and none purges a record twice. Answers how many went.
     */
    purgeExpired: (now = new Date()) => purgeExpired(parts, now),
  };
}
export type RecycleBin = ReturnType<typeof createRecycleBin>;

/** Deletes for good what is left of a record taken out of the bin: its history, its files. */
async function forget(tx: Db, files: FileJournal, kind: BinKind, id: string): Promise<string[]> {
  await tx
    .delete(recordVersions)
    .where(and(eq(recordVersions.tableName, kind.name), eq(recordVersions.recordId, id)));
  for (const { table, column } of kind.purgedWith)
    await tx.execute(sql`delete from ${table} where ${sql.identifier(column)} = ${id}`);
  return files.releaseHeld(tx, heldFor(kind, id));
}

/** Removes the bytes now rather than at the next sweep (a copy goes with its original). */
const removeFiles = (files: FileJournal, released: string[]) =>
  files.purge(released.filter((key) => !originalOf(key)));

async function move({ db, files }: Parts, kind: BinKind, id: string, actor: User): Promise<void> {
  await changeWithFiles(db, files, [], async (tx) => {
    // The history stays (migration 0032); the record's count triggers follow the delete.
    await tx.execute(sql`select set_config('visadesk.action', 'bin', true)`);
    const table = sql.identifier(kind.name);
    // Locked first: of two deletes at once, the second finds nothing and answers 404.
    const locked = rowsOf(await tx.execute(sql`select id from ${table} where id = ${id} for update`));
    if (locked.length === 0) throw notFound(kind.notFound);
    const [moved] = rowsOf<{ data: RowData }>(
      await tx.execute(sql`insert into ${deletedRecords}
          (table_name, record_id, data, related, deleted_by, deleted_by_name)
        select ${kind.name}::text, t.id, ${rowJson(kind.table, 't')}, ${relatedJson(kind)},
          ${actor._id}::text, ${actor.name}::text
        from ${table} t where t.id = ${id}
        returning data`),
    );
    await tx.execute(sql`delete from ${table} where id = ${id}`);
    const data = typeof moved?.data === 'string' ? JSON.parse(moved.data) : (moved?.data ?? {});
    return { result: undefined, released: fileKeysOf(kind, data), heldFor: heldFor(kind, id) };
  });
}

async function list(db: Db, kind: BinKind, { page, limit }: { page: number; limit: number }) {
  const which = eq(deletedRecords.tableName, kind.name);
  const [entries, [counted], keep] = await Promise.all([
    db
      .select({
        id: deletedRecords.recordId,
        data: deletedRecords.data,
        deletedAt: deletedRecords.deletedAt,
        deletedBy: deletedRecords.deletedByName,
      })
      .from(deletedRecords)
      .where(which)
      .orderBy(desc(deletedRecords.deletedAt), desc(deletedRecords.recordId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(deletedRecords).where(which),
    db.execute(sql`select ${KEEP_DAYS} as days`),
  ]);
  return {
    entries: entries as BinEntry[],
    total: counted?.n ?? 0,
    keepDays: Number(rowsOf<{ days: number }>(keep)[0]?.days ?? RETENTION.deletedKeepDays.default),
  };
}

async function restore({ db, files }: Parts, kind: BinKind, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .delete(deletedRecords)
      .where(and(eq(deletedRecords.tableName, kind.name), eq(deletedRecords.recordId, id)))
      .returning({ data: deletedRecords.data, related: deletedRecords.related });
    if (!entry) throw notFound(R.notFound);
    const data = entry.data as RowData;
    // A clash undoes the whole transaction: the record stays in the bin.
    await refuseDuplicates(kind.clashes, () => insertCopies(tx, kind.table, data));
    const related = (entry.related ?? {}) as Related;
    for (const { table } of kind.related)
      await insertCopies(tx, table, related.rows?.[getTableName(table)] ?? []);
    for (const { table, column } of kind.links) {
      const ids = related.links?.[getTableName(table)] ?? [];
      if (ids.length === 0) continue;
      const c = sql.identifier(column);
      await tx.execute(sql`update ${table} set ${c} = ${id}
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and ${c} is null`);
    }
    await files.attach(tx, fileKeysOf(kind, data));
  });
}

async function purge({ db, files }: Parts, kind: BinKind, id: string): Promise<void> {
  const released = await db.transaction(async (tx) => {
    const [entry] = await tx
      .delete(deletedRecords)
      .where(and(eq(deletedRecords.tableName, kind.name), eq(deletedRecords.recordId, id)))
      .returning({ id: deletedRecords.recordId });
    if (!entry) throw notFound(R.notFound);
    return forget(tx as unknown as Db, files, kind, id);
  });
  await removeFiles(files, released);
}

async function purgeExpired({ db, files }: Parts, now: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const { claimed, released } = await db.transaction(async (tx) => {
      const rows = rowsOf<{ table_name: string; record_id: string }>(
        await tx.execute(sql`delete from ${deletedRecords}
          where (table_name, record_id) in (
            select table_name, record_id from ${deletedRecords}
            where deleted_at < ${now.toISOString()}::timestamptz - make_interval(days => ${KEEP_DAYS})
            order by deleted_at limit ${PURGE_BATCH}
            for update skip locked)
          returning table_name, record_id`),
      );
      const letGo: string[] = [];
      for (const row of rows) {
        const kind = BIN_KINDS[row.table_name as keyof typeof BIN_KINDS];
        if (kind) letGo.push(...(await forget(tx as unknown as Db, files, kind, row.record_id)));
      }
      return { claimed: rows.length, released: letGo };
    });
    await removeFiles(files, released);
    purged += claimed;
    if (claimed < PURGE_BATCH) return purged;
  }
}

/** The jsonb of what a record of `kind` (alias `t`) keeps beside its row. */
function relatedJson(kind: BinKind): SQL {
  const rows = kind.related.map(
    ({ table, column }) =>
      sql`${getTableName(table)}::text, (select coalesce(jsonb_agg(${rowJson(table, 'x')}), '[]'::jsonb)
        from ${table} x where x.${sql.identifier(column)} = t.id)`,
  );
  const links = kind.links.map(
    ({ table, column }) =>
      sql`${getTableName(table)}::text, (select coalesce(jsonb_agg(x.id), '[]'::jsonb)
        from ${table} x where x.${sql.identifier(column)} = t.id)`,
  );
  const object = (parts: SQL[]) => sql`jsonb_build_object(${sql.join(parts, sql`, `)})`;
  return sql`jsonb_build_object('rows', ${object(rows)}, 'links', ${object(links)})`;
}
