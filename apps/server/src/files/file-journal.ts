import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';
import type { FileStore } from './file-store.ts';
import { type ProcessedImage, THUMBNAIL_TYPE } from './images.ts';

/** A transaction or the database itself. */
type Executor = Pick<Db, 'update' | 'insert' | 'select' | 'delete' | 'execute'>;

export const thumbnailKey = (key: string) => `${key}-t`;
const withThumbnails = (keys: string[]) => keys.flatMap((key) => [key, thumbnailKey(key)]);
const STALE_PENDING_MS = 60 * 60 * 1000;
/** The PostgreSQL advisory lock a backup holds (exclusive) and removals try (shared). */
export const BACKUP_LOCK = 7_669_736_101;

/**
 * Stores images and keeps the database's record of them (see `storedFiles` in db/schema.ts):
 * stage -> attach (in the record's transaction) -> release (in the record's transaction) -> purge.
 * `isShared`: other processes (nodes) use the same database, and may be staging files right now.
 */
export function createFileJournal(db: Db, store: FileStore, { isShared }: { isShared: boolean }) {
  // While a backup copies the database and then the files it names, nothing is removed
  // (backup/backup.ts): in this process, purges wait for its end; on a shared database, a node
  // that finds the backup's lock taken leaves the files for a later sweep.
  let holds = 0;
  const heldBack: string[] = [];

  /** Runs `remove` unless a backup is running; null when one is. */
  async function unlessBackingUp(remove: (executor: Executor) => Promise<number>): Promise<number | null> {
    if (holds > 0) return null;
    if (!isShared) return remove(db);
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock_shared(${BACKUP_LOCK}) as free`);
      const [row] = (result as unknown as { rows: { free: boolean }[] }).rows;
      return row?.free ? remove(tx) : null;
    });
  }

  async function purge(keys: string[]) {
    if (keys.length === 0) return;
    const all = withThumbnails(keys);
    const removed = await unlessBackingUp(async (executor) => {
      for (const key of all) await store.remove(key);
      await executor.delete(storedFiles).where(inArray(storedFiles.key, all));
      return all.length;
    });
    // Held back in this process; on a shared database the rows stay for the next sweep.
    if (removed === null && holds > 0) heldBack.push(...keys);
  }

  /** Removes the files of rows not attached (and matching `which`), then the rows. */
  async function removeUnattached(which: SQL | undefined): Promise<number> {
    const removed = await unlessBackingUp(async (executor) => {
      const rows = await executor
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(ne(storedFiles.state, 'attached'), which));
      for (const { key } of rows) await store.remove(key);
      if (rows.length > 0)
        await executor.delete(storedFiles).where(
          inArray(
            storedFiles.key,
            rows.map((r) => r.key),
          ),
        );
      return rows.length;
    });
    return removed ?? 0;
  }

  /** Released files, and staged files an hour old that no request can still be about to attach. */
  const sweep = (now = Date.now()) =>
    removeUnattached(
      or(eq(storedFiles.state, 'deleting'), lt(storedFiles.createdAt, new Date(now - STALE_PENDING_MS))),
    );

  return {
    /** Writes an image and its thumbnail under a new random key, journalled as pending. */
    async stage(image: ProcessedImage): Promise<string> {
      const key = randomBytes(16).toString('hex');
      await db.insert(storedFiles).values([
        { key, state: 'pending', contentType: image.contentType, size: image.data.length },
        {
          key: thumbnailKey(key),
          state: 'pending',
          contentType: THUMBNAIL_TYPE,
          size: image.thumbnail.length,
        },
      ]);
      await store.put(key, image.data);
      await store.put(thumbnailKey(key), image.thumbnail);
      return key;
    },

    /** Inside the record's transaction: these keys are now in use. */
    async attach(tx: Executor, keys: string[]) {
      if (keys.length === 0) return;
      await tx
        .update(storedFiles)
        .set({ state: 'attached' })
        .where(inArray(storedFiles.key, withThumbnails(keys)));
    },

    /** Inside the record's transaction: these keys are no longer used; purge them after commit. */
    async release(tx: Executor, keys: (string | null)[]) {
      const present = keys.filter((key): key is string => Boolean(key));
      if (present.length === 0) return;
      await tx
        .update(storedFiles)
        .set({ state: 'deleting' })
        .where(inArray(storedFiles.key, withThumbnails(present)));
    },

    /** Deletes files and their journal rows (after a commit that released them, or a failed request). */
    purge: (keys: (string | null)[]) => purge(keys.filter((key): key is string => Boolean(key))),

    open: (key: string) => store.open(key),

    /** Content type of an attached file, or undefined. */
    async contentType(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(and(eq(storedFiles.key, key), eq(storedFiles.state, 'attached')));
      return row?.contentType;
    },

    /** Removes what an earlier failure left behind while requests may be in flight. */
    sweep,

    /** Removes nothing until the returned release is called (a backup in progress). */
    holdPurges(): () => Promise<void> {
      holds += 1;
      let isReleased = false;
      return async () => {
        if (isReleased) return;
        isReleased = true;
        holds -= 1;
        if (holds === 0) await purge(heldBack.splice(0));
      };
    },

    /**
     * At start, alone on the database (the embedded one is locked to one process), no request of
     * the previous process can be in flight: every file not attached goes (staged or released).
     * On a shared database another node may be staging files now, so only what `sweep` removes.
     * Either way, every half-written temporary file a kill left in this node's storage.
     */
    async sweepAtStart(): Promise<{ unattached: number; temporary: number }> {
      const unattached = isShared ? await sweep() : await removeUnattached(undefined);
      return { unattached, temporary: await store.removeTemporaryFiles() };
    },
  };
}
export type FileJournal = ReturnType<typeof createFileJournal>;
