// Brotli and gzip copies of the built text files, written beside them (`landing.html.br`,
// `landing.html.gz`), which the server's static files plugin sends instead of the file when the
// browser accepts them (`preCompressed`). Two reasons: the prerendered pages and index.html are
// answered by the server's not-found handler, which on-the-fly compression never sees (it hooks
// routes), so without these the 72 kB landing page went out whole; and compressing once here, at
// brotli's highest quality, costs no request any CPU (on the fly runs at quality 4).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a file gains nothing worth a second file (the server's on-the-fly threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes each compressible file's .br and .gz (where smaller); returns the totals in bytes. */
async function precompress(distDir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const work = [...files(distDir)]
    .filter((file) => statSync(file).size >= MIN_BYTES)
    .map(async (file) => {
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file would only cost the browser a decode.
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.raw += raw.length;
      totals.br += Math.min(br.length, raw.length);
      totals.gz += Math.min(gz.length, raw.length);
    });
  await Promise.all(work);
  return totals;
}

const { files: count, raw, br, gz } = await precompress(path.resolve(import.meta.dirname, '..', 'dist'));
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(`precompressed ${count} files: ${kB(raw)} -> ${kB(br)} brotli, ${kB(gz)} gzip`);
