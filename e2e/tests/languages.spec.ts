import type { Page } from '@playwright/test';
import { fill, LOCALES, localisedPath, ROUTES } from '@visadesk/contract';
import { wordsFor } from '@visadesk/contract/catalogues';
import { createApplication } from '../support/applications.ts';
import { E2E } from '../support/env.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

/** The paths of the files of one kind (`script`, `font`) that opening `path` fetches, sorted. */
async function fetchedBy(page: Page, path: string, kind: string): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (req) => req.resourceType() === kind && urls.push(new URL(req.url()).pathname));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('request');
  return urls.sort();
}

const AR = wordsFor('ar').enquiry;
const AR_RESULT = wordsFor('ar').viewOne;

test.describe("the enquiry in the applicants' languages", () => {
  test('Arabic: right to left, its own words and stylesheet, the same script as English', async ({
    page,
    request,
  }) => {
    const created = await createApplication(request, { dob: '1985-04-12' });
    const scripts = (path: string) => fetchedBy(page, path, 'script');
    const english = await scripts(ROUTES.enquiry);
    const arabic = await scripts(localisedPath('ar', ROUTES.enquiry));
    expect(arabic).toEqual(english);

    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(new RegExp(AR.title));
    await expect(page.locator('link[rel="stylesheet"][href$=".rtl.css"]').first()).toBeAttached();
    for (const { code } of LOCALES)
      await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute(
        'href',
        `${E2E.baseUrl}${localisedPath(code, ROUTES.enquiry)}`,
      );
    await expectAccessible(page);

    // The examples in the hint read left to right inside the Arabic sentence.
    await expect(page.locator('#enquiry-passport-hint bdi[dir="ltr"]').first()).toHaveText('AB1234567');
    await page.getByLabel(AR.passport).fill(created.passport);
    await page.getByLabel(AR.nationality).selectOption('CA');
    await page.getByLabel(AR.dob).fill('1985-04-12');
    await page.getByRole('button', { name: AR.submit }).click();

    // The result reads in Arabic too, its passport number isolated left to right.
    await expect(page).toHaveURL(localisedPath('ar', ROUTES.viewOne));
    await expect(page.getByRole('heading', { level: 1, name: AR_RESULT.title })).toBeVisible();
    await expect(
      page.getByRole('heading', {
        name: fill(AR_RESULT.statusHeading, { status: wordsFor('ar').statuses.pending }),
      }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('bdi[dir="ltr"]', { hasText: created.passport })).toBeVisible();
    await page.getByRole('button', { name: AR_RESULT.newSearch }).click();
    await expect(page).toHaveURL(localisedPath('ar', ROUTES.enquiry));
    await expect(page.getByRole('heading', { level: 1, name: AR.title })).toBeVisible();
  });

  test('the switcher names each language in its own script and opens the page in it', async ({ page }) => {
    await page.goto(ROUTES.enquiry);
    const switcher = page.getByRole('navigation', { name: wordsFor('en').switcher.label });
    await switcher.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(localisedPath('hi', ROUTES.enquiry));
    await expect(page.getByRole('heading', { level: 1, name: wordsFor('hi').enquiry.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('navigation', { name: wordsFor('hi').switcher.label }).locator('a[aria-current="page"]'),
    ).toHaveText('हिन्दी');
  });

  test('arrows and chevrons point the way a right-to-left page reads', async ({ page }) => {
    const transformIn = async (path: string) => {
      await page.goto(path);
      // The Icon component's markup for an arrow, styled by the page's own stylesheets.
      return page.evaluate(() => {
        const arrow = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
        arrow.setAttribute('class', 'icon icon-directional');
        document.querySelector('main')?.append(arrow);
        return getComputedStyle(arrow).transform;
      });
    };
    expect(await transformIn(localisedPath('ar', ROUTES.enquiry))).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await transformIn(ROUTES.enquiry)).toBe('none');
  });

  test("a language's pages load its script's font, English's none", async ({ page }) => {
    const fonts = (path: string) => fetchedBy(page, path, 'font');
    expect(await fonts(ROUTES.enquiry)).toEqual([]);
    expect(await fonts(localisedPath('fil', ROUTES.enquiry))).toEqual([]);
    const hindi = await fonts(localisedPath('hi', ROUTES.enquiry));
    expect(hindi).toHaveLength(1);
    expect(hindi[0]).toMatch(/^\/assets\/fonts\/noto-sans-devanagari-devanagari-.+\.woff2$/);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((font) => `${font.family} ${font.status}`);
    });
    expect(loaded).toEqual(['Noto Sans Devanagari Variable loaded']);
    const arabic = await fonts(localisedPath('ar', ROUTES.enquiry));
    expect(arabic).toHaveLength(1);
    expect(arabic[0]).toMatch(/noto-sans-arabic-arabic-.+\.woff2$/);
  });

  test("an address no page has, under a language's prefix, leads to that language's home", async ({
    page,
  }) => {
    const AR_NAV = wordsFor('ar').nav;
    await page.goto('/ar/no-such-page');
    await expect(page).toHaveURL(localisedPath('ar', ROUTES.home));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const navbar = page.getByRole('navigation', { name: AR_NAV.main });
    await expect(navbar.getByRole('link', { name: AR_NAV.enquiry })).toHaveAttribute(
      'href',
      localisedPath('ar', ROUTES.enquiry),
    );
    // Its sections' copy is English still, marked so; the web app's page links the script's font,
    // as the prerendered pages carry it.
    await expect(page.getByRole('main')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="stylesheet"][href="/fonts/ar.css"]')).toBeAttached();
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].map((font) => font.family)))
      .toContain('Noto Sans Arabic Variable');
  });
});

test.describe('a browser that prefers Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('is offered the English page in Arabic, never sent there, and asked once', async ({ page }) => {
    const OFFER = wordsFor('ar').offer;
    await page.goto(ROUTES.enquiry);
    const offer = page.getByRole('region', { name: OFFER.label });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'ar');
    await expect(page).toHaveURL(ROUTES.enquiry);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
    await offer.getByRole('link', { name: OFFER.accept }).click();
    await expect(page).toHaveURL(localisedPath('ar', ROUTES.enquiry));
    await expect(page.getByRole('region', { name: OFFER.label })).toHaveCount(0);
    await page.goto(ROUTES.enquiry);
    await expect(page.getByRole('heading', { level: 1, name: wordsFor('en').enquiry.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: OFFER.label })).toHaveCount(0);
  });
});
