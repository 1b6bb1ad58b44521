import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';

const TIMING = {
  firstAfterMs: 60_000,
  everyMs: 6 * 60 * 60 * 1000,
  /** A pass waits for the database to have been idle this long... */
  quietMs: 1_000,
  /** ...but not longer than this. */
  maxWaitMs: 60 * 60 * 1000,
  pollMs: 250,
};

/**
 * Tables whose statistics have drifted, by autovacuum's default rule (rows changed since the last
 * ANALYZE above 50 plus 10% of the table), or that were never analysed. PGlite keeps the change
 * counters only while it runs, so changes made before a restart are not counted (as PostgreSQL
 * forgets them after a crash).
 */
const STALE_STATISTICS = `select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * c.reltuples
  order by 1`;

/**
 * PGlite has no autovacuum: nothing else reclaims the rows that updates and deletes leave behind,
 * or refreshes the planner's statistics as the tables change. This pass runs a minute after start
 * and every six hours. `VACUUM` visits only the pages changed since the last one (the visibility
 * map survives restarts): 0.16 s at 100,000 applications. `ANALYZE` samples 30,000 rows of a
 * table whatever changed (0.8 s, and 25 MB more memory the first time), so it runs only on tables
 * whose statistics have drifted. Requests wait while a pass runs, so a scheduled pass first waits
 * for a quiet moment (a second without a query), for at most an hour. A PostgreSQL server has
 * autovacuum, so nothing runs there.
 */
export function scheduleEmbeddedMaintenance(
  database: Pick<Database, 'kind' | 'pglite'>,
  log: FastifyBaseLogger,
  timing: Partial<typeof TIMING> = {},
) {
  const { firstAfterMs, everyMs, quietMs, maxWaitMs, pollMs } = { ...TIMING, ...timing };
  const pglite = database.kind === 'pglite' ? database.pglite : undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = (): Promise<void> => {
    if (!pglite || stopped) return running;
    running = running.then(async () => {
      const started = Date.now();
      try {
        // The change counters reach the statistics views only when flushed.
        await pglite.query('select pg_stat_force_next_flush()');
        await pglite.exec('VACUUM');
        const stale = (await pglite.query<{ name: string }>(STALE_STATISTICS)).rows.map((row) => row.name);
        if (stale.length > 0) await pglite.exec(`ANALYZE ${stale.join(', ')}`);
        log.info({ ms: Date.now() - started, analysed: stale }, 'embedded database vacuumed');
      } catch (err) {
        log.warn({ err }, 'embedded database maintenance failed');
      }
    });
    return running;
  };

  // Only the worker knows how long the database has been idle; in-process PGlite runs at once.
  const idleForMs = () => (pglite && 'idleForMs' in pglite ? pglite.idleForMs() : Number.POSITIVE_INFINITY);
  let waiting: NodeJS.Timeout | undefined;
  const whenQuiet = () => {
    if (waiting || stopped) return;
    const due = Date.now();
    const check = () => {
      if (stopped) return;
      if (idleForMs() < quietMs && Date.now() - due < maxWaitMs) {
        waiting = setTimeout(check, pollMs).unref();
        return;
      }
      waiting = undefined;
      void run();
    };
    check();
  };

  const first = pglite ? setTimeout(whenQuiet, firstAfterMs).unref() : undefined;
  const every = pglite ? setInterval(whenQuiet, everyMs).unref() : undefined;
  return {
    run,
    /** No further passes; waits for one in progress, so the database can close after it. */
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearTimeout(waiting);
      clearInterval(every);
      await running;
    },
  };
}
