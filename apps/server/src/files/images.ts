import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMAGE_WIDTHS } from '@visadesk/contract';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../lib/app-error.ts';
import { JpegMetadataFilter } from './jpeg-metadata.ts';
import type { LocalFile } from './spool.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The copies made of every stored image, in memory, in their COPY_TYPES. */
export type SizedCopies = { thumbnail: Buffer; small: Buffer; large: Buffer };
/** A re-encoded image on this node's disk, with its sized copies in memory. */
export type ProcessedImage = { file: LocalFile; contentType: string } & SizedCopies;
export const THUMBNAIL_SIZE = 100;

/**
 * The sized copies of an image already turned upright: the large one from it (a JPEG decoded at a
 * fraction of its size where that is enough), then the small one and the 100x100 thumbnail from
 * the large one, which costs a fraction of decoding the original twice more. Decoding every pixel
 * is what refuses an image cut short or corrupt.
 */
export async function makeSizedCopies(image: Sharp): Promise<SizedCopies> {
  const large = await image
    .clone()
    .resize({ width: IMAGE_WIDTHS.large, withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer();
  const [small, thumbnail] = await Promise.all([
    sharp(large)
      .resize({ width: IMAGE_WIDTHS.small, withoutEnlargement: true })
      .webp({ quality: 60 })
      .toBuffer(),
    sharp(large)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return { thumbnail, small, large };
}

/** An image as stored, decoded with the limits every upload has, turned upright by its EXIF. */
export const openImage = (source: string | Buffer) =>
  sharp(source, { failOn: 'truncated', limitInputPixels: 50_000_000 }).rotate();

/** A JPEG that needs no turning is copied without its metadata rather than re-encoded. */
async function copiesAsIs(kind: ImageKind, source: string | Buffer): Promise<boolean> {
  if (kind !== 'jpeg') return false;
  const { orientation } = await sharp(source).metadata();
  return orientation === undefined || orientation === 1;
}

/** `source`, a JPEG, into `target` without its metadata, its image untouched; its size. */
async function copyWithoutMetadata(source: string | Buffer, target: string): Promise<number> {
  const input = Buffer.isBuffer(source) ? Readable.from([source]) : createReadStream(source);
  await pipeline(input, new JpegMetadataFilter(), createWriteStream(target));
  return (await stat(target)).size;
}

/**
 * Decides the type by magic bytes (never the name or the client's MIME type), then writes into
 * `folder` the image with all metadata (GPS, camera, comments) dropped, and its sized copies.
 * A JPEG keeps its compressed image as uploaded (re-encoding costs time and quality) unless its
 * EXIF orientation asks for it to be turned; that one, and PNG and WebP, are re-encoded, the
 * orientation applied. A file that is not a complete image of an allowed type is refused with
 * `typeMessage`. An upload is read from its file on disk (sharp streams it); a Buffer is for
 * generated images.
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
    const image = openImage(source);
    const target = path.join(folder, `${randomBytes(8).toString('hex')}.${kind}`);
    // Asked before either output starts: a header that cannot be read fails here, with no output
    // left running (a rejection nobody awaits would stop the process).
    const asIs = await copiesAsIs(kind, source);
    const copies = makeSizedCopies(image);
    const stored = asIs
      ? copyWithoutMetadata(source, target)
      : (kind === 'jpeg'
          ? image.clone().jpeg({ quality: 86 })
          : kind === 'png'
            ? image.clone().png({ compressionLevel: 8 })
            : image.clone().webp({ quality: 88 })
        )
          .toFile(target)
          .then((info) => info.size);
    // Both at once: libvips runs each on its own thread.
    const [size, sized] = await Promise.all([stored, copies]);
    return { file: { path: target, size }, contentType: MIME[kind], ...sized };
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', typeMessage);
  }
}
