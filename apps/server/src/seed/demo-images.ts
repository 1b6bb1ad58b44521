import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileJournal } from '../files/file-journal.ts';
import { processImage } from '../files/images.ts';
import { COPY_NAMES, type CopyName } from '../files/sized-keys.ts';

/** One generated image of the demo content (a portrait, a document, a slide), by a file-safe name. */
export type DemoImage = { name: string; render: () => Promise<Buffer> };

/**
 * Where a build leaves the demo images rendered and re-encoded (build-demo-images.ts): beside the
 * bundle. Run from the sources (tests, development) there is none, and each image is rendered
 * when the seed needs it.
 */
export const DEMO_IMAGES_DIR = path.resolve(import.meta.dirname, 'demo-images');

const builtFiles = (dir: string, name: string) => ({
  image: path.join(dir, `${name}.jpg`),
  copy: (copy: CopyName) => path.join(dir, `${name}-${copy}.webp`),
});

/**
 * Stages a demo image as an upload would be, for a record to attach. A first start takes it as
 * built: rendering some 150 images with libvips in the server leaves about 30 MB of its native heap
 * in use for good, enough to take a fresh server over 300 MB.
 */
export async function stageDemoImage(
  files: FileJournal,
  image: DemoImage,
  dir = DEMO_IMAGES_DIR,
): Promise<string> {
  const built = builtFiles(dir, image.name);
  if (!existsSync(built.image)) return files.stageImage(await image.render(), ['jpeg'], 'sample');
  const { size } = await stat(built.image);
  const [thumbnail, small, large] = await Promise.all(COPY_NAMES.map((copy) => readFile(built.copy(copy))));
  return files.stageProcessedImage({
    file: { path: built.image, size },
    contentType: 'image/jpeg',
    thumbnail: thumbnail as Buffer,
    small: small as Buffer,
    large: large as Buffer,
  });
}

/** Renders and re-encodes each image into `dir` exactly as an upload of it would be (the build). */
export async function buildDemoImages(images: DemoImage[], dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const work = path.join(dir, '.work');
  await mkdir(work, { recursive: true });
  for (const image of images) {
    const processed = await processImage(await image.render(), ['jpeg'], 'sample', work);
    const built = builtFiles(dir, image.name);
    await rename(processed.file.path, built.image);
    for (const copy of COPY_NAMES) await writeFile(built.copy(copy), processed[copy]);
  }
  await rm(work, { recursive: true, force: true });
}
