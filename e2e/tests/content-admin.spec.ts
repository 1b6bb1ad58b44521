import type { Page } from '@playwright/test';
import { LABELS, PUBLIC_LABELS, ROUTES } from '@visadesk/contract';
import { fixture } from '../support/applications.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

const R = LABELS.resources;
const unique = () => Math.random().toString(36).slice(2, 7);
const listUrl = (route: string) => new RegExp(`${route}(\\?|$)`);

/** The landing carousel has its slides (or says it has none): only then can a slide's absence show. */
async function carouselLoaded(page: Page) {
  const slide = page.locator('[aria-roledescription="slide"]');
  await expect(slide.or(page.getByText(PUBLIC_LABELS.landing.noSliders)).first()).toBeAttached();
}

test.describe('content and salaries: edit and delete', () => {
  test('a salary is created, edited and deleted', async ({ page }) => {
    const L = LABELS.salaries;
    const amount = 20_000 + Math.floor(Math.random() * 60_000);
    const shown = (n: number) => `EUR ${n.toLocaleString('en-US')} / year`;
    await signIn(page);
    await page.goto(ROUTES.addSalary);
    await page.getByLabel(L.amount).fill(String(amount));
    await page.getByLabel(L.currency).selectOption('EUR');
    await page.getByLabel(L.period).selectOption('year');
    await page.getByRole('button', { name: L.add }).click();
    await expect(page).toHaveURL(listUrl(ROUTES.salaries));
    await page.goto(ROUTES.salaries);
    await page.getByRole('button', { name: R.editRecord(shown(amount)) }).click();
    await page.getByLabel(L.amount).fill(String(amount + 1));
    await page.getByRole('button', { name: R.save }).click();
    await expect(page).toHaveURL(listUrl(ROUTES.salaries));
    await page.goto(ROUTES.salaries);
    await page.getByRole('button', { name: R.deleteRecord(shown(amount + 1)) }).click();
    await page.getByRole('dialog').getByRole('button', { name: L.confirmDelete }).click();
    await expect(page.getByRole('button', { name: R.deleteRecord(shown(amount + 1)) })).toHaveCount(0);
  });

  test('a page is edited and deleted; a slider is unpublished and deleted', async ({ page }) => {
    const P = LABELS.pages;
    const S = LABELS.sliders;
    const tag = unique();
    await signIn(page);

    await page.goto(ROUTES.addPage);
    await page.getByLabel(P.fields.title).fill(`Refunds ${tag}`);
    await page.getByLabel(P.fields.content).fill('Our refund policy in plain words.');
    await page.getByLabel(P.fields.link).fill(`/refunds-${tag}`);
    await page.getByRole('button', { name: P.add }).click();
    await expect(page).toHaveURL(listUrl(ROUTES.pages));
    await page.goto(ROUTES.pages);
    await page.getByRole('button', { name: R.editRecord(`Refunds ${tag}`) }).click();
    await expect(page.getByLabel(P.fields.link)).toHaveValue(`/refunds-${tag}`);
    await page.getByLabel(P.fields.title).fill(`Refund policy ${tag}`);
    await page.getByRole('button', { name: R.save }).click();
    await expect(page).toHaveURL(listUrl(ROUTES.pages));
    await page.goto(ROUTES.pages);
    await page.getByRole('button', { name: R.deleteRecord(`Refund policy ${tag}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: P.confirmDelete }).click();
    await expect(page.getByRole('button', { name: R.deleteRecord(`Refund policy ${tag}`) })).toHaveCount(0);

    const slide = `Autumn intake ${tag}`;
    await page.goto(ROUTES.addSlider);
    await page.getByLabel(S.fields.thumbnail).fill(slide);
    await page.getByLabel(S.fields.title).fill('Applications for the autumn intake are open.');
    await page.getByLabel(S.fields.status).selectOption('Published');
    await page.getByLabel(S.fields.image).setInputFiles(fixture('work-permit.jpg'));
    await page.getByRole('button', { name: S.add }).click();
    await expect(page).toHaveURL(listUrl(ROUTES.sliders));
    await page.goto(ROUTES.home);
    await expect(page.getByText(slide).first()).toBeAttached();

    await page.goto(ROUTES.sliders);
    await page.getByRole('button', { name: R.editRecord(slide) }).click();
    await page.getByLabel(S.fields.status).selectOption('Unpublished');
    await page.getByRole('button', { name: R.save }).click();
    await expect(page).toHaveURL(listUrl(ROUTES.sliders));
    await page.goto(ROUTES.home);
    await carouselLoaded(page);
    await expect(page.getByText(slide)).toHaveCount(0);

    await page.goto(ROUTES.sliders);
    await page.getByRole('button', { name: R.deleteRecord(slide) }).click();
    await page.getByRole('dialog').getByRole('button', { name: S.confirmDelete }).click();
    await expect(page.getByRole('button', { name: R.deleteRecord(slide) })).toHaveCount(0);
  });
});
