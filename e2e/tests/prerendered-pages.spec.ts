import { gzipSync } from 'node:zlib';
import { DEFAULT_SETTINGS, LABELS, ROUTES } from '@visadesk/contract';
import { expect, test } from '../support/fixtures.ts';

/*
 * `/` and `/enquiry` arrive as HTML with their content and load little script, so a visitor on a
 * slow link reads them early. The budget: at most 60 kB of gzip JavaScript each
 * (apps/web/README.md).
 */
const JS_BUDGET_BYTES = 60 * 1024;

test.describe('the prerendered public pages', () => {
  test('the landing page shows its content with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTES.home);
    await expect(page).toHaveTitle(/VisaDesk/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // Every section is there, down to the contact details at the bottom.
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(12);
    await expect(main.getByRole('heading', { name: LABELS.landing.contact.officeHours })).toBeAttached();
    await expect(main.getByText(DEFAULT_SETTINGS.contactEmail)).toBeAttached();
    await expect(page.getByRole('link', { name: LABELS.hero.checkStatus })).toHaveAttribute(
      'href',
      ROUTES.enquiry,
    );
    const navbar = page.getByRole('navigation', { name: LABELS.nav.main });
    await expect(navbar.getByRole('link', { name: LABELS.nav.signIn })).toHaveAttribute('href', ROUTES.login);
    await expect(page.getByRole('contentinfo')).toContainText(new Date().getFullYear().toString());
    await context.close();
  });

  test('the enquiry shows its form with JavaScript off, and cannot send it natively', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTES.enquiry);
    await expect(page.getByRole('heading', { level: 1, name: LABELS.enquiry.title })).toBeVisible();
    await expect(page.getByLabel(LABELS.enquiry.passport)).toBeVisible();
    await expect(page.getByLabel(LABELS.enquiry.nationality)).toBeVisible();
    await expect(page.getByLabel(LABELS.enquiry.dob)).toBeVisible();
    // A native submission would put the passport number in the address: only the script sends it.
    await expect(page.getByRole('button', { name: LABELS.enquiry.submit })).toBeDisabled();
    await context.close();
  });

  test('with JavaScript the landing page keeps every section the HTML brought', async ({ page }) => {
    await page.goto(ROUTES.home);
    const main = page.getByRole('main');
    const sections = await main.getByRole('heading', { level: 2 }).count();
    expect(sections).toBeGreaterThanOrEqual(12);
    // The settings and slides have been read and rendered into the page by now.
    await expect(page.locator('.carousel-placeholder')).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(sections);
    await expect(main.getByRole('link', { name: LABELS.landing.checkStatusCta })).toBeVisible();
  });

  test('with JavaScript the enquiry form is live at once', async ({ page }) => {
    await page.goto(ROUTES.enquiry);
    await expect(page.getByRole('button', { name: LABELS.enquiry.submit })).toBeEnabled();
  });

  // Each page's critical CSS is in its HTML, its stylesheets load after the content.
  for (const route of [ROUTES.home, ROUTES.enquiry]) {
    test(`${route} is styled by its own HTML, before any stylesheet arrives`, async ({
      page,
      consoleErrors,
    }) => {
      const html = await (await page.request.get(route)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<style>');
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // With every stylesheet refused, the page still has its layout and type.
      consoleErrors.allow(/net::ERR_FAILED/);
      await page.route('**/*.css', (request) => request.abort());
      await page.goto(route);
      const navbar = page.getByRole('navigation', { name: LABELS.nav.main });
      await expect(navbar).toHaveCSS('position', 'fixed');
      await expect(page.locator('.container').first()).toHaveCSS('margin-left', /^(?!0px)/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCSS('font-weight', '800');
    });
  }

  // The hero's decorative images do not compete with the page's styles and scripts
  // on a slow link; loaded lazily, they are still there once laid out.
  test("the landing page's hero images load lazily, and load", async ({ page }) => {
    await page.goto(ROUTES.home, { waitUntil: 'load' });
    const images = await page.locator('.hero img').all();
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const image of images) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  // The pages are answered by the server's not-found handler, which on-the-fly compression does not
  // see: the build's brotli and gzip copies are what keep them small (scripts/precompress.mjs).
  for (const route of [ROUTES.home, ROUTES.enquiry, ROUTES.login]) {
    test(`${route} arrives compressed, with its scripts and styles`, async ({ page }) => {
      const encodings: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.request().resourceType() === 'document' || /\.(js|css)$/.test(pathname)) {
          encodings.push(`${pathname} ${response.headers()['content-encoding'] ?? 'none'}`);
        }
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      expect(encodings.length).toBeGreaterThan(1);
      for (const line of encodings) expect(line).toMatch(/ (br|gzip)$/);
    });
  }

  for (const route of [ROUTES.home, ROUTES.enquiry]) {
    test(`${route} loads at most 60 kB of gzip JavaScript`, async ({ page }) => {
      const measured: Promise<[string, number]>[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        // /enquiry prefetches, once loaded, what its result page (/view-one) runs: fetched for the
        // next page, never run on this one.
        const isPrefetch = response.request().headers()['sec-purpose']?.includes('prefetch');
        if (pathname.endsWith('.js') && !isPrefetch) {
          measured.push(response.body().then((body) => [pathname, gzipSync(body).length]));
        }
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      const scripts = new Map(await Promise.all(measured));
      // Hinted only once the page has loaded (prefetch-after-load.ts), after its own files.
      expect(
        await page.evaluate(() => document.head.querySelectorAll('link[rel="prefetch"]').length > 0),
      ).toBe(route === ROUTES.enquiry);
      const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
      expect(scripts.size).toBeGreaterThan(0);
      expect(total, [...scripts].map(([file, bytes]) => `${file} ${bytes}`).join('\n')).toBeLessThanOrEqual(
        JS_BUDGET_BYTES,
      );
    });
  }
});
