import type { Browser, Page } from '@playwright/test';
import { API, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { E2E } from '../support/env.ts';
import { type Credentials, createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const L = LABELS.profile;

/** `user` signed in in a second browser, on the dashboard; and the check that it was signed out. */
async function signedInElsewhere(browser: Browser, user: Credentials) {
  const context = await browser.newContext({ baseURL: E2E.baseUrl });
  const page = await context.newPage();
  await signIn(page, user);
  await page.goto(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: LABELS.dashboard.title, level: 1 })).toBeVisible();
  return {
    close: () => context.close(),
    /** Its next request is refused, its refresh too, and it lands on sign-in (back to where it was). */
    async expectSignedOut() {
      const refreshed = page.waitForResponse((res) => res.url().endsWith(API.users.refresh));
      await page.goto(ROUTES.profile);
      expect((await refreshed).status()).toBe(401);
      await expect(page).toHaveURL(`${ROUTES.login}?next=${encodeURIComponent(ROUTES.profile)}`);
    },
  };
}

/** This browser is still signed in, and still after a refresh of its own. */
async function expectStillSignedIn(page: Page) {
  await page.goto(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: LABELS.dashboard.title, level: 1 })).toBeVisible();
  expect((await page.request.post(API.users.refresh)).status()).toBe(200);
}

/**
 * `user` signed in here and in a second browser: `endOther` runs on this browser's Profile, then the
 * other browser must be signed out and this one still signed in.
 */
async function endSessionElsewhere(
  page: Page,
  browser: Browser,
  user: Credentials,
  endOther: () => Promise<void>,
) {
  const elsewhere = await signedInElsewhere(browser, user);
  try {
    await signIn(page, user);
    await page.goto(ROUTES.profile);
    await endOther();
    await elsewhere.expectSignedOut();
    await expectStillSignedIn(page);
  } finally {
    await elsewhere.close();
  }
}

test('Your sessions ends another session, and that browser is signed out at once', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request, 'staff');
  await endSessionElsewhere(page, browser, user, async () => {
    const card = page.getByRole('region', { name: L.sessions });
    await expect(card.getByText(L.thisSession)).toBeVisible();
    // This browser has no End; the other one has, named by its browser and system.
    const end = card.getByRole('button', { name: /^End the session of / });
    await expect(end).toHaveCount(1);
    await expect(card.getByText(/Signed in .* with password/)).toHaveCount(2);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/sessions-profile.png', fullPage: true });

    await end.click();
    await expect(page.getByText(MESSAGES.auth.sessionEnded)).toBeVisible();
    await expect(end).toHaveCount(0);
    await expect(card.getByRole('button', { name: L.signOutOthers })).toBeDisabled();
  });
});

test('Sign out of all other sessions ends the other browser and keeps this one', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request, 'staff');
  await endSessionElsewhere(page, browser, user, async () => {
    await page.getByRole('button', { name: L.signOutOthers }).click();
    const dialog = page.getByRole('dialog', { name: L.signOutOthersConfirmTitle });
    await expect(dialog).toContainText(L.signOutOthersConfirm);
    await dialog.getByRole('button', { name: L.signOutOthers }).click();
    await expect(page.getByText(MESSAGES.auth.otherSessionsEnded)).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test('a password change on the Profile asks for the current one and stays on the Profile', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The wrong current password and the breached new one are the server's 400s.
  consoleErrors.allow(/status of 400/);
  const user = await createUser(request, 'approver');
  await signIn(page, user);
  await page.goto(ROUTES.profile);
  const current = page.getByLabel(L.currentPassword);
  const fresh = page.getByLabel(L.password, { exact: true });
  const confirm = page.getByLabel(L.confirmPassword);

  await current.fill('not-my-password');
  await fresh.fill('harbour-lantern-violet');
  await confirm.fill('harbour-lantern-violet');
  await page.getByRole('button', { name: L.update }).click();
  await expect(page.getByText(MESSAGES.profile.currentPasswordWrong)).toBeVisible();

  await current.fill(user.password);
  await fresh.fill('password1234');
  await confirm.fill('password1234');
  await page.getByRole('button', { name: L.update }).click();
  await expect(page.getByText(MESSAGES.users.passwordBreached)).toBeVisible();
  await page.screenshot({ path: 'test-results/sessions-password-refused.png', fullPage: true });

  await fresh.fill('harbour-lantern-violet');
  await confirm.fill('harbour-lantern-violet');
  await page.getByRole('button', { name: L.update }).click();
  await expect(page.getByText(MESSAGES.profile.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(`${E2E.baseUrl}${ROUTES.profile}`);
  await expect(current).toHaveValue('');
  await expect(page.getByRole('heading', { name: L.title, level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/sessions-password-changed.png', fullPage: true });

  // Still signed in here after a reload, and the new password is the one that signs in.
  await page.reload();
  await expect(page.getByRole('region', { name: L.sessions })).toBeVisible();
  const login = await request.post(`${E2E.baseUrl}${API.users.login}`, {
    data: { email: user.email, password: 'harbour-lantern-violet' },
  });
  expect(login.status()).toBe(200);
});
