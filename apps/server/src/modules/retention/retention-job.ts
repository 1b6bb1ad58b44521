import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileJournal } from '../../files/file-journal.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { createRecycleBin } from '../recently-deleted/recycle-bin.ts';
import { pruneHistory } from './history-prune.ts';

const EVERY_MS = 60 * 60 * 1000;

/**
 * At start and hourly, on every node: records that waited in Recently deleted longer than the
 * settings' days are purged with their files and history, and the history is pruned to its bounds
 * (with the files only pruned versions named). Both claim what they delete, so nodes running them
 * at once share the work.
 */
export function scheduleRetention(db: Db, files: FileJournal, log: FastifyBaseLogger, everyMs = EVERY_MS) {
  const bin = createRecycleBin(db, files);
  return schedulePeriodicJob(
    'retention',
    async () => {
      const purged = await bin.purgeExpired();
      const pruned = await pruneHistory(db, files);
      if (purged + pruned > 0) log.info({ purged, pruned }, 'deleted records purged and history pruned');
      return purged + pruned;
    },
    log,
    everyMs,
  );
}
