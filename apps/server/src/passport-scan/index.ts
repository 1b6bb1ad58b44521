import { PASSPORT_SCAN_MESSAGES, type PassportScan } from '@visadesk/contract';
import { createMrzOcr } from './mrz-ocr.ts';
import { readPassport } from './passport-reader.ts';
import { createScanQueue } from './scan-queue.ts';

/** Scans read at once: the OCR engine reads one image at a time, and each engine holds ~40 MB. */
const READING = 1;
/** Scans waiting their turn beyond that (about a second each); one more is answered 503. */
const WAITING = 4;

/**
 * The passport reader every scan goes through: one OCR engine, the scans in a bounded queue.
 * `read` takes a JPEG or PNG on this node's disk and `today` (the office's day, YYYY-MM-DD).
 */
export function createPassportReader() {
  const ocr = createMrzOcr();
  const queue = createScanQueue(READING, WAITING, PASSPORT_SCAN_MESSAGES.busy);
  return {
    read: (file: string, today: string): Promise<PassportScan> => queue(() => readPassport(file, ocr, today)),
    close: () => ocr.close(),
  };
}
export type PassportReader = ReturnType<typeof createPassportReader>;
