import { LABELS, ROUTES } from '@visadesk/contract';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('public shell', () => {
  test('the navbar is transparent at the top and takes the active style past 100 px', async ({ page }) => {
    await page.goto(ROUTES.home);
    const navbar = page.getByRole('navigation', { name: LABELS.nav.main });
    await expect(navbar).not.toHaveClass(/navbar-active/);
    await expect(navbar.getByRole('link', { name: LABELS.nav.enquiry })).toBeVisible();
    await expect(navbar.getByRole('link', { name: LABELS.nav.signIn })).toHaveAttribute('href', ROUTES.login);
    await page.mouse.wheel(0, 90);
    // Positive signal first: the page is at 90 px and has painted twice since (scroll events are
    // dispatched before a frame's paint, so the navbar has heard of that position).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(90);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(navbar).not.toHaveClass(/navbar-active/);
    await page.mouse.wheel(0, 200);
    await expect(navbar).toHaveClass(/navbar-active/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).not.toHaveClass(/navbar-active/);
    await expectAccessible(page);
  });

  test('the hero sends visitors to check their status', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('link', { name: LABELS.hero.checkStatus })).toHaveAttribute(
      'href',
      ROUTES.enquiry,
    );
    await expect(page.getByText(new Date().getFullYear().toString()).first()).toBeVisible();
  });

  test('on a phone the navigation collapses into a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto(ROUTES.home);
    const navbar = page.getByRole('navigation', { name: LABELS.nav.main });
    const signIn = navbar.getByRole('link', { name: LABELS.nav.signIn });
    await expect(signIn).toBeHidden();
    await navbar.getByRole('button', { name: LABELS.nav.toggle }).click();
    await expect(signIn).toBeVisible();
    await expectAccessible(page);
    await signIn.click();
    await expect(page).toHaveURL(ROUTES.login);
  });
});
