import type { Db } from '../db/client.ts';
import type { FileJournal } from './file-journal.ts';

/**
 * Runs a record change that takes staged files and lets go of others: the staged files are attached
 * and the released ones marked inside the record's transaction; after commit the released files are
 * purged, and if the change fails the staged files are purged instead. A change that answers
 * `heldFor` (a record whose history can bring its files back) retains what it lets go instead
 * (file-journal.ts). `mapError` turns a database error (such as a unique-index race) into the
 * API's error.
 */
export async function changeWithFiles<T>(
  db: Db,
  files: FileJournal,
  staged: string[],
  change: (tx: Db) => Promise<FileChange<T>>,
  mapError: (error: unknown) => unknown = (error) => error,
): Promise<T> {
  let outcome: FileChange<T>;
  try {
    outcome = await db.transaction(async (tx) => {
      const out = await change(tx as unknown as Db);
      await files.attach(tx, staged);
      if (out.heldFor) await files.retain(tx, out.released, out.heldFor);
      else await files.release(tx, out.released);
      return out;
    });
  } catch (error) {
    await files.purge(staged);
    throw mapError(error);
  }
  if (!outcome.heldFor) await files.purge(outcome.released);
  return outcome.result;
}

/** What a change with files answers: its result, the keys it let go and, to keep them, for whom. */
export type FileChange<T> = { result: T; released: (string | null)[]; heldFor?: string };
