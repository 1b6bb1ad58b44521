import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailKey } from '../files/sized-keys.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { buildDemoImages, type DemoImage, stageDemoImage } from './demo-images.ts';
import { samplePhoto } from './sample-images.ts';

let t: TestApp;
const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-images-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const stored = async (key: string) => buffer((await t.app.files.open(key)) as NodeJS.ReadableStream);

/** A sample photo that counts how often it is rendered. */
function countedPhoto(name: string, initials: string, size: number) {
  const photo = {
    name,
    renders: 0,
    render: () => {
      photo.renders += 1;
      return samplePhoto(initials, size);
    },
  } satisfies DemoImage & { renders: number };
  return photo;
}

describe('demo images', () => {
  it('a first start stages the image the build made, without rendering it', async () => {
    const photo = countedPhoto('photo-test', 'DI', 120);
    await buildDemoImages([photo], dir);
    expect(photo.renders).toBe(1);

    const key = await stageDemoImage(t.app.files, photo, dir);
    expect(photo.renders).toBe(1);
    expect(await stored(key)).toEqual(readFileSync(path.join(dir, 'photo-test.jpg')));
    expect(await stored(thumbnailKey(key))).toEqual(
      readFileSync(path.join(dir, 'photo-test-thumbnail.webp')),
    );
    // Copied, not moved: the next first start finds it again.
    expect(readFileSync(path.join(dir, 'photo-test.jpg')).length).toBeGreaterThan(1000);
  });

  it('without a build (the sources) the image is rendered and checked as an upload would be', async () => {
    const photo = countedPhoto('photo-unbuilt', 'UB', 200);
    const key = await stageDemoImage(t.app.files, photo, dir);
    expect(photo.renders).toBe(1);
    expect((await stored(key)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
