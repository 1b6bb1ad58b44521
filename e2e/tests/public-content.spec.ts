import { LABELS, ROUTES } from '@visadesk/contract';
import { fixture } from '../support/applications.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const S = LABELS.sliders;
const P = LABELS.pages;
const unique = () => Math.random().toString(36).slice(2, 7);

test.describe('content on the public site', () => {
  test('a published slider appears in the landing carousel; an unpublished one does not', async ({
    page,
  }) => {
    const shown = `Harvest season ${unique()}`;
    const hidden = `Draft slide ${unique()}`;
    const second = `Spring intake ${unique()}`;
    await signIn(page);
    for (const [title, status] of [
      [hidden, 'Unpublished'],
      [second, 'Published'],
      [shown, 'Published'],
    ] as const) {
      await page.goto(ROUTES.addSlider);
      await expect(page.getByRole('heading', { name: S.addTitle })).toBeVisible();
      await page.getByLabel(S.fields.thumbnail).fill(title);
      await page.getByLabel(S.fields.title).fill('Seasonal farm work visas are open for applications.');
      await page.getByLabel(S.fields.status).selectOption(status);
      await page.getByLabel(S.fields.image).setInputFiles(fixture('visa.png'));
      await page.getByRole('button', { name: S.add }).click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.sliders}(\\?|$)`));
    }
    await expect(page.getByText(shown).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto(ROUTES.home);
    await expect(page.getByText(shown).first()).toBeAttached();
    await expect(page.getByText(hidden)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /next slide/i }).first()).toBeVisible();
  });

  test('a published page shown on the navbar appears in the navigation and opens at its link', async ({
    page,
  }) => {
    const tag = unique();
    const title = `Visa Fees ${tag}`;
    await signIn(page);
    await page.goto(ROUTES.addPage);
    await page.getByLabel(P.fields.title).fill(title);
    await page
      .getByLabel(P.fields.content)
      .fill(`## What you pay\n\nOur **fixed fee** covers the whole file.\n\n- Assessment\n- Processing`);
    await page.getByLabel(P.fields.link).fill(`/fees-${tag}`);
    await page.getByLabel(P.fields.status).selectOption('Published');
    await page.getByLabel(P.fields.shownOnNavbar).check();
    await page.getByRole('button', { name: P.add }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.pages}(\\?|$)`));

    await page.goto(ROUTES.home);
    const link = page
      .getByRole('navigation', { name: LABELS.nav.main })
      .getByRole('link', { name: title, exact: false });
    await link.first().click();
    await expect(page).toHaveURL(`/fees-${tag}`);
    await expect(page.getByRole('heading', { name: 'What you pay' })).toBeVisible();
    await expect(page.getByText('fixed fee')).toBeVisible();
    await expectAccessible(page);
  });
});
