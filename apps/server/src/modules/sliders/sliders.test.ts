import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_API, MESSAGES, type Slider } from '@visadesk/contract';
import { jpeg, multipartForm, png } from '@visadesk/test-harness';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema.ts';
import { fileStateOf } from '../../test/stored-files.ts';
import { MISSING_ID, uniqueTag as tag, useTestApp } from '../../test/test-app.ts';

const API = CATALOGUE_API.sliders;
const S = MESSAGES.sliders;
const t = useTestApp();
const staff = t.signedIn('staff');

const webp = () =>
  sharp({ create: { width: 320, height: 140, channels: 3, background: { r: 10, g: 90, b: 60 } } })
    .webp()
    .toBuffer();
const slideFields = (overrides: Record<string, string> = {}) => ({
  thumbnail: `Slide ${tag()}`,
  title: 'Work permits for skilled trades, handled end to end.',
  status: 'Published',
  ...overrides,
});
type Form = ReturnType<typeof multipartForm>;
const send = (method: 'POST' | 'PUT', url: string, form: Form, headers = staff.auth) =>
  t.inject({ method, url, headers, payload: form as unknown as string });

async function addSlider(fields: Record<string, string> = {}): Promise<Slider> {
  const res = await send(
    'POST',
    API.create,
    multipartForm(slideFields(fields), { image: { data: await jpeg() } }),
  );
  expect(res.statusCode).toBe(201);
  return res.json();
}
const fetchSliders = async (headers?: Record<string, string>): Promise<Slider[]> => {
  const res = await t.inject({ method: 'GET', url: API.list, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const fileExists = (url: string) => {
  const key = url.match(/files\/([a-f0-9]{32}(-t)?)/)?.[1] as string;
  return existsSync(path.join(t.app.config.dataDir, 'files', key.slice(0, 2), key));
};

describe('POST addSlider', () => {
  it('answers 201 with the slide, its image and a 100x100 preview as signed URLs', async () => {
    const fields = slideFields({ thumbnail: '  Canada calling  ' });
    const res = await send(
      'POST',
      API.create,
      multipartForm(fields, { image: { data: await jpeg(800, 350) } }),
    );
    expect(res.statusCode).toBe(201);
    const slide: Slider = res.json();
    expect(slide).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      thumbnail: 'Canada calling',
      title: fields.title,
      image: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\?exp=\d+&sig=/),
      imageThumb: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}-t\?exp=\d+&sig=/),
      status: 'Published',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const image = await t.inject({ method: 'GET', url: slide.image });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 800, height: 350 });
    const thumb = await t.inject({ method: 'GET', url: slide.imageThumb });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it('accepts PNG and WebP images', async () => {
    for (const [data, type] of [
      [await png(), 'image/png'],
      [await webp(), 'image/webp'],
    ] as const) {
      const res = await send('POST', API.create, multipartForm(slideFields(), { image: { data, type } }));
      expect(res.statusCode).toBe(201);
      expect((await t.inject({ method: 'GET', url: res.json().image })).headers['content-type']).toBe(type);
    }
  });

  it('defaults the status to Unpublished', async () => {
    const { status: _, ...fields } = slideFields();
    const res = await send('POST', API.create, multipartForm(fields, { image: { data: await jpeg() } }));
    expect(res.json().status).toBe('Unpublished');
  });

  it.each([
    ['thumbnail', 'Hi', S.thumbnailLength],
    ['thumbnail', 'x'.repeat(32), S.thumbnailLength],
    ['title', '  ', S.titleLength],
    ['title', 'x'.repeat(201), S.titleLength],
    ['status', 'Pending', S.invalidStatus],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await send(
      'POST',
      API.create,
      multipartForm(slideFields({ [field]: value }), { image: { data: await jpeg() } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('requires the image', async () => {
    const res = await send('POST', API.create, multipartForm(slideFields()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: S.imageRequired });
  });

  it('refuses an image over 5 MB with 413 and the spec message', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await send('POST', API.create, multipartForm(slideFields(), { image: { data: big } }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(S.fileTooLarge);
  });

  it.each([
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['text named .jpg', Buffer.from('not an image')],
  ])('refuses %s with 415 by its bytes', async (_name, data) => {
    const res = await send(
      'POST',
      API.create,
      multipartForm(slideFields(), { image: { data, name: 'slide.jpg', type: 'image/jpeg' } }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(S.invalidFileType);
  });

  it('answers 415 for a JSON body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: API.create,
      headers: staff.auth,
      payload: slideFields(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.applications.multipartRequired });
  });
});

describe('GET fetchSlider', () => {
  it('gives staff every slide newest first, and the public only the published ones', async () => {
    const older = await addSlider({ status: 'Published' });
    const hidden = await addSlider({ status: 'Unpublished' });
    const newer = await addSlider({ status: 'Published' });
    const staffIds = (await fetchSliders(staff.auth)).map((s) => s._id);
    expect(staffIds.indexOf(newer._id)).toBeLessThan(staffIds.indexOf(hidden._id));
    expect(staffIds.indexOf(hidden._id)).toBeLessThan(staffIds.indexOf(older._id));
    const publicView = await fetchSliders();
    const publicIds = publicView.map((s) => s._id);
    expect(publicIds).toEqual(expect.arrayContaining([newer._id, older._id]));
    expect(publicIds).not.toContain(hidden._id);
    expect(publicView.every((s) => s.status === 'Published')).toBe(true);
    const image = await t.inject({ method: 'GET', url: publicView[0]?.image as string });
    expect(image.statusCode).toBe(200);
  });
});

describe('PUT updateSlider/:id', () => {
  it('changes the text and keeps the image and status when none is sent', async () => {
    const created = await addSlider({ status: 'Published' });
    const { status: _, ...fields } = slideFields({ title: 'New slide text for the carousel' });
    const res = await send('PUT', API.update(created._id), multipartForm(fields));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      thumbnail: fields.thumbnail,
      title: fields.title,
      status: 'Published',
    });
    expect(res.json().image.split('?')[0]).toBe(created.image.split('?')[0]);
    expect(fileExists(created.image)).toBe(true);
  });

  it('replaces the image and retains the old file and its preview for the history', async () => {
    const created = await addSlider();
    const res = await send(
      'PUT',
      API.update(created._id),
      multipartForm(slideFields({ status: 'Unpublished' }), {
        image: { data: await png(), type: 'image/png' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const updated: Slider = res.json();
    expect(updated.status).toBe('Unpublished');
    // A restore of the earlier version brings it back: kept, held for this slide, still served.
    expect(await fileStateOf(t.db, created.image)).toEqual({
      state: 'retained',
      heldFor: `sliders:${created._id}`,
    });
    expect(fileExists(created.image)).toBe(true);
    expect(fileExists(created.imageThumb)).toBe(true);
    expect(await fileStateOf(t.db, updated.image)).toMatchObject({ state: 'attached' });
    expect(fileExists(updated.image)).toBe(true);
    expect((await t.inject({ method: 'GET', url: created.image })).statusCode).toBe(200);
  });

  it('keeps the old image when the new one is refused', async () => {
    const created = await addSlider();
    const res = await send(
      'PUT',
      API.update(created._id),
      multipartForm(slideFields(), { image: { data: Buffer.from('GIF89a fake'), name: 'x.png' } }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: S.invalidFileType });
    expect(fileExists(created.image)).toBe(true);
  });

  it('validates, answers 404 for a missing slide (storing nothing) and 400 for a malformed id', async () => {
    const created = await addSlider();
    const short = await send('PUT', API.update(created._id), multipartForm(slideFields({ thumbnail: 'No' })));
    expect(short.json().message).toBe(S.thumbnailLength);
    const filesBefore = await t.db.$count(storedFiles);
    const missing = await send(
      'PUT',
      API.update(MISSING_ID),
      multipartForm(slideFields(), { image: { data: await jpeg() } }),
    );
    expect(missing.statusCode).toBe(404);
    expect(await t.db.$count(storedFiles)).toBe(filesBefore);
    expect(missing.json()).toEqual({ message: MESSAGES.common.notFound });
    const bad = await send('PUT', API.update('nope'), multipartForm(slideFields()));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});

describe('DELETE deleteSlider/:id', () => {
  it('answers {_id}, keeps the image files for Recently deleted, and a second delete is 404', async () => {
    const created = await addSlider();
    expect(fileExists(created.image)).toBe(true);
    const res = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: created._id });
    // Until it is purged (recently-deleted.test.ts).
    expect(fileExists(created.image)).toBe(true);
    expect(fileExists(created.imageThumb)).toBe(true);
    const again = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MESSAGES.common.notFound });
    const bad = await t.inject({ method: 'DELETE', url: API.remove('0'), headers: staff.auth });
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});
