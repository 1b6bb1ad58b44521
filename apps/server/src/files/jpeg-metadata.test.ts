import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JpegMetadataFilter, JpegStructureError } from './jpeg-metadata.ts';

const SECRETS = ['secret-camera-owner', 'secret-xmp', 'secret-comment', 'secret-iptc', 'secret-after-end'];

/** One JPEG segment: marker, length, payload. */
const segment = (code: number, payload: Buffer) => {
  const head = Buffer.from([0xff, code, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A noisy photo carrying every kind of metadata a camera or an editor leaves in a JPEG. */
async function photoWithMetadata(progressive = false): Promise<Buffer> {
  const made = await sharp({
    create: {
      width: 96,
      height: 64,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .withExif({ IFD0: { Artist: SECRETS[0] as string, Copyright: 'x' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><note>${SECRETS[1]}</note></x:xmpmeta>`)
    .withIccProfile('p3')
    .jpeg({ quality: 90, progressive })
    .toBuffer();
  // A comment, Photoshop's IPTC, a JFIF header with a thumbnail, and bytes after the end marker.
  const jfifWithThumbnail = Buffer.concat([
    Buffer.from('JFIF\0\x01\x02\0\0\x01\0\x01\x01\x01', 'latin1'),
    Buffer.alloc(3, 7),
  ]);
  return Buffer.concat([
    made.subarray(0, 2),
    segment(0xe0, jfifWithThumbnail),
    segment(0xfe, Buffer.from(SECRETS[2] as string)),
    segment(0xed, Buffer.from(`Photoshop 3.0\0${SECRETS[3]}`, 'latin1')),
    made.subarray(2),
    Buffer.from(SECRETS[4] as string),
  ]);
}

/** The filter's output for `input` fed in chunks of `size` bytes. */
const filtered = (input: Buffer, size = input.length) => {
  const chunks: Buffer[] = [];
  for (let at = 0; at < input.length; at += size) chunks.push(input.subarray(at, at + size));
  return buffer(Readable.from(chunks).pipe(new JpegMetadataFilter()));
};

const pixels = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();

describe('a JPEG copied without its metadata', () => {
  it.each([false, true])(
    'drops EXIF, XMP, comments, IPTC, a JFIF thumbnail and what follows the image (progressive %s)',
    async (progressive) => {
      const input = await photoWithMetadata(progressive);
      for (const secret of SECRETS) expect(input.includes(Buffer.from(secret))).toBe(true);
      const output = await filtered(input);
      for (const secret of SECRETS) expect(output.includes(Buffer.from(secret))).toBe(false);
      const meta = await sharp(output).metadata();
      expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
      expect([meta.width, meta.height]).toEqual([96, 64]);
      // The colour profile stays: the scan looks as it was made.
      expect(meta.icc).toBeDefined();
      expect(await pixels(output)).toEqual(await pixels(input));
      expect(output.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    },
  );

  it('gives the same bytes however the file arrives in chunks', async () => {
    const input = await photoWithMetadata(true);
    const whole = await filtered(input);
    for (const size of [1, 2, 3, 7, 4096]) expect(await filtered(input, size)).toEqual(whole);
  });

  it('keeps a plain JFIF header and Adobe’s colour transform', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const jfif = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
    const adobe = segment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'));
    const input = Buffer.concat([plain.subarray(0, 2), jfif, adobe, plain.subarray(2)]);
    const output = await filtered(input);
    expect(output.includes(jfif)).toBe(true);
    expect(output.includes(adobe)).toBe(true);
  });

  it('refuses what is not a whole JPEG stream', async () => {
    const input = await photoWithMetadata();
    const end = input.lastIndexOf(Buffer.from([0xff, 0xd9]));
    await expect(filtered(input.subarray(0, Math.floor(input.length / 2)))).rejects.toThrow(
      JpegStructureError,
    );
    await expect(filtered(input.subarray(0, end))).rejects.toThrow(JpegStructureError);
    await expect(filtered(Buffer.from('GIF89a not a jpeg'))).rejects.toThrow(JpegStructureError);
    // A segment whose length cannot hold its own length field.
    await expect(filtered(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01]))).rejects.toThrow(
      JpegStructureError,
    );
  });
});
