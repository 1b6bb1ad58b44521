/** What a pass needs of the database: the worker also says how long it has been idle. */
export type MaintainedDatabase = {
  query<T>(text: string): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
  idleForMs?: () => number;
};

/** A pino-style logger (the server passes Fastify's). */
export type MaintenanceLog = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
};

export type MaintenanceTiming = typeof TIMING;

export type Maintenance = {
  /** A vacuum pass now (after any in progress). */
  run(): Promise<void>;
  /** A checkpoint now, if a WAL segment or more was written since the last one. */
  checkpoint(): Promise<void>;
  /** No further passes; waits for one in progress, so the database can close after it. */
  stop(): Promise<void>;
};

const TIMING = {
  firstAfterMs: 60_000,
  everyMs: 6 * 60 * 60 * 1000,
  /** How often the write-ahead log is looked at (PostgreSQL's checkpoint_timeout). */
  checkpointEveryMs: 5 * 60 * 1000,
  /** A pass waits for the database to have been idle this long... */
  quietMs: 1_000,
  /** ...but not longer than this. */
  maxWaitMs: 60 * 60 * 1000,
  pollMs: 250,
};

/**
 * PGlite runs PostgreSQL as one process, which never starts a checkpoint of its own (a server's
 * checkpointer does): the write-ahead log grows with every write until the database closes, 11 GB
 * after loading a million applications, and a crash would replay all of it on the next start. So
 * a checkpoint runs every five minutes in which a WAL segment (16 MB) or more was written; it
 * takes about 0.1 s, and lets PostgreSQL recycle the segments.
 */
const CHECKPOINT_DUE = `select (pg_current_wal_lsn() - redo_lsn) >= 16777216 as due from pg_control_checkpoint()`;

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
 * for a quiet moment (a second without a query), for at most an hour; so does a checkpoint (see
 * CHECKPOINT_DUE). A PostgreSQL server has autovacuum and a checkpointer: do not schedule this there.
 */
export function scheduleMaintenance(
  pglite: MaintainedDatabase,
  log: MaintenanceLog,
  timing: Partial<MaintenanceTiming> = {},
): Maintenance {
  const { firstAfterMs, everyMs, checkpointEveryMs, quietMs, maxWaitMs, pollMs } = { ...TIMING, ...timing };
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  /** One task at a time, after any in progress; none once stopped. */
  const enqueue = (task: (db: MaintainedDatabase) => Promise<void>, failure: string) => {
    if (stopped) return running;
    running = running.then(() => task(pglite).catch((err) => log.warn({ err }, failure)));
    return running;
  };

  const run = () =>
    enqueue(async (db) => {
      const started = Date.now();
      // The change counters reach the statistics views only when flushed.
      await db.query('select pg_stat_force_next_flush()');
      await db.exec('VACUUM');
      const stale = (await db.query<{ name: string }>(STALE_STATISTICS)).rows.map((row) => row.name);
      if (stale.length > 0) await db.exec(`ANALYZE ${stale.join(', ')}`);
      log.info({ ms: Date.now() - started, analysed: stale }, 'embedded database vacuumed');
    }, 'embedded database maintenance failed');

  const checkpoint = () =>
    enqueue(async (db) => {
      const [row] = (await db.query<{ due: boolean }>(CHECKPOINT_DUE)).rows;
      if (row?.due) await db.exec('CHECKPOINT');
    }, 'embedded database checkpoint failed');

  // Only the worker knows how long the database has been idle; in-process PGlite runs at once.
  const idleForMs = () => pglite.idleForMs?.() ?? Number.POSITIVE_INFINITY;
  const waiting = new Map<() => Promise<void>, NodeJS.Timeout>();
  const whenQuiet = (task: () => Promise<void>) => () => {
    if (waiting.has(task) || stopped) return;
    const due = Date.now();
    const check = () => {
      if (stopped) return;
      if (idleForMs() < quietMs && Date.now() - due < maxWaitMs) {
        waiting.set(task, setTimeout(check, pollMs).unref());
        return;
      }
      waiting.delete(task);
      void task();
    };
    check();
  };

  const timers = [
    setTimeout(whenQuiet(run), firstAfterMs).unref(),
    setInterval(whenQuiet(run), everyMs).unref(),
    setInterval(whenQuiet(checkpoint), checkpointEveryMs).unref(),
  ];
  return {
    run,
    checkpoint,
    async stop() {
      stopped = true;
      for (const timer of [...timers, ...waiting.values()]) clearTimeout(timer);
      await running;
    },
  };
}
