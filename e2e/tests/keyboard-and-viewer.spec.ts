import type { Locator, Page } from '@playwright/test';
import { CATALOGUE_API, LABELS, ROUTES } from '@visadesk/contract';
import { createApplication, createCatalogueRecord } from '../support/applications.ts';
import { sendEnquiry } from '../support/enquiry.ts';
import { expect, expectAccessible, openNewApplication, signIn, test } from '../support/fixtures.ts';

const V = LABELS.applicationView;
const W = V.viewer;
const tag = () => Math.random().toString(36).slice(2, 7);

/** Whether two elements' boxes share any pixel on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const pager = (page: Page, name: string) => {
  const nav = page.getByRole('navigation', { name });
  return {
    prev: nav.getByRole('button', { name: LABELS.common.prev }),
    next: nav.getByRole('button', { name: LABELS.common.next }),
  };
};

test.describe('keyboard focus in the lists', () => {
  test('Next and Prev keep the focus on the pressed button, and hand it to the other one at an end', async ({
    page,
    request,
  }) => {
    const name = `Focus ${tag()}`;
    // 11 designations, 5 a page: three pages.
    for (let i = 0; i < 11; i += 1) await createCatalogueRecord(request, 'designations', `${name} ${i}`);
    await signIn(page);
    await page.goto(`${ROUTES.designations}?search=${encodeURIComponent(name)}`);
    const { prev, next } = pager(page, LABELS.designations.pagination);
    await expect(page.getByText(LABELS.common.pageOf(1, 3))).toBeVisible();
    // A loaded machine: a slow CPU and slow answers, so Enter is pressed again while page 2 loads
    // and its answer can come after that press, before the list has moved on to page 3.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(`**${CATALOGUE_API.designations.list}?*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });

    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(LABELS.common.pageOf(2, 3))).toBeVisible();
    await expect(next).toBeFocused();
    // The next Enter goes on from there: the last page, where Next is disabled and Prev takes the focus.
    await page.keyboard.press('Enter');
    await expect(page.getByText(LABELS.common.pageOf(3, 3))).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(prev).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(LABELS.common.pageOf(2, 3))).toBeVisible();
    await expect(prev).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(LABELS.common.pageOf(1, 3))).toBeVisible();
    await expect(prev).toBeDisabled();
    await expect(next).toBeFocused();
  });

  test('the application list keeps the focus on Next while its next page loads', async ({
    page,
    request,
  }) => {
    const surname = `Pager${tag()}`;
    for (let i = 0; i < 11; i += 1) await createApplication(request, { surname });
    await signIn(page);
    await page.goto(ROUTES.applications);
    await page.getByLabel(LABELS.applications.searchLabel).fill(surname);
    // The search has settled into the address: its 11 applications, 10 a page.
    await expect(page).toHaveURL(new RegExp(`search=${surname}`));
    await expect(page.getByText(LABELS.applications.resultCount(11))).toBeVisible();
    await expect(page.getByText(LABELS.common.pageOf(1, 2))).toBeVisible();
    const { prev, next } = pager(page, LABELS.applications.pagination);
    // The next page answers slowly, as on a weak connection: the button must not drop the focus meanwhile.
    await page.route('**/api/application/fetchApplication?*page=2*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(LABELS.common.pageOf(2, 2))).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(prev).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(LABELS.common.pageOf(1, 2))).toBeVisible();
    await expect(next).toBeFocused();
  });
});

test.describe('the document viewer', () => {
  test("View opens the case's documents one at a time: name, next and previous (buttons and arrow keys), the original, and Esc back to the View pressed", async ({
    page,
    request,
  }) => {
    const created = await openNewApplication(
      page,
      request,
      {},
      { file1: 'work-permit.jpg', file9: 'visa.png', file11: 'work-permit.jpg' },
    );
    const viewVisa = page.getByRole('button', { name: V.viewDocument('Visa') });
    await viewVisa.click();

    const dialog = page.getByRole('dialog', { name: 'Visa' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(W.position(2, 3));
    const image = dialog.getByRole('img', { name: 'Visa' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const original = dialog.getByRole('link', { name: W.openOriginalOf('Visa') });
    await expect(original).toHaveAttribute('href', created.file9 ?? '');
    await expect(original).toHaveAttribute('target', '_blank');
    await expectAccessible(page);

    // The arrow keys step through the uploaded documents only, and go round at the ends.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Work Permit' })).toContainText(W.position(3, 3));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Job Letter 1' })).toContainText(W.position(1, 3));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Work Permit' })).toBeVisible();
    // And the buttons do the same.
    await page.getByRole('button', { name: W.previous }).click();
    await expect(page.getByRole('dialog', { name: 'Visa' })).toBeVisible();
    await page.getByRole('button', { name: W.next }).click();
    await expect(page.getByRole('dialog', { name: 'Work Permit' })).toBeVisible();

    // Esc closes it, and the focus is on the View of the document last shown.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: V.viewDocument('Work Permit') })).toBeFocused();

    // Close does the same.
    await viewVisa.click();
    await page.getByRole('dialog').getByRole('button', { name: W.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(viewVisa).toBeFocused();
  });
});

test.describe('notices and spacing', () => {
  test("a status change's notice covers neither the screen's actions nor the status controls, on a wide screen and on a phone", async ({
    page,
    request,
  }) => {
    const created = await createApplication(request);
    await signIn(page);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/updateApplicationView/${created._id}`);
      const changes = page.getByRole('group', { name: V.statusActions });
      const next = viewport.width > 600 ? 'reject' : 'pending';
      await changes.getByRole('button', { name: V.actions[next], exact: true }).click();
      if (next === 'reject')
        await page.getByRole('dialog').getByRole('button', { name: V.confirmStatus.reject }).click();
      const notice = page.getByRole('status').filter({ hasText: /Application status is now/ });
      await expect(notice).toBeVisible();
      const needed = [
        page.getByRole('button', { name: V.print }),
        page.getByRole('link', { name: V.edit, exact: true }),
        page.getByRole('button', { name: V.delete, exact: true }),
        page.getByRole('link', { name: LABELS.applications.backToList }),
        ...(await changes.getByRole('button').all()),
      ];
      for (const control of needed)
        expect(await overlap(notice, control), String(await control.textContent())).toBe(false);
    }
  });

  test('a long site name keeps the menu button beside it on a phone', async ({ page }) => {
    const siteName = 'Al Noor Facilities Management Visa and Migration Consultancy';
    await page.route(`**${CATALOGUE_API.settings.get}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), siteName } });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ROUTES.enquiry);
    const navbar = page.getByRole('navigation', { name: LABELS.nav.main });
    const brand = navbar.getByRole('link', { name: siteName });
    const menu = navbar.getByRole('button', { name: LABELS.nav.toggle });
    await expect(brand).toBeVisible();
    const [b, m] = [await brand.boundingBox(), await menu.boundingBox()];
    if (!b || !m) throw new Error('no boxes');
    // On the brand's row, at its right, inside the screen.
    expect(m.y).toBeLessThan(b.y + b.height);
    expect(m.x).toBeGreaterThanOrEqual(b.x + b.width);
    expect(m.x + m.width).toBeLessThanOrEqual(390);
  });

  test('"Your documents" keeps its distance from the buttons above it', async ({ page, request }) => {
    const created = await createApplication(request, { dob: '1984-05-09' }, { file9: 'visa.png' });
    await sendEnquiry(page, { passport: created.passport, nationality: 'CA', dob: '1984-05-09' });
    await expect(page).toHaveURL(ROUTES.viewOne);
    const heading = page.getByRole('heading', { name: LABELS.viewOne.documents });
    const newSearch = page.getByRole('button', { name: LABELS.viewOne.newSearch });
    const [h, button] = [await heading.boundingBox(), await newSearch.boundingBox()];
    if (!h || !button) throw new Error('no boxes');
    expect(h.y - (button.y + button.height)).toBeGreaterThanOrEqual(24);
  });
});
