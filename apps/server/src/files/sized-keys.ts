/** The copies made of every stored image (files/images.ts), each stored under its own key. */
export type CopyName = 'thumbnail' | 'small' | 'large';
export const COPY_NAMES: readonly CopyName[] = ['thumbnail', 'small', 'large'];
/**
 * WebP for the screen's copies; JPEG for the large one, which is also what paper prints from:
 * Chromium puts a JPEG into a PDF as it is, where it stores a WebP's pixels whole (12 documents
 * made a 25 MB PDF from WebP, a few MB from JPEG).
 */
export const COPY_TYPES: Record<CopyName, string> = {
  thumbnail: 'image/webp',
  small: 'image/webp',
  large: 'image/jpeg',
};
const SUFFIXES: Record<CopyName, string> = { thumbnail: '-t', small: '-s', large: '-l' };

/** An original's key is 32 hex characters; a copy's adds its suffix. */
export const FILE_KEY = /^[a-f0-9]{32}(-[tsl])?$/;

export const copyKey = (key: string, name: CopyName) => `${key}${SUFFIXES[name]}`;
export const thumbnailKey = (key: string) => copyKey(key, 'thumbnail');

/** The keys with each one's copies: what is attached, released and purged together. */
export const withCopies = (keys: string[]) =>
  keys.flatMap((key) => [key, ...COPY_NAMES.map((name) => copyKey(key, name))]);

/** The original a copy's key was made from; undefined for an original's own key. */
export const originalOf = (key: string): string | undefined =>
  key.length > 32 ? key.slice(0, 32) : undefined;
