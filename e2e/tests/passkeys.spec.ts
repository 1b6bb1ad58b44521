import type { Page } from '@playwright/test';
import { LABELS, MESSAGES, PASSKEY_LABELS, PUBLIC_LABELS, ROUTES } from '@visadesk/contract';
import { E2E } from '../support/env.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { useOwnPasskeyServer } from '../support/own-server.ts';
import { storedToken } from '../support/stored-token.ts';
import { virtualAuthenticator } from '../support/virtual-authenticator.ts';

/*
 * Passkeys with Chromium's virtual authenticator (DevTools protocol): register one on the Profile,
 * sign out, and sign in with it alone, no password. WebAuthn refuses an IP address as the site's
 * id, so this journey has a server of its own whose public address is http://localhost:<port>.
 */

const { baseUrl: SITE } = useOwnPasskeyServer('passkeys');

/** The password form filled with the first admin's credentials and sent. */
async function sendPassword(page: Page) {
  await page.goto(ROUTES.login);
  await page.getByLabel(PUBLIC_LABELS.auth.email).fill(E2E.admin.email);
  await page.getByLabel(PUBLIC_LABELS.auth.password).fill(E2E.admin.password);
  await page.getByRole('button', { name: PUBLIC_LABELS.auth.submit, exact: true }).click();
}

/** Adds a passkey named `name` on the Profile; answers the Profile's "Passkeys" card. */
async function addPasskey(page: Page, name: string) {
  await page.goto(ROUTES.profile);
  const card = page.getByRole('region', { name: PASSKEY_LABELS.title });
  await expect(card.getByText(PASSKEY_LABELS.none)).toBeVisible();
  await card.getByLabel(PASSKEY_LABELS.name).fill(name);
  await card.getByRole('button', { name: PASSKEY_LABELS.add }).click();
  await expect(page.getByText(MESSAGES.passkeys.added)).toBeVisible();
  await expect(card.getByText(name, { exact: true })).toBeVisible();
  return card;
}

/** Signs out from the back-office menu: back on the home page, no token kept. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: LABELS.admin.logout }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  expect(await storedToken(page)).toBeNull();
}

/** Presses the login screen's passkey button `name` (after its screenshot): signed in, a token kept. */
async function signInWithPasskey(page: Page, name: string, screenshot: string) {
  const button = page.getByRole('button', { name });
  await expect(button).toBeVisible();
  await page.screenshot({ path: `test-results/${screenshot}` });
  await button.click();
  await expect(page).not.toHaveURL(/login/);
  expect(await storedToken(page)).toBeTruthy();
}

test('registers a passkey on the Profile, then signs in with it and no password', async ({ page }) => {
  // The server is this journey's own, on a fresh data directory: its first admin has no passkey yet.
  await virtualAuthenticator(page);
  await sendPassword(page);
  await expect(page).not.toHaveURL(/login/);

  const card = await addPasskey(page, 'Work laptop');
  await expect(card.getByText(PASSKEY_LABELS.neverUsed)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/passkeys-profile.png', fullPage: true });

  await signOut(page);
  await page.goto(ROUTES.login);

  await signInWithPasskey(page, PASSKEY_LABELS.signIn, 'passkeys-login.png');

  await page.goto(ROUTES.profile);
  await expect(card.getByText(PASSKEY_LABELS.neverUsed)).toHaveCount(0);
  await expect(card.getByText(`${PASSKEY_LABELS.lastUsed} `, { exact: false })).toBeVisible();

  // Renamed in place, then removed after the confirmation.
  await card.getByRole('button', { name: PASSKEY_LABELS.rename }).click();
  await card.getByRole('textbox', { name: PASSKEY_LABELS.name, exact: true }).first().fill('Old laptop');
  await card.getByRole('button', { name: PASSKEY_LABELS.save }).click();
  await expect(page.getByText(MESSAGES.passkeys.renamed)).toBeVisible();
  await expect(card.getByText('Old laptop', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: PASSKEY_LABELS.remove }).click();
  const dialog = page.getByRole('dialog', { name: PASSKEY_LABELS.removeTitle });
  await expect(dialog.getByText(MESSAGES.passkeys.confirmRemove('Old laptop'))).toBeVisible();
  await dialog.getByRole('button', { name: PASSKEY_LABELS.remove }).click();
  await expect(page.getByText(MESSAGES.passkeys.removed)).toBeVisible();
  await expect(card.getByText(PASSKEY_LABELS.none)).toBeVisible();
});

test('a passkey is the second step after the password', async ({ page }) => {
  // The journey above removed its passkey: the password alone signs in, until one is added.
  await virtualAuthenticator(page);
  await sendPassword(page);
  await expect(page).not.toHaveURL(/login/);
  await addPasskey(page, 'Security key');
  await signOut(page);

  await sendPassword(page);
  await signInWithPasskey(page, PASSKEY_LABELS.secondStep, 'passkeys-second-step.png');
});
