import type { FastifyBaseLogger } from 'fastify';
import { pruneAudit } from '../../audit/audit-prune.ts';
import type { Db } from '../../db/client.ts';
import type { FileJournal } from '../../files/file-journal.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { createRecycleBin } from '../recently-deleted/recycle-bin.ts';
import { pruneHistory } from './history-prune.ts';

const EVERY_MS = 60 * 60 * 1000;

/**
 * At start and hourly, on every node: records that waited in Recently deleted longer than the
 * settings' days are purged with their files and history, and the history is pruned to its bounds
 * (with the files only pruned versions named), and the audit log to its days. Each claims what it
 * deletes, so nodes running them at once share the work.
 */
export function scheduleRetention(db: Db, files: FileJournal, log: FastifyBaseLogger, everyMs = EVERY_MS) {
  const bin = createRecycleBin(db, files);
  return schedulePeriodicJob(
    'retention',
    async () => {
      const purged = await bin.purgeExpired();
      const pruned = await pruneHistory(db, files);
      const audit = await pruneAudit(db);
      if (purged + pruned + audit > 0)
        log.info({ purged, pruned, audit }, 'deleted records purged, history and audit log pruned');
      return purged + pruned + audit;
    },
    log,
    everyMs,
  );
}
