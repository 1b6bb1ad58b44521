import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * The output of `COPY (query) TO ... WITH (options)`, written by the database itself: a query's
 * rows as CSV, say, without reading them row by row here. Both are SQL text (COPY takes no
 * parameters): never put user input in them.
 */
export type CopyOut = (query: string, options: string) => Promise<Uint8Array>;

/** CopyOut on a PostgreSQL server: `COPY ... TO STDOUT` on a connection of the pool, read whole. */
export function postgresCopyOut(pool: pg.Pool): CopyOut {
  return async (query, options) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of client.query(copyTo(`COPY (${query}) TO STDOUT WITH (${options})`)))
        chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      // A COPY cut short may leave the connection mid-protocol: the pool drops it.
      failure = error as Error;
      throw error;
    } finally {
      client.release(failure);
    }
  };
}
