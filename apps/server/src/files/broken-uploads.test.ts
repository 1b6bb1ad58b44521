import { APPLICATION_API, type Application, CATALOGUE_API, MESSAGES, type Slider } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { filesInStorage, filesRecordsReference } from '../test/stored-files.ts';
import { useTestApp } from '../test/test-app.ts';

// Every upload route reads its body through files/multipart-form.ts: a body cut off or malformed is
// the client's fault (400), and whatever the outcome, storage holds exactly what records reference.
const t = useTestApp();
const staff = t.signedIn('staff');
let application: Application;
let slider: Slider;

/** The multipart body of a form as bytes, with its content type. */
async function encoded(form: FormData) {
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

const inject = (method: 'POST' | 'PUT', url: string, body: Buffer, contentType: string) =>
  t.inject({ method, url, headers: { ...staff.auth, 'content-type': contentType }, payload: body });

async function expectStorageMatchesRecords() {
  expect(filesInStorage(t.app.config.dataDir)).toEqual(await filesRecordsReference(t.db));
}

beforeAll(async () => {
  const created = await encoded(multipartForm(applicantFields(), { image: { data: await jpeg() } }));
  application = (await inject('POST', APPLICATION_API.create, created.body, created.contentType)).json();
  const slide = await encoded(
    multipartForm(
      { thumbnail: 'Broken uploads', title: 'A slide for broken uploads', status: 'Published' },
      { image: { data: await jpeg() } },
    ),
  );
  slider = (await inject('POST', CATALOGUE_API.sliders.create, slide.body, slide.contentType)).json();
});

const routes = () =>
  [
    ['add application', 'POST', APPLICATION_API.create, applicantFields(), 'image'],
    ['update application', 'PUT', APPLICATION_API.update(application._id), applicantFields(), 'image'],
    ['documents', 'PUT', APPLICATION_API.documents(application._id), {}, 'file1'],
    ['add slider', 'POST', CATALOGUE_API.sliders.create, { thumbnail: 'x', title: 'y' }, 'image'],
    [
      'update slider',
      'PUT',
      CATALOGUE_API.sliders.update(slider._id),
      { thumbnail: 'x', title: 'y' },
      'image',
    ],
  ] as const;

describe('a multipart body that is cut off or malformed', () => {
  it.each([0, 1, 2, 3, 4])('answers 400 and stores nothing when cut off mid-file (route %i)', async (i) => {
    const [, method, url, fields, fileField] = routes()[i] as ReturnType<typeof routes>[number];
    const { body, contentType } = await encoded(
      multipartForm(fields, { [fileField]: { data: await jpeg(300, 300) } }),
    );
    const res = await inject(method, url, body.subarray(0, body.length - 400), contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.common.malformedMultipart });
    await expectStorageMatchesRecords();
  });

  it.each([
    ['no boundary', 'multipart/form-data', Buffer.from('--x\r\n')],
    ['a boundary the body never uses', 'multipart/form-data; boundary=abc', Buffer.from('just text')],
    [
      'a part without headers',
      'multipart/form-data; boundary=abc',
      Buffer.from('--abc\r\ngarbage without a blank line'),
    ],
  ])('answers 400 for %s', async (_name, contentType, body) => {
    const res = await inject('POST', APPLICATION_API.create, body, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.common.malformedMultipart });
    await expectStorageMatchesRecords();
  });
});

describe('storage after refused uploads', () => {
  it('holds exactly what records reference after a 413, a 415, a truncated image and a failed documents PUT', async () => {
    await expectStorageMatchesRecords();
    const big = await encoded(
      multipartForm(applicantFields(), {
        image: { data: Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]) },
      }),
    );
    expect((await inject('POST', APPLICATION_API.create, big.body, big.contentType)).statusCode).toBe(413);
    await expectStorageMatchesRecords();

    const text = await encoded(
      multipartForm(applicantFields(), { image: { data: Buffer.from('not an image'), name: 'x.png' } }),
    );
    expect((await inject('POST', APPLICATION_API.create, text.body, text.contentType)).statusCode).toBe(415);
    await expectStorageMatchesRecords();

    const whole = await jpeg(400, 400);
    const cut = await encoded(
      multipartForm(applicantFields(), { image: { data: whole.subarray(0, whole.length >> 1) } }),
    );
    expect((await inject('POST', APPLICATION_API.create, cut.body, cut.contentType)).statusCode).toBe(415);
    await expectStorageMatchesRecords();

    // Two good documents are stored before the third is found disguised: both must go again.
    const documents = await encoded(
      multipartForm(
        {},
        {
          file1: { data: await jpeg() },
          file2: { data: await jpeg() },
          file3: { data: Buffer.from('%PDF-1.4 not allowed'), name: 'x.jpg' },
        },
      ),
    );
    const failed = await inject(
      'PUT',
      APPLICATION_API.documents(application._id),
      documents.body,
      documents.contentType,
    );
    expect(failed.statusCode).toBe(415);
    await expectStorageMatchesRecords();
  });
});
