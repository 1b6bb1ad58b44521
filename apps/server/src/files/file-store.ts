import type { Readable } from 'node:stream';

/** Where file bytes live. Keys are random and opaque; metadata is kept in the database. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when there is no such file. */
  open(key: string): Promise<Readable | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Removes files a write never finished (a kill mid-write); only when no write is under way. */
  removeTemporaryFiles(): Promise<number>;
}
