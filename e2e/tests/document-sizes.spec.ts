import { APPLICATION_API, type Application, DOCUMENT_SLOTS, LABELS, ROUTES } from '@visadesk/contract';
import { apiToken, applicant } from '../support/applications.ts';
import { E2E } from '../support/env.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { documentPhoto } from '../support/real-size-images.ts';
import { countBytes, imagesLoaded, openSlowPhone, pdfPages, scrollThrough } from '../support/slow-phone.ts';

const Q = LABELS.enquiry;
const MB = 1024 * 1024;

/**
 * A case as offices upload it: a 2 MB photo and 12 documents photographed by a phone, 3000x2000
 * and 2-3 MB each (about 28 MB in all), through the API.
 */
async function realSizeCase(request: Parameters<typeof apiToken>[0]): Promise<Application> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const fields = applicant({ dob: '1985-06-19', currentN: 'PH' });
  const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
  const created = await request.post(`${E2E.baseUrl}${APPLICATION_API.create}`, {
    headers,
    multipart: { ...fields, image: jpeg('photo.jpg', await documentPhoto(0, 1800, 2400)) },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as Application;
  // Two at a time, as the screens send them.
  for (let i = 0; i < DOCUMENT_SLOTS.length; i += 2) {
    const slots = DOCUMENT_SLOTS.slice(i, i + 2);
    const multipart = Object.fromEntries(
      await Promise.all(
        slots.map(async ({ key }, j) => [key, jpeg(`${key}.jpg`, await documentPhoto(i + j + 1))] as const),
      ),
    );
    const res = await request.put(`${E2E.baseUrl}${APPLICATION_API.documents(_id)}`, { headers, multipart });
    expect(res.status()).toBe(200);
  }
  const res = await request.get(`${E2E.baseUrl}${APPLICATION_API.get(_id)}`, { headers });
  return (await res.json()) as Application;
}

test.describe('documents sized for where they are shown', () => {
  test.describe.configure({ timeout: 180_000 });
  let application: Application;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    application = await realSizeCase(request);
  });

  test('an applicant on a slow phone gets their 12 documents in under 600 kB', async ({ browser }) => {
    const phone = await openSlowPhone(browser, E2E.baseUrl);
    const { page } = phone;
    try {
      await page.goto(ROUTES.enquiry);
      // As a person does, who takes some seconds to type a passport number and a date: the page
      // has settled, its prefetches of the result's scripts included.
      await page.waitForLoadState('networkidle');
      await page.getByLabel(Q.passport).fill(application.passport);
      await page.getByLabel(Q.nationality).selectOption('PH');
      await page.getByLabel(Q.dob).fill('1985-06-19');
      const pageBytes = phone.bytes();
      const sent = Date.now();
      if (process.env.DIAG)
        page.on('requestfinished', async (r) =>
          console.log(Date.now() - sent, r.url().slice(22, 70), (await r.sizes()).responseBodySize),
        );
      await page.getByRole('button', { name: Q.submit }).click();
      await expect(page.getByRole('heading', { name: LABELS.viewOne.statusHeading('Pending') })).toBeVisible({
        timeout: 30_000,
      });
      await imagesLoaded(page, 'viewport');
      const firstScreenMs = Date.now() - sent;
      await scrollThrough(page);
      await imagesLoaded(page, 'page');
      const allMs = Date.now() - sent;
      const documents = page.locator('.portal-document img');
      await expect(documents).toHaveCount(12);
      const figures = {
        firstScreenMs,
        allDocumentsMs: allMs,
        enquiryPageKb: Math.round(pageBytes / 1024),
        totalKb: Math.round(phone.bytes() / 1024),
      };
      console.log(`slow phone, enquiry result with 12 documents: ${JSON.stringify(figures)}`);
      test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });
      expect(phone.bytes()).toBeLessThan(600 * 1024);
      // Alone on this machine it takes 4.5-4.7 s (docs/performance.md); the bound leaves room for
      // the other worker's journey on the same two cores, and still fails the originals' 20 s+.
      expect(allMs).toBeLessThan(10_000);
    } finally {
      await phone.close();
    }
  });

  test('staff open the case on a 1920 px screen with its 12 documents for under 1 MB', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    try {
      await signIn(page);
      const bytes = await countBytes(page);
      const opened = Date.now();
      await page.goto(`${ROUTES.userView}?id=${application._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await imagesLoaded(page, 'page');
      const documents = page.getByRole('region', { name: LABELS.applicationView.documents }).getByRole('img');
      await expect(documents).toHaveCount(12);
      const figures = { ms: Date.now() - opened, totalKb: Math.round(bytes() / 1024) };
      console.log(`staff view of a case with 12 documents: ${JSON.stringify(figures)}`);
      expect(bytes()).toBeLessThan(1024 * 1024);
      // The viewer shows a document's large copy, not its original.
      await page.getByRole('button', { name: LABELS.applicationView.viewDocument('Job Letter 1') }).click();
      const shown = page.getByRole('dialog').getByRole('img');
      await expect
        .poll(() =>
          shown.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname),
        )
        .toMatch(/-l$/);
    } finally {
      await context.close();
    }
  });

  test('the applicant copy prints 12 documents in at most 7 A4 pages and a few MB', async ({ page }) => {
    await signIn(page);
    await page.goto(`${ROUTES.userView}?id=${application._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The Print button loads the documents' print copies, then opens the browser's print.
    await page.evaluate(() => {
      (window as { printed?: boolean }).printed = false;
      window.print = () => {
        (window as { printed?: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: LABELS.applicationView.print }).click();
    await page.waitForFunction(() => (window as { printed?: boolean }).printed, undefined, {
      timeout: 30_000,
    });
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByRole('region', { name: LABELS.applicationView.documents });
    await expect(printed.getByRole('img')).toHaveCount(12);
    const pdf = await page.pdf({ format: 'A4', path: test.info().outputPath('applicant-copy-12.pdf') });
    const figures = { pages: pdfPages(pdf), mb: Number((pdf.length / MB).toFixed(2)) };
    console.log(`applicant copy with 12 documents printed: ${JSON.stringify(figures)}`);
    expect(figures.pages).toBeLessThanOrEqual(7);
    expect(pdf.length).toBeLessThan(8 * MB);
  });
});
