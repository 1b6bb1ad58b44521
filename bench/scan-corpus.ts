import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type PassportPhoto, passportPhoto } from '@visadesk/test-harness';

/**
 * The scan bench's corpus: synthetic phone photos of data pages, one per seed from `first`, made by
 * the test harness. Making one takes 1-6 s, so they are kept in the system's temporary folder under
 * a key of the generator's own source (and the fonts): a change to either makes a fresh corpus.
 */
export async function scanCorpus(first: number, count: number, log: (line: string) => void) {
  const folder = path.join(os.tmpdir(), `visadesk-scan-corpus-${generatorKey()}`);
  mkdirSync(folder, { recursive: true });
  const photos: PassportPhoto[] = [];
  for (let seed = first; seed < first + count; seed += 1) {
    const [image, facts] = [path.join(folder, `${seed}.jpg`), path.join(folder, `${seed}.json`)];
    if (existsSync(image) && existsSync(facts)) {
      photos.push({ ...JSON.parse(readFileSync(facts, 'utf8')), jpeg: readFileSync(image) });
      continue;
    }
    const photo = await passportPhoto(seed);
    writeFileSync(image, photo.jpeg);
    writeFileSync(facts, JSON.stringify({ ...photo, jpeg: undefined }));
    photos.push(photo);
    if ((seed - first + 1) % 25 === 0) log(`# corpus: ${seed - first + 1} of ${count} made`);
  }
  return { photos, folder };
}

/** A hash of the harness's passport files and the OCR-B font they draw the zone with. */
function generatorKey(): string {
  const harness = path.dirname(createRequire(import.meta.url).resolve('@visadesk/test-harness'));
  const hash = createHash('sha256');
  for (const file of readdirSync(harness)
    .filter((name) => /^(passport|phone)-.*\.ts$/.test(name))
    .sort())
    hash.update(readFileSync(path.join(harness, file)));
  const font = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';
  if (!existsSync(font)) throw new Error('The corpus needs the OCR-B font: apt-get install -y fonts-ocr-b');
  hash.update(readFileSync(font));
  return hash.digest('hex').slice(0, 12);
}
