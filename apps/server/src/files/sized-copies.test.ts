import { rmSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_API, type Application, IMAGE_WIDTHS } from '@visadesk/contract';
import { jpeg, multipartForm } from '@visadesk/test-harness';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applications, finishedJobs, storedFiles } from '../db/schema.ts';
import { postApplication } from '../test/application-fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { startSizedCopiesJob } from './sized-copies-job.ts';
import { COPY_NAMES, copyKey } from './sized-keys.ts';

const t = useTestApp();
const staff = t.signedIn('staff');
const silent = { info() {}, warn() {}, error() {} } as never;

/** The bytes a signed URL serves, with their content type and, for an image, its size. */
async function served(url: string) {
  const res = await t.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const { width, height } = await sharp(res.rawPayload).metadata();
  return { type: res.headers['content-type'], bytes: res.rawPayload.length, width, height };
}

/** An application with a 3000x2000 photo and two documents: one as large, one 300 px wide. */
async function applicationWithLargeImages(): Promise<Application> {
  const created = await postApplication(t, staff.auth);
  const res = await t.inject({
    method: 'PUT',
    url: APPLICATION_API.documents(created._id),
    headers: staff.auth,
    payload: multipartForm(
      {},
      { file1: { data: await jpeg(3000, 2000) }, file2: { data: await jpeg(300, 200) } },
    ) as unknown as string,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('sized copies of stored images', () => {
  it('answers one application with each image as a small and a large WebP, to their widths, never enlarged', async () => {
    const created = await applicationWithLargeImages();
    const one: Application = (
      await t.inject({ url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    const { file1, file2, file3 } = one.sizes ?? {};
    expect(file3).toBeNull();
    const small = await served(file1?.small ?? '');
    const large = await served(file1?.large ?? '');
    expect(small).toMatchObject({ type: 'image/webp', width: IMAGE_WIDTHS.small, height: 320 });
    // A JPEG, which Chromium prints into a PDF as it is.
    expect(large).toMatchObject({ type: 'image/jpeg', width: IMAGE_WIDTHS.large });
    // A document in a grid costs a few tens of kB, not the original's size.
    expect(small.bytes).toBeLessThan(40_000);
    expect((await served(one.file1 ?? '')).type).toBe('image/jpeg');
    expect(await served(file2?.small ?? '')).toMatchObject({ width: 300, height: 200 });
    expect(await served(file2?.large ?? '')).toMatchObject({ width: 300, height: 200 });
    expect(one.sizes?.image).toEqual({ small: expect.any(String), large: expect.any(String) });
    // A list carries none: it shows thumbnails only.
    const list = (await t.inject({ url: APPLICATION_API.list, headers: staff.auth })).json();
    expect(list.applications[0].sizes).toBeUndefined();
  });

  it('serves an image stored before copies existed by its original, until the start-up job makes them once, with two nodes at once', async () => {
    const created = await applicationWithLargeImages();
    const [row] = await t.db.select().from(applications).where(eq(applications.id, created._id));
    const key = row?.file1 ?? '';
    // As an image stored before copies were made: its original and thumbnail only.
    const older = [copyKey(key, 'small'), copyKey(key, 'large')];
    await t.db.delete(storedFiles).where(inArray(storedFiles.key, older));
    for (const copy of older) rmSync(path.join(t.app.config.dataDir, 'files', copy.slice(0, 2), copy));
    await t.db.delete(finishedJobs);
    const before = created.sizes?.file1;
    expect(await served(before?.small ?? '')).toMatchObject({ type: 'image/jpeg', width: 3000 });

    const put = t.app.files.makeMissingCopies;
    let made = 0;
    const counting = {
      ...t.app.files,
      makeMissingCopies: async (k: string) => {
        const outcome = await put(k);
        if (outcome === 'made') made += 1;
        return outcome;
      },
    };
    const [one, two] = [
      startSizedCopiesJob(t.db, counting, silent),
      startSizedCopiesJob(t.db, counting, silent),
    ];
    await Promise.all([one.done, two.done]);
    expect(made).toBe(1);
    const rows = await t.db
      .select({ key: storedFiles.key, state: storedFiles.state })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.key,
          COPY_NAMES.map((name) => copyKey(key, name)),
        ),
      );
    expect(rows.map((r) => r.state)).toEqual(['attached', 'attached', 'attached']);
    expect(await served(before?.small ?? '')).toMatchObject({
      type: 'image/webp',
      width: IMAGE_WIDTHS.small,
    });
    expect(await served(before?.large ?? '')).toMatchObject({
      type: 'image/jpeg',
      width: IMAGE_WIDTHS.large,
    });
    expect(await t.db.select().from(finishedJobs)).toEqual([
      { name: 'sized-copies', finishedAt: expect.any(Date) },
    ]);

    // Finished: a later start looks at no image.
    made = 0;
    let looked = 0;
    const later = startSizedCopiesJob(
      t.db,
      {
        ...t.app.files,
        makeMissingCopies: async () => {
          looked += 1;
          return 'present' as const;
        },
      },
      silent,
    );
    await later.done;
    expect(looked).toBe(0);
  });
});
