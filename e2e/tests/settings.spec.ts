import { CATALOGUE_API, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const F = LABELS.settings.fields;
const savedPhone = async (page: import('@playwright/test').Page) =>
  (await (await page.request.get(CATALOGUE_API.settings.get)).json()).phone as string;
const randomPhone = (prefix: string) => `${prefix} ${String(1000 + Math.floor(Math.random() * 8999))}`;

// Every journey that saves the one settings row is in this file: a file's journeys run one after
// another in one worker, so a form loaded here is never saved over another journey's change.
test.describe('settings', () => {
  test('an admin saves the settings; an http link is refused; staff are refused', async ({ page }) => {
    await signIn(page);
    await page.goto(ROUTES.settings);
    await expect(page.getByRole('heading', { name: LABELS.settings.title, level: 1 })).toBeVisible();
    await expectAccessible(page);
    const phone = randomPhone('+1 416 555');
    const facebook = page.getByLabel(F.facebook);
    await page.getByLabel(F.phone).fill(phone);
    await facebook.fill('http://insecure.example');
    await page.getByRole('button', { name: LABELS.settings.save }).click();
    // The refusal itself, under the field (the field's hint also mentions https).
    await expect(facebook).toHaveAttribute('aria-invalid', 'true');
    await expect(facebook).toHaveAccessibleDescription(
      new RegExp(MESSAGES.settings.httpsUrl.replace('.', '\\.')),
    );
    expect(await savedPhone(page)).not.toBe(phone);
    await facebook.fill('https://www.facebook.com/visadesk');
    await page.getByRole('button', { name: LABELS.settings.save }).click();
    await expect(facebook).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => savedPhone(page)).toBe(phone);

    // The office time zone is chosen from a list; it is put back so other journeys keep today's date.
    const zone = page.getByLabel(F.timeZone);
    const original = await zone.inputValue();
    const savedZone = async () =>
      (await (await page.request.get(CATALOGUE_API.settings.get)).json()).timeZone;
    await zone.selectOption('Pacific/Kiritimati');
    await page.getByRole('button', { name: LABELS.settings.save }).click();
    await expect.poll(savedZone).toBe('Pacific/Kiritimati');
    await zone.selectOption(original);
    await page.getByRole('button', { name: LABELS.settings.save }).click();
    await expect.poll(savedZone).toBe(original);
    // Each save is listed under the form, newest first, in words (the very first save of a new
    // office's settings creates them: it is no change).
    const changes = page.getByRole('region', { name: LABELS.recordHistory.changes });
    await expect(changes.getByRole('row').nth(1)).toContainText(
      `${F.timeZone}: Pacific/Kiritimati → ${original}`,
    );
    await expect(changes.getByRole('row').nth(2)).toContainText(
      `${F.timeZone}: ${original} → Pacific/Kiritimati`,
    );

    const staff = await createUser(page.request, 'staff');
    const staffPage = await page.context().browser()?.newPage();
    if (!staffPage) throw new Error('no browser');
    await signIn(staffPage, staff);
    await staffPage.goto(ROUTES.settings);
    await expect(staffPage.getByText(MESSAGES.auth.forbidden)).toBeVisible();
    await staffPage.close();
  });

  test('the settings change the contact section', async ({ page }) => {
    const phone = randomPhone('+1 647 555');
    await signIn(page);
    await page.goto(ROUTES.settings);
    await page.getByLabel(F.phone).fill(phone);
    await page.getByRole('button', { name: LABELS.settings.save }).click();
    await expect.poll(() => savedPhone(page)).toBe(phone);
    await page.goto(ROUTES.home);
    await expect(page.getByText(phone).first()).toBeVisible();
  });
});
