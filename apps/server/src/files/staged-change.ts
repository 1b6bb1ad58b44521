import type { Db } from '../db/client.ts';
import type { FileJournal } from './file-journal.ts';

/**
 * Runs a record change that takes staged files and lets go of others: the staged files are attached
 * and the released ones marked inside the record's transaction; after commit the released files are
 * purged, and if the change fails the staged files are purged instead. `mapError` turns a database
 * error (such as a unique-index race) into the API's error.
 */
export async function changeWithFiles<T>(
  db: Db,
  files: FileJournal,
  staged: string[],
  change: (tx: Db) => Promise<{ result: T; released: (string | null)[] }>,
  mapError: (error: unknown) => unknown = (error) => error,
): Promise<T> {
  let outcome: { result: T; released: (string | null)[] };
  try {
    outcome = await db.transaction(async (tx) => {
      const out = await change(tx as unknown as Db);
      await files.attach(tx, staged);
      await files.release(tx, out.released);
      return out;
    });
  } catch (error) {
    await files.purge(staged);
    throw mapError(error);
  }
  await files.purge(outcome.released);
  return outcome.result;
}
