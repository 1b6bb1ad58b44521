import {
  API,
  DEFAULT_SETTINGS,
  LABELS,
  MESSAGES,
  ROLE_LABELS,
  ROUTES,
  TOKEN_STORAGE_KEY,
} from '@visadesk/contract';
import { apiToken } from '../support/applications.ts';
import { E2E } from '../support/env.ts';
import { createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { storedToken } from '../support/stored-token.ts';

const loginForm = (page: import('@playwright/test').Page) => ({
  email: page.getByLabel(LABELS.auth.email),
  password: page.getByLabel(LABELS.auth.password),
  submit: page.getByRole('button', { name: LABELS.auth.submit, exact: true }),
});

test.describe('sign-in', () => {
  test('empty fields show the spec message and send nothing', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (req) => req.url().includes(API.users.login) && loginCalls.push(req.url()));
    await page.goto(ROUTES.login);
    await expect(page.getByRole('heading', { name: DEFAULT_SETTINGS.siteName })).toBeVisible();
    await expectAccessible(page);
    const form = loginForm(page);
    await form.submit.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.auth.fieldsRequired);
    await form.email.fill(E2E.admin.email);
    await form.submit.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.auth.fieldsRequired);
    expect(loginCalls).toEqual([]);
  });

  test('a wrong password shows Invalid email or password., styled as an error', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.refusal(401, API.users.login);
    // Opened directly, as a bookmark does: no back-office stylesheet has been loaded before.
    await page.goto(ROUTES.login);
    const form = loginForm(page);
    await form.email.fill(E2E.admin.email);
    await form.password.fill('not-the-password');
    await form.submit.click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(MESSAGES.auth.invalidCredentials);
    // Bootstrap's danger alert: its red fill, border and text, not plain text on the card.
    await expect(alert).toHaveCSS('background-color', 'rgb(248, 215, 218)');
    await expect(alert).toHaveCSS('color', 'rgb(88, 21, 28)');
    await expect(alert).toHaveCSS('border-top-style', 'solid');
    await expect(page).toHaveURL(ROUTES.login);
  });

  test('success stores the token and opens the dashboard with the role', async ({ page }) => {
    await page.goto(ROUTES.login);
    const form = loginForm(page);
    await form.email.fill(E2E.admin.email);
    await form.password.fill(E2E.admin.password);
    await form.submit.click();
    await expect(page).toHaveURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: LABELS.dashboard.title, level: 1 })).toBeVisible();
    // The signed-in user's role, as the user list names it.
    await expect(page.locator('.page-subtitle')).toHaveText(ROLE_LABELS.admin);
    expect(await storedToken(page)).toMatch(/^ey/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'refreshToken')).toMatchObject({
      httpOnly: true,
      path: '/api/users',
    });
    await expectAccessible(page);
  });
});

test.describe('the guard', () => {
  test('protected routes redirect to /login without a token', async ({ page }) => {
    await page.goto(ROUTES.dashboard);
    await expect(page).toHaveURL(ROUTES.login);
    // Any other address is carried along, to be opened after sign-in.
    for (const route of [ROUTES.users, ROUTES.profile, ROUTES.addUser]) {
      await page.goto(route);
      await expect(page).toHaveURL(`${ROUTES.login}?next=${encodeURIComponent(route)}`);
    }
  });

  test('unknown paths redirect to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(`${E2E.baseUrl}/`);
    await expect(page.getByRole('link', { name: LABELS.hero.checkStatus })).toBeVisible();
  });

  test('an expired access token is refreshed once, transparently', async ({ page, consoleErrors }) => {
    consoleErrors.refusal(401, API.users.me);
    await signIn(page);
    await page.goto(ROUTES.dashboard);
    // The signed-in user's role, as the user list names it.
    await expect(page.locator('.page-subtitle')).toHaveText(ROLE_LABELS.admin);
    await page.evaluate((key) => localStorage.setItem(key, 'expired.or.invalid'), TOKEN_STORAGE_KEY);
    await page.goto(ROUTES.users);
    await expect(page.getByRole('heading', { name: LABELS.users.title })).toBeVisible();
    await expect(page.getByRole('cell', { name: E2E.admin.email }).first()).toBeVisible();
    expect(await storedToken(page)).toMatch(/^ey/);
  });

  test('the 60-second session check sends a user whose session ended to /login', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.refusal(401, API.users.me);
    consoleErrors.refusal(401, API.users.refresh);
    const staff = await createUser(request, 'staff');
    await page.clock.install();
    await signIn(page, staff);
    await page.goto(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: LABELS.dashboard.title, level: 1 })).toBeVisible();
    // An admin removes the account: its refresh tokens die with it.
    const token = await apiToken(request);
    expect(
      (
        await request.delete(`${E2E.baseUrl}${API.users.remove(staff._id)}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status(),
    ).toBe(200);
    await page.clock.fastForward(61_000);
    await expect(page).toHaveURL(ROUTES.login, { timeout: 10_000 });
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('logout', () => {
  test('revokes the session, clears the token and goes to /', async ({ page, request }) => {
    await signIn(page);
    await page.goto(ROUTES.dashboard);
    const captured = (await page.context().cookies()).find((c) => c.name === 'refreshToken')?.value;
    expect(captured).toBeTruthy();
    // The revocation is sent after the screen is cleared: wait for its answer.
    const revoked = page.waitForResponse((res) => res.url().endsWith(API.users.logout));
    await page.getByRole('button', { name: LABELS.admin.logout }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/`);
    expect((await revoked).status()).toBe(200);
    expect(await storedToken(page)).toBeNull();
    // The refresh cookie captured before sign-out no longer works when replayed.
    const replay = await request.post(`${E2E.baseUrl}${API.users.refresh}`, {
      headers: { cookie: `refreshToken=${captured}` },
    });
    expect(replay.status()).toBe(401);
    expect(await replay.json()).toEqual({ message: MESSAGES.auth.refreshInvalid });
    await page.goto(ROUTES.dashboard);
    await expect(page).toHaveURL(ROUTES.login);
  });
});
