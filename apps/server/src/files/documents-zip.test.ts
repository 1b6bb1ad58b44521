import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFileName, zipOf } from './documents-zip.ts';

const MB = 1024 * 1024;
const DOCUMENTS = 12;
let folder: string;
const files: string[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'zip-'));
  for (let i = 0; i < DOCUMENTS; i += 1) {
    const file = path.join(folder, `${i}.bin`);
    await writeFile(file, randomBytes(4 * MB));
    files.push(file);
  }
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const entries = () =>
  files.map((file, i) => ({ name: `Document ${i + 1}.pdf`, open: async () => createReadStream(file) }));

describe('a ZIP of documents', () => {
  it('streams twelve 4 MB files without holding them: at most a few chunks are in flight', async () => {
    // Bytes read from the files and not yet taken by the client: what the ZIP holds in memory.
    // (Counted rather than the process's memory, which other test files in this process share.)
    let read = 0;
    let taken = 0;
    let mostInFlight = 0;
    const counted = files.map((file, i) => ({
      name: `Document ${i + 1}.pdf`,
      open: async () => createReadStream(file).on('data', (chunk) => (read += chunk.length)),
    }));
    // A client taking the ZIP slowly: 64 kB at a time, each a tick later.
    const slowClient = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        taken += chunk.length;
        mostInFlight = Math.max(mostInFlight, read - taken);
        setImmediate(done);
      },
    });
    await pipeline(zipOf(counted), slowClient);
    expect(read).toBe(DOCUMENTS * 4 * MB);
    expect(taken).toBeGreaterThan(read);
    // Their sum is 48 MB; the streams' buffers hold a few 64 kB chunks of one file at a time.
    expect(mostInFlight).toBeLessThan(1 * MB);
  });

  it('stores each file as it is, under its name', async () => {
    const chunks: Buffer[] = [];
    await pipeline(
      zipOf(entries().slice(0, 2)),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
    );
    const zip = await JSZip.loadAsync(Buffer.concat(chunks));
    expect(Object.keys(zip.files)).toEqual(['Document 1.pdf', 'Document 2.pdf']);
    const first = await zip.file('Document 1.pdf')?.async('nodebuffer');
    expect(first?.length).toBe(4 * MB);
  });

  it('makes names safe for any file system', () => {
    expect(safeFileName('Visa - O\'NEIL/../ "Jo"\u0007  <x>')).toBe("Visa - O'NEIL .. Jo x");
  });
});
