import { RETENTION } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';

/** Entries deleted per statement, so a year's backlog never holds the database in one delete. */
const BATCH = 1000;

/**
 * Deletes the audit log's entries older than the settings' `auditKeepDays`; answers how many went.
 * Each batch claims its rows (SKIP LOCKED), so nodes running it at once share the work.
 */
export async function pruneAudit(db: Db, now = new Date()): Promise<number> {
  let pruned = 0;
  for (;;) {
    const gone = rowsOf<{ id: string }>(
      await db.execute(sql`
        delete from audit_events where id in (
          select id from audit_events
          where at < ${now.toISOString()}::timestamptz - make_interval(days => coalesce(
            (select audit_keep_days from settings where id = 1), ${RETENTION.auditKeepDays.default}))
          limit ${BATCH} for update skip locked)
        returning id`),
    ).length;
    pruned += gone;
    if (gone < BATCH) return pruned;
  }
}
