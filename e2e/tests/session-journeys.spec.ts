import type { Page } from '@playwright/test';
import { API, LABELS, ROUTES, TOKEN_STORAGE_KEY } from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { E2E } from '../support/env.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { storedToken } from '../support/stored-token.ts';

const signInThroughForm = async (page: Page) => {
  await page.getByLabel(LABELS.auth.email).fill(E2E.admin.email);
  await page.getByLabel(LABELS.auth.password).fill(E2E.admin.password);
  await page.getByRole('button', { name: LABELS.auth.submit, exact: true }).click();
};

test.describe('after sign-out, Back shows nothing private', () => {
  for (const cpu of [1, 4]) {
    test(`Back pressed while the logout is still under way (CPU slowed ${cpu}x)`, async ({
      page,
      request,
    }) => {
      const created = await createApplication(request);
      await signIn(page);
      if (cpu > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      }
      // Two screens with the applicant's passport, reached inside the app as staff do.
      await page.goto(ROUTES.dashboard);
      await page.getByRole('link', { name: LABELS.sidebar.applications, exact: true }).click();
      await page.getByRole('searchbox').fill(created.passport);
      // The search has settled into the address (the passport alone may already show unfiltered).
      await expect(page).toHaveURL(/search=/);
      await expect(page.getByText(created.passport).first()).toBeVisible();
      await page
        .getByRole('link', { name: /^View / })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(created._id));
      await expect(page.getByText(created.passport).first()).toBeVisible();

      // The server's answer to the logout is held: a slow device or link, with Back pressed meanwhile.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**${API.users.logout}`, async (route) => {
        await held;
        await route.continue();
      });
      const revoked = page.waitForResponse((res) => res.url().endsWith(API.users.logout));
      await page.getByRole('button', { name: LABELS.admin.logout }).click();
      await page.goBack();
      // The server answers now (well within the logout's own 30 s budget, even on a slowed CPU).
      release();

      await expect(page.getByRole('button', { name: LABELS.auth.submit, exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByText(created.passport)).toHaveCount(0);
      expect(await storedToken(page)).toBeNull();
      expect((await revoked).status()).toBe(200);
      expect((await page.request.post(API.users.refresh)).status()).toBe(401);

      // Forward again lands on the public page, and nothing private came back on the way.
      await page.goForward();
      await expect(page.getByRole('link', { name: LABELS.hero.checkStatus })).toBeVisible();
      await expect(page.getByText(created.passport)).toHaveCount(0);
    });
  }
});

test.describe('a deep link survives sign-in', () => {
  test('a list address with its page and search opens after signing in', async ({ page, request }) => {
    const created = await createApplication(request);
    const address = `${ROUTES.applications}?page=1&search=${created.passport}`;
    await page.goto(address);
    await expect(page).toHaveURL(`${ROUTES.login}?next=${encodeURIComponent(address)}`);
    await signInThroughForm(page);
    await expect(page).toHaveURL(address);
    await expect(page.getByText(created.passport).first()).toBeVisible();
  });

  test('an edit screen opens with its record after signing in', async ({ page, request }) => {
    const created = await createApplication(request);
    await page.goto(`${ROUTES.editApplication}?id=${created._id}`);
    await signInThroughForm(page);
    await expect(page).toHaveURL(`${ROUTES.editApplication}?id=${created._id}`);
    await expect(page.getByLabel(LABELS.applicationForm.fields.passport)).toHaveValue(created.passport, {
      timeout: 15_000,
    });
  });

  test('the dashboard stays the default and no address leads off the site', async ({ page }) => {
    for (const next of ['', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', '/login']) {
      await page.goto(next ? `${ROUTES.login}?next=${encodeURIComponent(next)}` : ROUTES.login);
      await signInThroughForm(page);
      await expect(page).toHaveURL(`${E2E.baseUrl}${ROUTES.dashboard}`);
      await page.evaluate((key) => localStorage.removeItem(key), TOKEN_STORAGE_KEY);
    }
  });
});
