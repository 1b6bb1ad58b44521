import { useState } from 'react';

/** The part of an RTK Query result the edit screens read. */
export interface RecordQuery<T> {
  currentData?: T;
  fulfilledTimeStamp?: number;
  isError: boolean;
  error?: unknown;
  refetch: () => { unwrap(): Promise<T> };
}

export interface EditRecord<T> {
  /** The record the form starts from; undefined until the server has answered. */
  record: T | undefined;
  isLoading: boolean;
  /** The failed load, when there is no record to show. */
  error: unknown;
  /** Takes the current record from the server; false when it could not be reloaded. */
  reload: () => Promise<boolean>;
}

/**
 * The record an edit form starts from: read from the server when the screen
 * opens, never a list's cached copy (the query is made with `refetchOnMountOrArgChange`), and then
 * held: a later refetch changes neither the form under the user's hands nor the version its save is
 * based on. After a save is refused as stale, `reload` takes the current record, and the form,
 * keyed by `editKey`, starts again from it.
 */
export function useEditRecord<T>(query: RecordQuery<T>): EditRecord<T> {
  const [openedAt] = useState(Date.now);
  const [held, setHeld] = useState<T>();
  const isFresh = query.fulfilledTimeStamp !== undefined && query.fulfilledTimeStamp >= openedAt;
  const fresh = isFresh ? query.currentData : undefined;
  // Held from the first fresh answer on (a state update during render, as React documents for
  // state derived from props).
  if (held === undefined && fresh !== undefined) setHeld(fresh);

  async function reload() {
    try {
      setHeld(await query.refetch().unwrap());
      return true;
    } catch {
      return false;
    }
  }

  const record = held ?? fresh;
  return {
    record,
    isLoading: record === undefined && !query.isError,
    error: record === undefined && query.isError ? query.error : undefined,
    reload,
  };
}

/** The key of an edit form: a reloaded record (a new version) starts the form again. */
export const editKey = (record: { _id: string; updatedAt: string }) => `${record._id}@${record.updatedAt}`;
