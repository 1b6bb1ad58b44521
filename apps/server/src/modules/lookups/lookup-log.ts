import { DOCUMENT_SLOTS } from '@visadesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { insertLookups, type LookupEntry, listLookups } from './lookups.repository.ts';

const FLUSH_EVERY_MS = 200;
const SLOTS = new Set<string>(DOCUMENT_SLOTS.map((slot) => slot.key));
const FLUSH_AT = 200;

/**
 * The public lookup log, written in batches: one multi-row insert per 200 ms instead of one per
 * enquiry keeps the public enquiry fast on the embedded database. Entries get their id and time
 * when they happen; readers call `flush()` first so they see everything logged so far, and the
 * app flushes on close. A hard crash can lose at most the last 200 ms of entries.
 */
export function createLookupLog(db: Db, log: FastifyBaseLogger) {
  let queue: LookupEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    writing = writing.then(() =>
      insertLookups(db, batch).catch((err) =>
        log.error({ err, entries: batch.length }, 'lookup log write failed'),
      ),
    );
    return writing;
  }

  /** Records a lookup; answers its id at once (document URLs carry it). */
  function record(entry: Omit<LookupEntry, 'id' | 'at'>): string {
    const id = newObjectId();
    queue.push({ ...entry, id, at: new Date() });
    if (queue.length >= FLUSH_AT) void flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS);
    return id;
  }

  return {
    record,
    /** A document opened through its signed URL: `view` is "<application id>.<slot>". */
    recordDocumentView(view: string, clientAddress: string): void {
      const [applicationId, slot] = view.split('.');
      if (!applicationId || !slot || !SLOTS.has(slot)) return;
      record({ clientAddress, kind: 'document', applicationId, document: slot });
    },
    /** The application's lookups, newest first, with every one logged so far. */
    async listFor(applicationId: string) {
      await flush();
      return listLookups(db, applicationId);
    },
    flush,
  };
}
export type LookupLog = ReturnType<typeof createLookupLog>;
