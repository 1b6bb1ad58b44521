import { IMAGE_WIDTHS } from '@visadesk/contract/plain';

/** The quality the server re-encodes a JPEG at: a shrunk photo loses nothing it would keep. */
const JPEG_QUALITY = 0.86;

/** The size a picture `width` x `height` is drawn at so that it is no wider than `maxWidth`. */
export function shrunkSize(width: number, height: number, maxWidth: number = IMAGE_WIDTHS.large) {
  if (width <= maxWidth) return null;
  return { width: maxWidth, height: Math.round((height * maxWidth) / width) };
}

/**
 * A photo made no wider than the server's largest kept copy before it leaves the phone (a
 * camera's 4000 px photo is a few MB; 1600 px is a few hundred kB). Anything the browser cannot
 * decode, or that is small enough already, is sent as it is: the server judges it.
 */
export async function shrinkImage(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = shrunkSize(bitmap.width, bitmap.height);
  if (!size) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  return blob && blob.size < file.size ? blob : file;
}
