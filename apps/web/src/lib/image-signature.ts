/*
 * What a chosen file really is, from its first bytes: the browser's `type` comes from the file's
 * name, so a PDF renamed `scan.jpg` passes it and then shows as a broken preview until the server
 * refuses it. Reading 12 bytes refuses it at once; the server still decodes
 * every upload.
 */
const SIGNATURES: { type: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  {
    type: 'image/webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image MIME type the bytes start with, or null when they are not one we take. */
export function imageTypeOf(bytes: Uint8Array): string | null {
  return SIGNATURES.find(({ matches }) => matches(bytes))?.type ?? null;
}

/** An image type as above, or a PDF's (a document slot takes one; an `accept` without it refuses it). */
const contentTypeOf = (bytes: Uint8Array): string | null =>
  imageTypeOf(bytes) ?? (ascii(bytes, 0, 5) === '%PDF-' ? 'application/pdf' : null);

/**
 * Whether the file's content is one of the image types of an `accept` list ("image/jpeg,image/png").
 * A file that cannot be read (moved or deleted since it was chosen) is not.
 */
export async function isAcceptedImage(file: Blob, accept: string): Promise<boolean> {
  const bytes = await file
    .slice(0, 12)
    .arrayBuffer()
    .catch(() => null);
  const type = bytes ? contentTypeOf(new Uint8Array(bytes)) : null;
  return type !== null && accept.split(',').includes(type);
}

/**
 * What is wrong with a file as it is chosen: `check`'s answer (its name's type, its size), else
 * `typeMessage` when its content is not one of `accept`; null for no file or a good one.
 */
export async function chosenImageProblem(
  file: File | null,
  check: (file: File | null) => string | null,
  accept: string,
  typeMessage: string,
): Promise<string | null> {
  const problem = check(file);
  if (problem || !file) return problem;
  return (await isAcceptedImage(file, accept)) ? null : typeMessage;
}
