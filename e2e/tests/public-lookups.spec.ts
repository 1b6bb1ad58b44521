import type { Locator, Page } from '@playwright/test';
import { APPLICATION_API, LABELS } from '@visadesk/contract';
import { applicationViewPath } from '../../apps/web/src/admin/applications/paths.ts';
import { sendEnquiry } from '../support/enquiry.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { serverApi } from '../support/server-api.ts';

const V = LABELS.applicationView;
// A server behind a "proxy" (TRUST_PROXY), so each client can come from the long IPv6 address
// a real one may have: the widest a lookup row gets.
const APPLICANT = '2001:db8:4c7a:91f0:3e2d:8b5a:c0de:1234';
const OTHERS = [
  '2001:db8:85a3:7d2e:8a2e:370:7334:ab01',
  '2a02:c7f:d81e:f300:9cd4:11ff:fe42:6a7b',
  '198.51.100.244',
];
const server = useOwnServer('publicLookups', { TRUST_PROXY: '1' });

/**
 * The page does not scroll sideways, and the lookups fit their region: the region does not scroll
 * sideways and ends inside the history card, whose rounded corners clip what passes its edge.
 */
async function expectLookupsFit(page: Page, region: Locator) {
  const [pageScroll, pageWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(pageScroll).toBeLessThanOrEqual(pageWidth as number);
  const [regionScroll, regionWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(regionScroll).toBeLessThanOrEqual(regionWidth as number);
  const regionBox = await region.boundingBox();
  const cardBox = await page.getByRole('region', { name: V.historyHeading, exact: true }).boundingBox();
  expect(regionBox && cardBox && regionBox.x + regionBox.width <= cardBox.x + cardBox.width).toBe(true);
  expect(cardBox && cardBox.x + cardBox.width <= (pageWidth as number)).toBe(true);
}

test('the public lookups fit at 1366 px and on a phone, and count a document only when it is opened', async ({
  page,
  request,
}) => {
  const api = await serverApi(request, server.baseUrl);
  const created = await api.createApplication(
    { dob: '1990-05-17' },
    { file1: 'visa.png', file9: 'visa.png', file11: 'work-permit.jpg' },
  );
  const query = new URLSearchParams({ search: created.passport, search1: 'CA', search2: '1990-05-17' });
  for (const address of OTHERS) {
    const res = await request.get(`${server.baseUrl}${APPLICATION_API.enquiry}?${query}`, {
      headers: { 'x-forwarded-for': address },
    });
    expect((await res.json()).applications).toHaveLength(1);
  }

  // The applicant: an enquiry, the result with its three previews (twice, with a reload), and
  // one document opened.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': APPLICANT });
  await sendEnquiry(page, { passport: created.passport, nationality: 'CA', dob: '1990-05-17' });
  const previews = page.locator('.portal-document img');
  for (let shown = 0; shown < 2; shown += 1) {
    if (shown > 0) await page.reload();
    await expect(previews).toHaveCount(3);
    for (const preview of await previews.all()) {
      await preview.scrollIntoViewIfNeeded();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  }
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: LABELS.viewOne.openDocument('Visa') }).click(),
  ]);
  await opened.waitForLoadState();
  expect(await opened.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await opened.close();
  await page.context().setExtraHTTPHeaders({});

  await signIn(page);
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(applicationViewPath(created._id));
    const region = page.getByRole('region', { name: V.lookups });
    const rows = region.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(5);
    // Four enquiries, from where they came, and one view: the document opened, not the previews.
    await expect(rows.filter({ hasText: V.lookupEnquiry })).toHaveCount(4);
    const views = rows.filter({ hasText: /^.*Viewed/ });
    await expect(views).toHaveCount(1);
    await expect(views).toContainText(V.lookupDocument('Visa'));
    await expect(views).toContainText(APPLICANT);
    for (const address of OTHERS) await expect(rows.filter({ hasText: address })).toHaveCount(1);

    await expectLookupsFit(page, region);
    if (width < 576) {
      // On a phone each lookup is a block: what it was above when and from where.
      const what = await views.getByRole('cell', { name: V.lookupDocument('Visa') }).boundingBox();
      const from = await views.getByRole('cell', { name: APPLICANT }).boundingBox();
      expect(what && from && what.y + what.height <= from.y).toBe(true);
    }
    await region.screenshot({ path: test.info().outputPath(`lookups-${width}.png`) });
    await page.screenshot({ path: test.info().outputPath(`applicant-copy-${width}.png`), fullPage: true });
    await expectAccessible(page);
  }
});
