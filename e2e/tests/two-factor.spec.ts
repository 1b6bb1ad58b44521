import type { APIRequestContext, Page } from '@playwright/test';
import {
  API,
  INVITATION_LABELS,
  LABELS,
  MESSAGES,
  PASSKEY_LABELS,
  PUBLIC_LABELS,
  ROUTES,
  TWO_FACTOR_LABELS,
} from '@visadesk/contract';
import { Secret, TOTP } from 'otpauth';
import { E2E } from '../support/env.ts';
import { createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { useOwnPasskeyServer } from '../support/own-server.ts';
import { storedToken } from '../support/stored-token.ts';
import { virtualAuthenticator } from '../support/virtual-authenticator.ts';

/*
 * Two-step sign-in: set up the code on the Profile and sign in with it, sign in with a recovery
 * code, and an admin the office requires to have a second factor walked through set-up. Codes are
 * computed here with the same library the server checks them with.
 */

const L = TWO_FACTOR_LABELS;
const SHOTS = process.env.TWO_FACTOR_SHOTS;

/** The code an authenticator app shows `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A screenshot to look at by eye, when TWO_FACTOR_SHOTS names a folder. */
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function passwordStep(page: Page, credentials: { email: string; password: string }) {
  await page.context().clearCookies();
  await page.goto(ROUTES.login);
  await page.evaluate(() => window.localStorage.clear());
  await page.getByLabel(PUBLIC_LABELS.auth.email).fill(credentials.email);
  await page.getByLabel(PUBLIC_LABELS.auth.password).fill(credentials.password);
  await page.getByRole('button', { name: PUBLIC_LABELS.auth.submit, exact: true }).click();
}

/** The set-up on screen (Profile or required): reads the key shown as text, confirms its first code. */
async function enrolOnScreen(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await expect(page.getByRole('img', { name: L.enrol.qrAlt })).toBeVisible();
  const secret = ((await page.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = page.getByLabel(L.enrol.firstCode);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(codeOf(secret));
  await page.getByRole('button', { name: L.enrol.confirm }).click();
  const list = page.getByRole('list', { name: L.enrol.codesTitle });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  return { secret, recoveryCodes };
}

/** A user with the code turned on through the API, as the Profile does it. */
async function enrolledByApi(request: APIRequestContext) {
  const user = await createUser(request, 'staff');
  const login = await request.post(`${E2E.baseUrl}${API.users.login}`, {
    data: { email: user.email, password: user.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const setup = await request.post(`${E2E.baseUrl}${API.users.twoFactorSetup}`, { data: {}, headers });
  const { secret } = await setup.json();
  const enable = await request.post(`${E2E.baseUrl}${API.users.twoFactorEnable}`, {
    data: { code: codeOf(secret) },
    headers,
  });
  expect(enable.status()).toBe(200);
  return {
    ...user,
    secret: secret as string,
    recoveryCodes: (await enable.json()).recoveryCodes as string[],
  };
}

test('sets up the code on the Profile, then signs in with it', async ({ page, request, consoleErrors }) => {
  consoleErrors.refusal(400, API.users.loginTwoFactor);
  const user = await createUser(request, 'staff');
  await signIn(page, user);
  await page.goto(ROUTES.profile);
  const card = page.getByRole('region', { name: L.card.title });
  await card.getByRole('button', { name: L.card.enable }).click();
  await shot(page, 'profile-enrol');
  const { secret } = await enrolOnScreen(page);
  await shot(page, 'profile-codes');
  await expectAccessible(page);
  await page.getByRole('button', { name: L.enrol.continue }).click();
  await expect(card.getByText(L.card.codesLeft(10))).toBeVisible();

  await passwordStep(page, user);
  const codeBox = page.getByLabel(L.secondStep.code);
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
  await shot(page, 'second-step');
  await expectAccessible(page);
  await codeBox.fill('000000');
  await page.getByRole('button', { name: L.secondStep.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.twoFactor.wrongCode);
  await codeBox.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: L.secondStep.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.dashboard}$`));
  await expect(page.getByRole('heading', { name: LABELS.dashboard.title })).toBeVisible();
});

test('signs in with a recovery code, once', async ({ page, request, consoleErrors }) => {
  consoleErrors.refusal(400, API.users.loginTwoFactor);
  const user = await enrolledByApi(request);
  await passwordStep(page, user);
  await page.getByRole('button', { name: L.secondStep.useRecovery }).click();
  await page.getByLabel(L.secondStep.recoveryCode).fill(user.recoveryCodes[0] ?? '');
  await shot(page, 'recovery-step');
  await page.getByRole('button', { name: L.secondStep.submit }).click();
  await expect(page.getByRole('heading', { name: LABELS.dashboard.title })).toBeVisible();

  await passwordStep(page, user);
  await page.getByRole('button', { name: L.secondStep.useRecovery }).click();
  await page.getByLabel(L.secondStep.recoveryCode).fill(user.recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: L.secondStep.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.twoFactor.wrongRecoveryCode);
});

test.describe('required by the office', () => {
  // The setting applies to every admin: a server of its own.
  useOwnPasskeyServer('requiredSecondFactor');
  /** An admin the first one adds while nothing is required yet, with a password they then replace. */
  const second = { email: `second-admin-${Date.now()}@e2e.test`, password: 'given-by-the-first-admin' };

  test('walks an admin without a second factor through set-up at sign-in', async ({ page }) => {
    await passwordStep(page, E2E.admin);
    await expect(page.getByRole('heading', { name: LABELS.dashboard.title })).toBeVisible();
    const token = await storedToken(page);
    const added = await page.request.post(API.users.create, {
      data: { name: 'Second Admin', ...second, role: 'admin' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.status()).toBe(201);
    await page.goto(ROUTES.settings);
    await page.getByLabel(L.settings.secondFactorRequired).selectOption('admins');
    await page.getByRole('button', { name: LABELS.settings.save }).click();
    await expect(page.getByText(MESSAGES.settings.updated)).toBeVisible();

    await passwordStep(page, E2E.admin);
    await expect(page.getByRole('heading', { name: L.enrol.title })).toBeVisible();
    await expect(page.getByRole('img', { name: L.enrol.qrAlt })).toBeVisible();
    await shot(page, 'required-enrol');
    await expectAccessible(page);
    await enrolOnScreen(page);
    await page.getByRole('button', { name: L.enrol.continue }).click();
    await expect(page.getByRole('heading', { name: LABELS.dashboard.title })).toBeVisible();
  });

  test('walks an admin with a given password through their own, then a passkey set-up', async ({ page }) => {
    await virtualAuthenticator(page);
    await passwordStep(page, second);
    await expect(page.getByRole('heading', { name: INVITATION_LABELS.change.title })).toBeVisible();
    await page
      .getByRole('textbox', { name: INVITATION_LABELS.password, exact: true })
      .fill('my own admin phrase');
    await page.getByLabel(INVITATION_LABELS.confirmPassword).fill('my own admin phrase');
    await page.getByRole('button', { name: INVITATION_LABELS.submit }).click();
    await expect(page.getByRole('heading', { name: L.enrol.title })).toBeVisible();
    await shot(page, 'required-enrol-passkey');
    await page.getByRole('button', { name: PASSKEY_LABELS.enrol }).click();
    await expect(page.getByRole('heading', { name: LABELS.dashboard.title })).toBeVisible();
    // The passkey is the second step from now on.
    await passwordStep(page, { ...second, password: 'my own admin phrase' });
    await page.getByRole('button', { name: PASSKEY_LABELS.secondStep }).click();
    await expect(page.getByRole('heading', { name: LABELS.dashboard.title })).toBeVisible();
  });
});
