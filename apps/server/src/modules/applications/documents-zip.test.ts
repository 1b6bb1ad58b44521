import { APPLICATION_API, type Application } from '@visadesk/contract';
import { jpeg, multipartForm } from '@visadesk/test-harness';
import { desc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { postApplication } from '../../test/application-fixtures.ts';
import { pdfWithPages } from '../../test/pdf-fixtures.ts';
import { MISSING_ID, useTestApp } from '../../test/test-app.ts';

// A case's documents in one download: the photo and each filled slot, as uploaded, named.
const t = useTestApp();
const staff = t.signedIn('staff');

const putDocument = (id: string, slot: string, data: Buffer, type: string) =>
  t.inject({
    method: 'PUT',
    url: APPLICATION_API.document(id, slot),
    headers: staff.auth,
    payload: multipartForm({}, { file: { data, type } }) as unknown as string,
  });

describe('GET the documents of an application as a ZIP', () => {
  it('holds the photo and the filled slots as uploaded, named after the slot and the applicant', async () => {
    const created = await postApplication(t, staff.auth, { surname: 'Dela Cruz', givenN: 'Maria Ana' });
    const pdf = await pdfWithPages(3);
    expect((await putDocument(created._id, 'file4', pdf, 'application/pdf')).statusCode).toBe(200);
    const visa = await jpeg(300, 200);
    const stored: Application = (await putDocument(created._id, 'file9', visa, 'image/jpeg')).json();
    const res = await t.inject({
      method: 'GET',
      url: APPLICATION_API.downloadDocuments(created._id),
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="Documents - DELA CRUZ Maria Ana.zip"');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([
      'Job Letter 4 - DELA CRUZ Maria Ana.pdf',
      'Photo - DELA CRUZ Maria Ana.jpg',
      'Visa - DELA CRUZ Maria Ana.jpg',
    ]);
    const inZip = await zip.file('Job Letter 4 - DELA CRUZ Maria Ana.pdf')?.async('nodebuffer');
    expect(inZip?.equals(pdf)).toBe(true);
    const visaFile = await t.inject({ method: 'GET', url: stored.file9 as string });
    expect(
      (await zip.file('Visa - DELA CRUZ Maria Ana.jpg')?.async('nodebuffer'))?.equals(visaFile.rawPayload),
    ).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'documents.downloaded'))
      .orderBy(desc(auditEvents.at))
      .limit(1);
    expect(entry?.targetId).toBe(created._id);
  });

  it('is refused without a token and answers 404 for an application that does not exist', async () => {
    const anonymous = await t.inject({ method: 'GET', url: APPLICATION_API.downloadDocuments(MISSING_ID) });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.inject({
      method: 'GET',
      url: APPLICATION_API.downloadDocuments(MISSING_ID),
      headers: staff.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
