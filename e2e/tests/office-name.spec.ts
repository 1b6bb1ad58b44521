import { CATALOGUE_API, DEFAULT_SETTINGS, ENQUIRY_LABELS, LABELS, ROUTES } from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { sendEnquiry } from '../support/enquiry.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const OFFICE = 'Al Noor Facilities Management LLC';

// Its own server: renaming the site would rename every page other journeys read on the shared one.
const server = useOwnServer('officeName');

test('a renamed site is named on every page: link previews, first paint, printouts, back-office', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto(ROUTES.settings);
  // This server makes its links with 127.0.0.1: the office is told, in its own words.
  await expect(
    page.getByRole('alert').filter({ hasText: "opens only on the server's own computer" }),
  ).toBeVisible();
  await page.getByLabel(LABELS.settings.fields.siteName).fill(OFFICE);
  await page.getByRole('button', { name: LABELS.settings.save }).click();
  await expect
    .poll(async () => (await (await page.request.get(CATALOGUE_API.settings.get)).json()).siteName)
    .toBe(OFFICE);
  // The back-office header follows the save without a reload.
  await expect(page.locator('.admin-brand')).toHaveText(OFFICE);

  // What a link preview or a browser without scripts reads: the pages as the server sends them.
  for (const path of [ROUTES.home, ROUTES.enquiry, ROUTES.login]) {
    const html = await (await request.get(`${server.baseUrl}${path}`)).text();
    expect(html, path).toContain(`<meta property="og:site_name" content="${OFFICE}"`);
    expect(html, path).toMatch(new RegExp(`<title>[^<]*${OFFICE}</title>`));
    expect(html, path).not.toContain(DEFAULT_SETTINGS.siteName);
  }
  const noScript = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(ROUTES.enquiry);
  await expect(still.getByRole('link', { name: OFFICE }).first()).toBeVisible();
  await noScript.close();

  // With scripts, the default name never shows, not even for a frame before the settings arrive.
  const visitor = await browser.newContext({ baseURL: server.baseUrl });
  // Settings that arrive late: the first render happens without them.
  await visitor.route(`**${CATALOGUE_API.settings.get}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const applicantPage = await visitor.newPage();
  await applicantPage.addInitScript((defaultName) => {
    const seen = () => document.body?.textContent?.includes(defaultName);
    new MutationObserver(() => {
      if (seen()) (window as unknown as { sawDefault: boolean }).sawDefault = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, DEFAULT_SETTINGS.siteName);
  const created = await createApplication(request, { currentN: 'PH' }, {}, server.baseUrl);
  await sendEnquiry(applicantPage, { passport: created.passport, nationality: 'PH', dob: '1991-03-14' });
  await expect(applicantPage).toHaveURL(/view-one/);
  // The printout's heading is the office's.
  await applicantPage.emulateMedia({ media: 'print' });
  await expect(applicantPage.getByText(ENQUIRY_LABELS.viewOne.printHeader(OFFICE))).toBeVisible();
  await applicantPage.emulateMedia({ media: 'screen' });
  await applicantPage.goto(ROUTES.login);
  await expect(applicantPage.getByRole('heading', { name: OFFICE })).toBeVisible();
  expect(
    await applicantPage.evaluate(() => (window as unknown as { sawDefault?: boolean }).sawDefault),
  ).toBeFalsy();
  await visitor.close();

  // The staff's printed applicant copy too.
  await page.goto(`/updateApplicationView/${created._id}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-brand')).toHaveText(OFFICE);
});
