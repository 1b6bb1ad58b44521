import { API, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { E2E } from '../support/env.ts';
import { createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

test.describe('profile', () => {
  test('updates name and password, stays on the Profile, and the new password signs in', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'approver');
    await signIn(page, user);
    await page.goto(ROUTES.profile);
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expectAccessible(page);

    await page.locator('#profile-name').fill('Renamed Approver');
    await page.getByLabel(LABELS.profile.currentPassword).fill(user.password);
    await page.getByLabel('Password', { exact: true }).fill('fresh-password-1');
    await page.getByLabel('Confirm Password').fill('another-password');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(MESSAGES.profile.passwordsMismatch)).toBeVisible();

    await page.getByLabel('Confirm Password').fill('fresh-password-1');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${API.users.profile}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    await expect(page.getByText(MESSAGES.profile.passwordChanged)).toBeVisible();
    await expect(page).toHaveURL(`${E2E.baseUrl}${ROUTES.profile}`);

    const login = await request.post(`${E2E.baseUrl}${API.users.login}`, {
      data: { email: user.email, password: 'fresh-password-1' },
    });
    expect(login.status()).toBe(200);
  });

  test('a failure is shown in red as Request was aborted: <message>', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    const user = await createUser(request, 'staff');
    await signIn(page, user);
    await page.goto(ROUTES.profile);
    await page.route(`**${API.users.profile}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Database unavailable' }),
      }),
    );
    await page.locator('#profile-name').fill('Whoever');
    await page.getByLabel(LABELS.profile.currentPassword).fill(user.password);
    await page.getByLabel('Password', { exact: true }).fill('fresh-password-1');
    await page.getByLabel('Confirm Password').fill('fresh-password-1');
    await page.getByRole('button', { name: 'Update' }).click();
    const error = page.getByText(`${MESSAGES.profile.aborted}Database unavailable`);
    await expect(error).toBeVisible();
    await expect(error).toHaveClass(/text-danger/);
    await expect(page.getByRole('link', { name: LABELS.sidebar.profile })).toBeVisible();
  });
});
