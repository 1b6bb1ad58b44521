import {
  APPLICATION_API,
  type Application,
  DOCUMENT_MESSAGES as D,
  MESSAGES,
  PDF_PAGE_LIMIT,
} from '@visadesk/contract';
import { jpeg, multipartForm } from '@visadesk/test-harness';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { postApplication } from '../../test/application-fixtures.ts';
import {
  deeplyNestedPdf,
  garbageWithPdfHeader,
  pdfEncrypted,
  pdfWithEmbeddedFile,
  pdfWithJavaScript,
  pdfWithLaunchAction,
  pdfWithPages,
} from '../../test/pdf-fixtures.ts';
import { filesInStorage, filesRecordsReference } from '../../test/stored-files.ts';
import { useTestApp } from '../../test/test-app.ts';

// A document slot takes a PDF: checked, kept as sent, its first page the slot's image.
const M = MESSAGES.applications;
const t = useTestApp();
const staff = t.signedIn('staff');

const putDocument = async (id: string, data: Buffer, name = 'scan.pdf') =>
  t.inject({
    method: 'PUT',
    url: APPLICATION_API.document(id, 'file4'),
    headers: staff.auth,
    payload: multipartForm({}, { file: { data, name, type: 'application/pdf' } }) as unknown as string,
  });
const fetchFile = (url: string) => t.inject({ method: 'GET', url });

async function expectNothingStrayStored() {
  expect(filesInStorage(t.app.config.dataDir)).toEqual(await filesRecordsReference(t.db));
}

describe('a PDF in a document slot', () => {
  it('is stored as sent, served inline without scripts, its first page the preview', async () => {
    const created = await postApplication(t, staff.auth);
    const pdf = await pdfWithPages(3);
    const res = await putDocument(created._id, pdf);
    expect(res.statusCode).toBe(200);
    const stored: Application = res.json();
    const file = await fetchFile(stored.file4 as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['content-security-policy']).toContain("script-src 'none'");
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const large = await fetchFile(stored.sizes?.file4?.large as string);
    expect(large.headers['content-type']).toBe('image/jpeg');
    const preview = await sharp(large.rawPayload).metadata();
    expect(preview.width).toBe(1600);
    // A4 upright: the page's own proportions.
    expect(Math.round(((preview.height ?? 0) / 1600) * 595)).toBe(842);
    const small = await fetchFile(stored.sizes?.file4?.small as string);
    expect(small.headers['content-type']).toBe('image/webp');
  });

  it('answers an image file with no script policy of its own', async () => {
    const created = await postApplication(t, staff.auth);
    const res = await putDocument(created._id, await jpeg(), 'photo-named.pdf');
    expect(res.statusCode).toBe(200);
    // The name is never asked: a JPEG named .pdf is the JPEG it is.
    const file = await fetchFile(res.json().file4);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    ['JavaScript', pdfWithJavaScript, D.pdfActiveContent('an action run on opening and JavaScript')],
    ['an embedded file', pdfWithEmbeddedFile, D.pdfActiveContent('an embedded file')],
    ['a launch action', pdfWithLaunchAction, D.pdfActiveContent('a launch action')],
    ['a password', pdfEncrypted, D.pdfEncrypted],
    [
      `${PDF_PAGE_LIMIT * 20} pages`,
      () => pdfWithPages(PDF_PAGE_LIMIT * 20),
      D.pdfTooManyPages(PDF_PAGE_LIMIT * 20, PDF_PAGE_LIMIT),
    ],
    ['garbage behind a PDF header', async () => garbageWithPdfHeader(1024 * 1024), M.invalidFileType],
    ['a cut-off file', async () => (await pdfWithPages(3)).subarray(0, 900), M.invalidFileType],
    ['arrays nested 100,000 deep', async () => deeplyNestedPdf(100_000), M.invalidFileType],
  ])('with %s is refused with 415 and what was found, storing nothing', async (_name, make, message) => {
    const created = await postApplication(t, staff.auth);
    const res = await putDocument(created._id, await make());
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 415, message });
    const after: Application = (
      await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth })
    ).json();
    expect(after.file4).toBeNull();
    await expectNothingStrayStored();
  });
});
