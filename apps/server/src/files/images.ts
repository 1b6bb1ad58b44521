import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../lib/app-error.ts';
import type { LocalFile } from './spool.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A re-encoded image on this node's disk, with its thumbnail (a few kB) in memory. */
export type ProcessedImage = { file: LocalFile; contentType: string; thumbnail: Buffer };
export const THUMBNAIL_TYPE = 'image/webp';
export const THUMBNAIL_SIZE = 100;

/**
 * Decides the type by magic bytes (never the name or the client's MIME type), then re-encodes into
 * `folder`: EXIF orientation applied, all metadata (GPS, camera, comments) dropped, and a 100x100
 * thumbnail. A file that is not a complete image of an allowed type is refused with `typeMessage`.
 * An upload is read from its file on disk (sharp streams it); a Buffer is for generated images.
 */
export async function processImage(
  input: LocalFile | Buffer,
  allowed: readonly ImageKind[],
  typeMessage: string,
  folder: string,
): Promise<ProcessedImage> {
  const source = Buffer.isBuffer(input) ? input : input.path;
  const detected = Buffer.isBuffer(source)
    ? await fileTypeFromBuffer(source)
    : await fileTypeFromFile(source);
  const kind = detected?.ext === 'jpg' ? 'jpeg' : (detected?.ext as ImageKind | undefined);
  if (!kind || !allowed.includes(kind)) throw new AppError('UNSUPPORTED_TYPE', typeMessage);
  try {
    // failOn 'truncated' refuses a cut-off file instead of rendering its grey remainder.
    const image = sharp(source, { failOn: 'truncated', limitInputPixels: 50_000_000 }).rotate();
    const target = path.join(folder, `${randomBytes(8).toString('hex')}.${kind}`);
    // Both outputs at once: libvips runs each on its own thread (decision 102).
    const [{ size }, thumbnail] = await Promise.all([
      (kind === 'jpeg'
        ? image.clone().jpeg({ quality: 86 })
        : kind === 'png'
          ? image.clone().png({ compressionLevel: 8 })
          : image.clone().webp({ quality: 88 })
      ).toFile(target),
      image
        .clone()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { file: { path: target, size }, contentType: MIME[kind], thumbnail };
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', typeMessage);
  }
}
