import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { API, ROUTES, type Role, TOKEN_STORAGE_KEY } from '@visadesk/contract';
import { apiToken, createApplication } from './applications.ts';
import { E2E } from './env.ts';

export type Credentials = { email: string; password: string };

/** Signs in through the API (refresh cookie in the browser context, token in localStorage). */
export async function signIn(page: Page, credentials: Credentials = E2E.admin): Promise<string> {
  const res = await page.request.post(API.users.login, {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  // Any same-origin page will do to reach localStorage; the login screen is the lightest.
  await page.goto(ROUTES.login);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
  return token;
}

/**
 * Creates an application through the API (with documents: slot -> fixture file name), signs in as
 * the first admin and opens its view: where most journeys on one record start.
 */
export async function openNewApplication(
  page: Page,
  request: APIRequestContext,
  overrides: Record<string, string> = {},
  documents: Parameters<typeof createApplication>[2] = {},
) {
  const created = await createApplication(request, overrides, documents);
  await signIn(page);
  await page.goto(`/updateApplicationView/${created._id}`);
  return created;
}

/**
 * Creates a user through the API as the first admin (unique e-mail per call), and takes their
 * first sign-in's required step over the API, signing that session out again: the password
 * answered is their own, and the user has no live session (their last sign-in is set).
 */
export async function createUser(
  request: APIRequestContext,
  role: Role,
  name = `E2E ${role} ${randomBytes(2).toString('hex')}`,
) {
  const email = `${role}-${randomBytes(4).toString('hex')}@e2e.test`;
  const given = 'e2e-given-password';
  const res = await request.post(`${E2E.baseUrl}${API.users.create}`, {
    data: { name, email, password: given, role },
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(res.status()).toBe(201);
  const step = await request.post(`${E2E.baseUrl}${API.users.login}`, { data: { email, password: given } });
  const { ticket } = (await step.json()) as { ticket: string };
  const password = 'e2e-user-password';
  const chosen = await request.post(`${E2E.baseUrl}${API.users.loginNewPassword}`, {
    data: { ticket, password },
  });
  expect(chosen.status()).toBe(200);
  const { refreshToken } = (await chosen.json()) as { refreshToken: string };
  const out = await request.post(`${E2E.baseUrl}${API.users.logout}`, { data: { refreshToken } });
  expect(out.status()).toBe(200);
  return { email, password, name, _id: ((await res.json()) as { _id: string })._id };
}

/**
 * No serious or critical accessibility violation on the page as it stands, once its animations
 * have ended (a panel sliding in is read once it is in place).
 */
export async function expectAccessible(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Toasts are left out: one that starts fading out while axe reads the page fails colour
  // contrast at random (seen in CI after the wait above), whatever the page does.
  const results = await new AxeBuilder({ page })
    .exclude('[data-rht-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const matchesPath = (pathname: string, path: string | RegExp) =>
  typeof path === 'string' ? pathname === path : path.test(pathname);

/** A refusal a journey provokes on purpose: its status and the address it came from. */
type Refusal = { status: number; path: string | RegExp };

/**
 * Fails a test on any console error or CSP violation in the page. A journey that provokes a
 * refusal (validation, sign-in, duplicates) says which: `consoleErrors.refusal(409, '/api/...')`
 * lets only that status from that address (or addresses matching a RegExp) through.
 */
export const test = base.extend<{
  consoleErrors: {
    allow: (pattern: RegExp) => void;
    refusal: (status: number, path: string | RegExp) => void;
  };
}>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: { text: string; url: string }[] = [];
      const allowed: RegExp[] = [];
      const refusals: Refusal[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
      await use({
        allow: (pattern) => allowed.push(pattern),
        refusal: (status, path) => refusals.push({ status, path }),
      });
      const expected = ({ text, url }: { text: string; url: string }) =>
        allowed.some((pattern) => pattern.test(text)) ||
        refusals.some(
          (r) =>
            new RegExp(`status of ${r.status}\\b`).test(text) &&
            matchesPath(new URL(url, E2E.baseUrl).pathname, r.path),
        );
      expect(errors.filter((e) => !expected(e)).map((e) => `${e.text} (${e.url})`)).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Holds back a lazy screen's script (`assets/<name>-<hash>.js`), so a journey can act while a
 * navigation is still waiting for its screen. `releaseAfter(ms)` waits for the script to be asked
 * for, holds it `ms` longer, then lets it load.
 */
export async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return {
    releaseAfter: async (ms: number) => {
      await expect.poll(() => requested).toBe(true);
      await page.waitForTimeout(ms);
      release();
    },
  };
}
