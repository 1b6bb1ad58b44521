import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { processImage } from './images.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'visadesk-images-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A noisy 120x80 photo with a camera's EXIF, turned by `orientation`. */
const photo = (orientation: number) =>
  sharp({
    create: {
      width: 120,
      height: 80,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .withExif({ IFD0: { Artist: 'secret-camera-owner' } })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toBuffer();

/** `bytes` as an upload waiting on disk. */
function spooled(bytes: Buffer) {
  const file = path.join(folder, `upload-${Math.random()}`);
  writeFileSync(file, bytes);
  return { path: file, size: bytes.length };
}

const upload = (bytes: Buffer) => processImage(spooled(bytes), ['jpeg', 'png'], 'Not an image', folder);

/** A PNG chunk: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A complete, valid black PNG of `width` x `height` in one bit a pixel: its rows compress to almost
 * nothing, so a file of a few kilobytes can declare a hundred million pixels.
 */
function blackPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, not interlaced
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an uploaded image', () => {
  it('keeps a JPEG’s compressed image as uploaded, without its metadata', async () => {
    const input = await photo(1);
    const processed = await upload(input);
    const stored = readFileSync(processed.file.path);
    expect(processed.file.size).toBe(stored.length);
    expect(stored.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    // Not re-encoded: the very pixels of the upload.
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(input).raw().toBuffer());
    expect(await sharp(processed.thumbnail).metadata()).toMatchObject({
      format: 'webp',
      width: 100,
      height: 100,
    });
  });

  it('keeps a CMYK scan’s colours: its Adobe segment stays with the compressed image', async () => {
    const cmyk = await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .toColourspace('cmyk')
      .withExif({ IFD0: { Artist: 'secret-camera-owner' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const processed = await upload(cmyk);
    const stored = readFileSync(processed.file.path);
    expect(stored.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect(cmyk.includes(Buffer.from('Adobe'))).toBe(true);
    expect(stored.includes(Buffer.from('Adobe'))).toBe(true);
    expect((await sharp(stored).metadata()).space).toBe('cmyk');
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(cmyk).raw().toBuffer());
  });

  it('turns a JPEG its camera marked as turned, and drops its metadata', async () => {
    const processed = await upload(await photo(6));
    const stored = readFileSync(processed.file.path);
    expect(stored.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([80, 120, undefined, undefined]);
  });

  it('refuses a JPEG cut short, a corrupt one and what is not an image', async () => {
    const input = await photo(1);
    await expect(upload(input.subarray(0, Math.floor(input.length * 0.6)))).rejects.toThrow('Not an image');
    const broken = Buffer.from(input);
    broken.fill(0xff, Math.floor(input.length * 0.4), Math.floor(input.length * 0.6));
    await expect(upload(broken)).rejects.toThrow('Not an image');
    await expect(upload(Buffer.from('%PDF-1.7 not an image'))).rejects.toThrow('Not an image');
    // A JPEG's magic bytes before a header no decoder can read.
    await expect(upload(Buffer.concat([input.subarray(0, 4), Buffer.alloc(600, 0x41)]))).rejects.toThrow(
      'Not an image',
    );
  });

  it('refuses an image of more than 50 million pixels, however small its file', async () => {
    // Under sharp's own default limit (268 million), so only the upload's limit refuses it.
    const huge = blackPng(10_000, 10_000);
    expect(huge.length).toBeLessThan(200_000);
    await expect(upload(huge)).rejects.toThrow('Not an image');
    // The same PNG at a size within the limit is an image like any other.
    const small = await upload(blackPng(800, 600));
    expect(await sharp(small.large).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it('re-encodes a PNG without its metadata', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
      .withExif({ IFD0: { Artist: 'secret-camera-owner' } })
      .png()
      .toBuffer();
    const processed = await upload(png);
    const stored = readFileSync(processed.file.path);
    expect(processed.contentType).toBe('image/png');
    expect(stored.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });
});
