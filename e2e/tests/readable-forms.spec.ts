import type { Page } from '@playwright/test';
import { LABELS, ROUTES } from '@visadesk/contract';
import { expect, signIn, test } from '../support/fixtures.ts';

/*
 * WCAG 1.4.11 for form fields, measured in the browser: each visible field's border against its own
 * fill and against what surrounds it, plus the required marks and the enquiry's even field heights.
 */

type FieldReport = { id: string; inside: number; outside: number };

/** The contrast of every visible field's border with the field's fill and with its surroundings. */
function borderContrasts(page: Page): Promise<FieldReport[]> {
  return page.evaluate(() => {
    const rgb = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
      return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05);
    };
    const backgroundOf = (start: Element | null): string => {
      for (let el = start; el; el = el.parentElement) {
        const bg = getComputedStyle(el).backgroundColor;
        if (rgb(bg).a > 0 && bg !== 'transparent') return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    return [...document.querySelectorAll<HTMLElement>('.form-control, .form-select')]
      .filter((el) => el.offsetParent !== null && el.getAttribute('type') !== 'file')
      .map((el) => {
        const border = getComputedStyle(el).borderTopColor;
        return {
          id: el.id || el.getAttribute('name') || el.className,
          inside: Math.round(contrast(border, backgroundOf(el)) * 100) / 100,
          outside: Math.round(contrast(border, backgroundOf(el.parentElement)) * 100) / 100,
        };
      });
  });
}

/** Ids of required controls whose label carries no visible mark. */
function unmarkedRequired(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[required], [aria-required="true"]')]
      .filter((el) => !document.querySelector(`label[for="${el.id}"] .required-mark`))
      .map((el) => el.id),
  );
}

const requiredCount = (page: Page) => page.locator('[required], [aria-required="true"]').count();

async function expectReadable(page: Page, screen: string, minRequired: number) {
  const fields = await borderContrasts(page);
  expect(fields.length, `${screen}: fields measured`).toBeGreaterThan(0);
  for (const field of fields) {
    expect(field.inside, `${screen} ${field.id} border on its fill`).toBeGreaterThanOrEqual(3);
    expect(field.outside, `${screen} ${field.id} border on its surroundings`).toBeGreaterThanOrEqual(3);
  }
  expect(await requiredCount(page), `${screen}: required fields`).toBeGreaterThanOrEqual(minRequired);
  expect(await unmarkedRequired(page), `${screen}: required fields without a mark`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${screen}.png`), fullPage: true });
}

test('the enquiry: readable borders, required marks, and a select as tall as the inputs', async ({
  page,
}) => {
  await page.goto(ROUTES.enquiry);
  await expect(page.locator('#enquiry-nationality')).toBeVisible();
  await expectReadable(page, 'enquiry', 3);
  const height = async (selector: string) => (await page.locator(selector).boundingBox())?.height ?? 0;
  const passport = await height('#enquiry-passport');
  expect(Math.abs((await height('#enquiry-nationality')) - passport)).toBeLessThanOrEqual(1);
  expect(Math.abs((await height('#enquiry-dob')) - passport)).toBeLessThanOrEqual(1);
});

test('sign-in: readable borders and required marks', async ({ page }) => {
  await page.goto(ROUTES.login);
  await expect(page.getByRole('button', { name: LABELS.auth.submit, exact: true })).toBeVisible();
  await expectReadable(page, 'login', 2);
});

test('the application and user forms: readable borders and every required field marked', async ({ page }) => {
  await signIn(page);
  await page.goto(ROUTES.addApplication);
  await expect(page.getByLabel(LABELS.applicationForm.fields.passport)).toBeVisible();
  // Every applicant field but the admin switch is required (contract: ApplicationFieldsSchema).
  await expectReadable(page, 'add-application', 16);
  await expect(page.getByLabel(LABELS.applicationForm.fields.passport)).toHaveAttribute(
    'aria-required',
    'true',
  );

  await page.goto(ROUTES.addUser);
  await expect(page.getByLabel(LABELS.users.email)).toBeVisible();
  await expectReadable(page, 'add-user', 3);
});
