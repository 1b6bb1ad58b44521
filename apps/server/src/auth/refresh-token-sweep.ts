import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { schedulePeriodicJob } from '../lib/periodic-job.ts';
import { deleteStaleRefreshTokens } from './refresh-tokens.repository.ts';
import { deleteStaleTickets } from './stale-tickets.ts';

const TIMING = {
  everyMs: 60 * 60 * 1000,
  /** Rows deleted per statement: a large backlog never holds the database in one long delete. */
  batch: 1000,
};

/**
 * Every sign-in and every refresh adds a refresh-token row, every sign-in step a one-time ticket;
 * nothing else removes the ones that can no longer be used. This removes them at start and then hourly, in batches with a pause
 * between them so requests interleave (PGlite runs one statement at a time). Passes never
 * overlap; a failed pass is logged and the next one tries again; `stop` waits for a pass in
 * progress, so the database is never closed under it. Several instances sweeping the same
 * PostgreSQL at once only delete the same rows: each delete is idempotent.
 */
export function scheduleRefreshTokenSweep(
  db: Db,
  log: FastifyBaseLogger,
  timing: Partial<typeof TIMING> = {},
) {
  const { everyMs, batch } = { ...TIMING, ...timing };

  async function pass(isStopped: () => boolean): Promise<number> {
    let removed = 0;
    for (;;) {
      const now = new Date();
      const deleted = Math.max(
        await deleteStaleRefreshTokens(db, now, batch),
        await deleteStaleTickets(db, now, batch),
      );
      removed += deleted;
      if (deleted < batch || isStopped()) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (removed > 0) log.info({ removed }, 'stale refresh tokens and tickets removed');
    return removed;
  }

  const job = schedulePeriodicJob('refresh token sweep', pass, log, everyMs);
  return { sweep: job.run, stop: job.stop };
}
