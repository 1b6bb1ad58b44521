import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { finishedJobs, storedFiles } from '../db/schema.ts';
import type { FileJournal } from './file-journal.ts';

const JOB = 'sized-copies';
/** Originals looked at per statement: short statements, so the embedded database's one connection is free between them. */
const PAGE = 100;

/**
 * At start, in the background: makes the sized copies (files/images.ts) of images stored before
 * they existed, one at a time, in the order of their keys, then marks the job finished so later
 * starts skip it. Several nodes may run it at once (makeMissingCopies is safe for that); until an
 * image's copies exist, its original is served in their place. Answers a stop that waits for the
 * image in hand.
 */
export function startSizedCopiesJob(db: Db, files: FileJournal, log: FastifyBaseLogger) {
  let stopped = false;
  const run = async () => {
    const [finished] = await db.select().from(finishedJobs).where(eq(finishedJobs.name, JOB));
    if (finished) return;
    let after = '';
    let made = 0;
    const unreadable: string[] = [];
    while (!stopped) {
      // An original's key is 32 characters; its copies' are longer.
      const page = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.state, 'attached'),
            gt(storedFiles.key, after),
            sql`length(${storedFiles.key}) = 32`,
          ),
        )
        .orderBy(asc(storedFiles.key))
        .limit(PAGE);
      for (const { key } of page) {
        if (stopped) return;
        const outcome = await files.makeMissingCopies(key);
        if (outcome === 'made') made += 1;
        else if (outcome === 'unreadable') unreadable.push(key);
      }
      if (page.length < PAGE) break;
      after = page.at(-1)?.key ?? after;
    }
    if (stopped) return;
    await db.insert(finishedJobs).values({ name: JOB }).onConflictDoNothing();
    if (unreadable.length > 0)
      log.warn(
        { files: unreadable },
        `${unreadable.length} stored images could not be read: their originals are shown in place of sized copies`,
      );
    if (made > 0) log.info({ images: made }, `made the sized copies of ${made} stored images`);
  };
  const running = run().catch((err) => log.error({ err }, 'making sized copies of stored images failed'));
  return {
    /** Settles when the job has gone through every image, or stopped. */
    done: running,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
