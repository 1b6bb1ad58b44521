import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { deleteStaleRefreshTokens } from './refresh-tokens.repository.ts';

const TIMING = {
  everyMs: 60 * 60 * 1000,
  /** Rows deleted per statement: a large backlog never holds the database in one long delete. */
  batch: 1000,
};

/**
 * Every sign-in and every refresh adds a refresh-token row; nothing else removes the ones that
 * can no longer be used. This removes them at start and then hourly, in batches with a pause
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
  let running: Promise<number> | undefined;
  let stopped = false;

  async function pass(): Promise<number> {
    let removed = 0;
    for (;;) {
      const deleted = await deleteStaleRefreshTokens(db, new Date(), batch);
      removed += deleted;
      if (deleted < batch || stopped) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (removed > 0) log.info({ removed }, 'stale refresh tokens removed');
    return removed;
  }

  /** Runs a pass unless one is in progress (then answers that one); 0 when it failed or stopped. */
  function sweep(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    running ??= pass()
      .catch((err) => {
        log.warn({ err }, 'refresh token sweep failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();

  return {
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
