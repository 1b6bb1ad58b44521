import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';

const FIRST_AFTER_MS = 60_000;
const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum: nothing else refreshes the planner's statistics as the tables grow, or
 * reclaims the rows that updates and deletes leave behind. This runs `VACUUM (ANALYZE)` a minute
 * after start and every six hours. Only the first pass reads every page; later ones skip the pages
 * the visibility map marks unchanged. Requests wait while it runs (about a second at 100,000
 * applications the first time). A PostgreSQL server has autovacuum, so nothing runs there.
 */
export function scheduleEmbeddedMaintenance(
  database: Pick<Database, 'kind' | 'pglite'>,
  log: FastifyBaseLogger,
  timing = { firstAfterMs: FIRST_AFTER_MS, everyMs: EVERY_MS },
) {
  const pglite = database.kind === 'pglite' ? database.pglite : undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = (): Promise<void> => {
    if (!pglite || stopped) return running;
    running = running.then(async () => {
      const started = Date.now();
      try {
        await pglite.exec('VACUUM (ANALYZE)');
        log.info({ ms: Date.now() - started }, 'embedded database vacuumed and analysed');
      } catch (err) {
        log.warn({ err }, 'embedded database maintenance failed');
      }
    });
    return running;
  };

  const first = pglite ? setTimeout(run, timing.firstAfterMs).unref() : undefined;
  const every = pglite ? setInterval(run, timing.everyMs).unref() : undefined;
  return {
    run,
    /** No further passes; waits for one in progress, so the database can close after it. */
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
