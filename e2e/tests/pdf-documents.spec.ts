import { DOCUMENT_MESSAGES, LABELS, MESSAGES } from '@visadesk/contract';
import JSZip from 'jszip';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { expect, expectAccessible, openNewApplication, test } from '../support/fixtures.ts';

const V = LABELS.applicationView;
const W = V.viewer;

/** A real multi-page PDF, made here so what it holds can be read; `scripted` adds an open action. */
async function pdf(pages: number, scripted = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1)
    doc.addPage([595, 842]).drawText(`Police clearance, page ${i}`, { x: 50, y: 780, size: 24, font });
  if (scripted) {
    const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }
  return Buffer.from(await doc.save());
}

test('a PDF uploaded to a slot shows its first page, opens in the viewer, and goes into the ZIP', async ({
  page,
  request,
  consoleErrors,
}) => {
  const created = await openNewApplication(page, request, {}, { file9: 'visa.png' });
  consoleErrors.refusal(415, /\/documents\/file2$/);
  const clearance = await pdf(3);
  await page.getByLabel(V.chooseDocument('Job Letter 1')).setInputFiles({
    name: 'clearance.pdf',
    mimeType: 'application/pdf',
    buffer: clearance,
  });
  await expect(page.getByText(V.pdfChosen)).toBeVisible();
  await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
  const viewClearance = page.getByRole('button', { name: V.viewDocument('Job Letter 1') });
  await expect(viewClearance).toBeVisible({ timeout: 20_000 });

  // The card shows the first page, drawn by the server.
  const preview = page.getByRole('img', { name: 'Job Letter 1', exact: true });
  await preview.scrollIntoViewIfNeeded();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await viewClearance.click();
  const dialog = page.getByRole('dialog', { name: 'Job Letter 1' });
  await expect(dialog).toContainText(W.position(1, 2));
  const shown = dialog.getByRole('img', { name: 'Job Letter 1' });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const original = await dialog
    .getByRole('link', { name: W.openOriginalOf('Job Letter 1') })
    .getAttribute('href');
  const served = await page.request.get(original ?? '');
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-security-policy']).toContain("script-src 'none'");
  expect((await served.body()).equals(clearance)).toBe(true);

  // Zoom in, out and back to fitting the window; then the next document and back.
  await dialog.getByRole('button', { name: W.zoomIn }).click();
  await expect(dialog).toContainText(W.zoomLevel(100));
  await page.keyboard.press('+');
  await expect(dialog).toContainText(W.zoomLevel(150));
  expect(await shown.evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(1000);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: W.zoomOut }).click();
  await expect(dialog).toContainText(W.zoomLevel(100));
  await dialog.getByRole('button', { name: W.fit, exact: true }).click();
  await expect(dialog).toContainText(W.fitted);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Visa' })).toContainText(W.position(2, 2));
  await page.getByRole('button', { name: W.previous }).click();
  await expect(page.getByRole('dialog', { name: 'Job Letter 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(viewClearance).toBeFocused();

  // One with JavaScript in another slot: refused by the server, saying what it found.
  await page.getByLabel(V.chooseDocument('Job Letter 2')).setInputFiles({
    name: 'offer.pdf',
    mimeType: 'application/pdf',
    buffer: await pdf(1, true),
  });
  await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
  await expect(
    page.getByText(
      MESSAGES.applications.documentNotUploaded(
        'offer.pdf',
        DOCUMENT_MESSAGES.pdfActiveContent('an action run on opening and JavaScript'),
      ),
    ),
  ).toBeVisible();

  // Every document and the photo in one ZIP, named after the slot and the applicant.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: V.downloadAll }).click(),
  ]);
  const name = `${created.surname.toUpperCase()} ${created.givenN}`;
  expect(download.suggestedFilename()).toBe(`Documents - ${name}.zip`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const zip = await JSZip.loadAsync(Buffer.concat(chunks));
  expect(Object.keys(zip.files).sort()).toEqual(
    [`Job Letter 1 - ${name}.pdf`, `Photo - ${name}.jpg`, `Visa - ${name}.png`].sort(),
  );
  const inZip = await zip.file(`Job Letter 1 - ${name}.pdf`)?.async('nodebuffer');
  expect(inZip?.equals(clearance)).toBe(true);
});
