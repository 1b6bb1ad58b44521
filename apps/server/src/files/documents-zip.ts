import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of a ZIP: its name inside, and how to open it when its turn comes. */
export type ZipEntry = { name: string; open: () => Promise<Readable> };

/**
 * A ZIP of `entries`, as a stream. Each file is opened only when the one before it has been
 * written, and read at the pace the client takes the ZIP (backpressure all the way to the store),
 * so a case's documents are never held in memory together, and on S3 one download is open at a
 * time. JPEGs, PNGs and PDFs are compressed already: they are stored, not deflated again.
 */
export function zipOf(entries: readonly ZipEntry[]): Readable {
  const zip = new ZipFile();
  for (const entry of entries)
    zip.addReadStreamLazy(entry.name, { compress: false }, (callback) => {
      entry.open().then(
        (stream) => callback(null, stream),
        (error: Error) => callback(error, undefined as never),
      );
    });
  zip.end();
  const output = zip.outputStream as Readable;
  // A file that fails midway ends the download broken rather than silently short.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}

/** Characters no file system takes in a name, control characters, and runs of spaces, made safe. */
export const safeFileName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
