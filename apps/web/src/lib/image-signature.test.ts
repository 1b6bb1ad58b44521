import { describe, expect, it } from 'vitest';
import { imageTypeOf, isAcceptedImage } from './image-signature';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );
const PDF = [...'%PDF-1.7\n%'].map((c) => c.charCodeAt(0));

describe('imageTypeOf', () => {
  it('names JPEG, PNG and WebP by their first bytes', () => {
    expect(imageTypeOf(Uint8Array.from(JPEG))).toBe('image/jpeg');
    expect(imageTypeOf(Uint8Array.from(PNG))).toBe('image/png');
    expect(imageTypeOf(Uint8Array.from(WEBP))).toBe('image/webp');
  });

  it('names nothing for other content, an empty file or a cut-off signature', () => {
    expect(imageTypeOf(Uint8Array.from(PDF))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    expect(imageTypeOf(Uint8Array.from(PNG.slice(0, 4)))).toBeNull();
  });
});

describe('isAcceptedImage', () => {
  const file = (bytes: number[], name: string, type: string) =>
    new File([Uint8Array.from(bytes)], name, { type });

  it('goes by the content, not the name or the claimed type', async () => {
    expect(await isAcceptedImage(file(PDF, 'scan.jpg', 'image/jpeg'), 'image/jpeg,image/png')).toBe(false);
    expect(await isAcceptedImage(file(PNG, 'photo.jpg', 'image/jpeg'), 'image/jpeg,image/png')).toBe(true);
  });

  it('takes only the types the field accepts', async () => {
    expect(await isAcceptedImage(file(WEBP, 'slide.webp', 'image/webp'), 'image/jpeg,image/png')).toBe(false);
    expect(
      await isAcceptedImage(file(WEBP, 'slide.webp', 'image/webp'), 'image/jpeg,image/png,image/webp'),
    ).toBe(true);
  });
});
