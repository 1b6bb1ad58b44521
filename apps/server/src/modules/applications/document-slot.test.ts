import { APPLICATION_API, type Application, MESSAGES } from '@visadesk/contract';
import { jpeg, multipartForm, png } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { postApplication } from '../../test/application-fixtures.ts';
import { filesInStorage, filesRecordsReference } from '../../test/stored-files.ts';
import { MISSING_ID, useTestApp } from '../../test/test-app.ts';

// One document slot uploaded on its own, as the screens upload each document.
const M = MESSAGES.applications;
const t = useTestApp();
const staff = t.signedIn('staff');

type Form = ReturnType<typeof multipartForm>;
const put = (url: string, form: Form) =>
  t.inject({ method: 'PUT', url, headers: staff.auth, payload: form as unknown as string });
const fileForm = async (data?: Buffer, type = 'image/jpeg') =>
  multipartForm({}, { file: { data: data ?? (await jpeg()), type } });
const keyOf = (url: string | null) => url?.split('?')[0] ?? null;

const addApplication = () => postApplication(t, staff.auth);

async function expectNothingStrayStored() {
  expect(filesInStorage(t.app.config.dataDir)).toEqual(await filesRecordsReference(t.db));
}

describe('PUT one document slot', () => {
  it('stores the file in its slot and keeps every other document', async () => {
    const created = await addApplication();
    const visa = await put(APPLICATION_API.document(created._id, 'file9'), await fileForm());
    expect(visa.statusCode).toBe(200);
    const permit = await put(
      APPLICATION_API.document(created._id, 'file11'),
      await fileForm(await png(), 'image/png'),
    );
    const after: Application = permit.json();
    expect(after.file11).toMatch(/^\/api\/files\//);
    expect(keyOf(after.file9)).toBe(keyOf(visa.json().file9));
    expect(after.file1).toBeNull();
    expect(after.updatedAt).not.toBe(created.updatedAt);
    await expectNothingStrayStored();
  });

  it('refuses an unknown slot, a missing file, a non-image and an oversized file, storing nothing', async () => {
    const created = await addApplication();
    const unknownSlot = await put(APPLICATION_API.document(created._id, 'file13'), await fileForm());
    expect(unknownSlot.statusCode).toBe(400);
    const noFile = await put(APPLICATION_API.document(created._id, 'file1'), multipartForm({ x: 'y' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(M.documentsRequired);
    const notImage = await put(
      APPLICATION_API.document(created._id, 'file1'),
      await fileForm(Buffer.from('%PDF-1.4 a document, not an image')),
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe(M.invalidFileType);
    const tooLarge = await put(
      APPLICATION_API.document(created._id, 'file1'),
      await fileForm(Buffer.alloc(5 * 1024 * 1024 + 1)),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(M.fileTooLarge5);
    const missing = await put(APPLICATION_API.document(MISSING_ID, 'file1'), await fileForm());
    expect(missing.statusCode).toBe(404);
    const unchanged: Application = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    expect(unchanged.file1).toBeNull();
    expect(unchanged.updatedAt).toBe(created.updatedAt);
    await expectNothingStrayStored();
  });

  it('of many uploads to one slot at once, one is kept and no file is left behind', async () => {
    const created = await addApplication();
    const url = APPLICATION_API.document(created._id, 'file3');
    const forms = await Promise.all(Array.from({ length: 6 }, () => fileForm()));
    const answers = await Promise.all(forms.map((form) => put(url, form)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const final: Application = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    expect(answers.map((answer) => keyOf(answer.json().file3))).toContain(keyOf(final.file3));
    await expectNothingStrayStored();
  });

  it('uploads to different slots at once all land', async () => {
    const created = await addApplication();
    const slots = ['file1', 'file2', 'file5', 'file10'] as const;
    const answers = await Promise.all(
      slots.map(async (slot) => put(APPLICATION_API.document(created._id, slot), await fileForm())),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const final: Application = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    for (const slot of slots) expect(final[slot]).toMatch(/^\/api\/files\//);
    await expectNothingStrayStored();
  });
});
