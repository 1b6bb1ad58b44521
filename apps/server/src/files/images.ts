import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../lib/app-error.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export type ProcessedImage = { data: Buffer; contentType: string; thumbnail: Buffer };
export const THUMBNAIL_TYPE = 'image/webp';
export const THUMBNAIL_SIZE = 100;

/**
 * Decides the type by magic bytes (never the name or the client's MIME type), then re-encodes:
 * EXIF orientation applied, all metadata (GPS, camera, comments) dropped, and a 100x100 thumbnail.
 * A file that is not a complete image of an allowed type is refused with `typeMessage`.
 */
export async function processImage(
  input: Buffer,
  allowed: ImageKind[],
  typeMessage: string,
): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  const kind = detected?.ext === 'jpg' ? 'jpeg' : (detected?.ext as ImageKind | undefined);
  if (!kind || !allowed.includes(kind)) throw new AppError('UNSUPPORTED_TYPE', typeMessage);
  try {
    // failOn 'truncated' refuses a cut-off file instead of rendering its grey remainder.
    const image = sharp(input, { failOn: 'truncated', limitInputPixels: 50_000_000 }).rotate();
    const data = await (kind === 'jpeg'
      ? image.clone().jpeg({ quality: 86 })
      : kind === 'png'
        ? image.clone().png({ compressionLevel: 8 })
        : image.clone().webp({ quality: 88 })
    ).toBuffer();
    const thumbnail = await image
      .clone()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 75 })
      .toBuffer();
    return { data, contentType: MIME[kind], thumbnail };
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', typeMessage);
  }
}
