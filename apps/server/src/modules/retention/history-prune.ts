import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { recordVersions, storedFiles } from '../../db/schema.ts';
import type { FileJournal } from '../../files/file-journal.ts';
import { BIN_KINDS } from '../recently-deleted/bin-kinds.ts';

/** Versions deleted per statement: a long history never holds the database in one long delete. */
const BATCH = 1000;

type Bounds = { days: number | null; versions: number | null };

/**
 * The history's bounds (Settings > Retention): versions older than the days, or past the newest N
 * of their record, are deleted; version 1 is the record itself and is never stored, so never
 * pruned. Then the files only those versions named are let go: a retained file of a live record
 * that no remaining version of it names and the record itself does not use. Every statement is
 * safe beside another node doing the same (a version or a file goes once; a file a restore has
 * attached meanwhile is no longer retained and stays). Answers how many versions went.
 */
export async function pruneHistory(db: Db, files: FileJournal, now = new Date()): Promise<number> {
  const bounds = await readBounds(db);
  if (bounds.days === null && bounds.versions === null) return 0;
  let pruned = 0;
  if (bounds.days !== null) pruned += await inBatches(() => deleteOlderThan(db, bounds.days as number, now));
  if (bounds.versions !== null)
    pruned += await inBatches(() => deleteBeyondNewest(db, bounds.versions as number));
  if (pruned > 0) await letGoOfUnnamedFiles(db, files);
  return pruned;
}

async function readBounds(db: Db): Promise<Bounds> {
  const [row] = rowsOf<Bounds>(
    await db.execute(
      sql`select history_keep_days as days, history_keep_versions as versions from settings where id = 1`,
    ),
  );
  return { days: row?.days ?? null, versions: row?.versions ?? null };
}

async function inBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

const deleted = (result: unknown) => rowsOf(result).length;

function deleteOlderThan(db: Db, days: number, now: Date) {
  return db
    .execute(sql`delete from ${recordVersions}
      where (table_name, record_id, version) in (
        select table_name, record_id, version from ${recordVersions}
        where at < ${now.toISOString()}::timestamptz - make_interval(days => ${days}::int)
        limit ${BATCH} for update skip locked)
      returning 1`)
    .then(deleted);
}

function deleteBeyondNewest(db: Db, versions: number) {
  return db
    .execute(sql`delete from ${recordVersions}
      where (table_name, record_id, version) in (
        select table_name, record_id, version from (
          select table_name, record_id, version,
            row_number() over (partition by table_name, record_id order by version desc) as newer
          from ${recordVersions}) ranked
        where newer > ${versions}::int
        limit ${BATCH})
      returning 1`)
    .then(deleted);
}

/** Lets go of the retained files of live records that none of their remaining versions names. */
async function letGoOfUnnamedFiles(db: Db, files: FileJournal) {
  const released: string[] = [];
  for (const kind of Object.values(BIN_KINDS)) {
    if (kind.fileColumns.length === 0) continue;
    const table = sql.identifier(kind.name);
    const prefix = `${kind.name}:`;
    const id = sql`substr(f.held_for, ${prefix.length + 1})`;
    const used = sql.join(
      kind.fileColumns.map((column) => sql`r.${sql.identifier(column)}`),
      sql`, `,
    );
    const unnamed = rowsOf<{ key: string; held_for: string }>(
      await db.execute(sql`select f.key, f.held_for from ${storedFiles} f
        where f.state = 'retained' and f.held_for like ${`${prefix}%`} and length(f.key) = 32
          and exists (select 1 from ${table} r
            where r.id = ${id} and not (f.key = any(array_remove(array[${used}], null))))
          and not exists (select 1 from ${recordVersions} v, jsonb_each(v.changes) c
            where v.table_name = ${getTableName(kind.table)} and v.record_id = ${id}
              and (c.value ->> 0 = f.key or c.value ->> 1 = f.key))`),
    );
    for (const { key, held_for: holder } of unnamed)
      released.push(...(await db.transaction((tx) => files.releaseHeld(tx, holder, [key]))));
  }
  await files.purge(released.filter((key) => key.length === 32));
}
