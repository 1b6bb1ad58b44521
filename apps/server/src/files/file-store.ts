import type { Readable } from 'node:stream';
import type { LocalFile } from './spool.ts';

/** Where file bytes live. Keys are random and opaque; metadata is kept in the database. */
export interface FileStore {
  /** Stores bytes under `key`: small ones from memory, an upload streamed from its local file. */
  put(key: string, data: Buffer | LocalFile): Promise<void>;
  /** A stream of the file, or null when there is no such file. */
  open(key: string): Promise<Readable | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Removes files a write never finished (a kill mid-write); only when no write is under way. */
  removeTemporaryFiles(): Promise<number>;
}
