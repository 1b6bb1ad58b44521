import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { sendEnquiry } from '../support/enquiry.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const Q = LABELS.enquiry;

test.describe('public status enquiry', () => {
  test('find an application, view it, print it; the passport never reaches the address', async ({
    page,
    request,
  }) => {
    const created = await createApplication(
      request,
      { dob: '1987-11-02' },
      { file9: 'visa.png', file11: 'work-permit.jpg' },
    );
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
    const apiCalls: string[] = [];
    page.on('request', (req) => req.url().includes('fetchApplicationEnquiry') && apiCalls.push(req.url()));

    await page.goto(ROUTES.enquiry);
    await expect(page.getByRole('heading', { name: Q.title })).toBeVisible();
    await expect(page.getByRole('link', { name: Q.login })).toHaveAttribute('href', ROUTES.login);
    await expectAccessible(page);

    await page.getByRole('button', { name: Q.submit }).click();
    await expect(page.getByText(MESSAGES.applications.enquiryRequired).first()).toBeVisible();
    await page.getByLabel(Q.passport).fill(created.passport.toLowerCase());
    await page.getByLabel(Q.nationality).selectOption('CA');
    await page.getByLabel(Q.dob).fill('1987-11-02');
    expect(apiCalls).toEqual([]); // nothing per keystroke
    await page.getByRole('button', { name: Q.submit }).click();

    await expect(page).toHaveURL(ROUTES.viewOne);
    expect(apiCalls).toHaveLength(1);
    await expect(page.getByRole('heading', { name: LABELS.viewOne.statusHeading('Pending') })).toBeVisible();
    await expect(page.getByText(/3 to 5 weeks/)).toBeVisible();
    const visa = page.getByRole('link', { name: LABELS.viewOne.openDocument('Visa') });
    await expect(visa).toBeVisible();
    await expect(page.getByRole('link', { name: LABELS.viewOne.openDocument('Work Permit') })).toBeVisible();
    // The signed document URL really serves the image.
    await expect
      .poll(() => visa.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);

    // It survives a reload in the same tab.
    await page.reload();
    await expect(page.getByRole('heading', { name: LABELS.viewOne.statusHeading('Pending') })).toBeVisible();

    // Print and New search sit above the documents on screen.
    const print = page.getByRole('button', { name: LABELS.viewOne.print });
    const printBox = await print.boundingBox();
    const visaBox = await visa.boundingBox();
    expect(printBox && visaBox && printBox.y < visaBox.y).toBe(true);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(/Retrieved on/).first()).toBeVisible();
    // On paper: no buttons, and each document starts its own page at full width.
    await expect(print).toBeHidden();
    await expect(page.getByRole('button', { name: LABELS.viewOne.newSearch })).toBeHidden();
    const documents = page.locator('.portal-document');
    await expect(documents).toHaveCount(2);
    const content = await page.locator('.portal-documents').evaluate((list) => list.clientWidth);
    for (const document of await documents.all()) {
      expect(await document.evaluate((li) => getComputedStyle(li).breakBefore)).toBe('page');
      expect(await document.evaluate((li) => li.getBoundingClientRect().width)).toBe(content);
    }
    await page.screenshot({ path: test.info().outputPath('view-one-print.png'), fullPage: true });
    // Headless Chromium's PDF: the applicant header's page, then one page for each of the two documents.
    const pdf = (await page.pdf({ format: 'A4', path: test.info().outputPath('view-one.pdf') })).toString(
      'latin1',
    );
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(3);
    await page.emulateMedia({ media: 'screen' });

    for (const address of addresses) {
      expect(address).not.toContain(created.passport);
      expect(address.toUpperCase()).not.toContain(created.passport);
      expect(address).not.toContain('1987-11-02');
    }
  });

  test('a failed enquiry says so and stays on the page', async ({ page }) => {
    await sendEnquiry(page, { passport: 'ZZ0000000', nationality: 'CA', dob: '1990-01-01' });
    await expect(page.getByRole('alert')).toContainText(MESSAGES.applications.enquiryNone);
    await expect(page).toHaveURL(ROUTES.enquiry);
  });

  test('view-one without a result returns to the enquiry', async ({ page }) => {
    await page.goto(ROUTES.viewOne);
    await expect(page).toHaveURL(ROUTES.enquiry);
  });
});
