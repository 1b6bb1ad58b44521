import { API, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { E2E } from '../support/env.ts';
import { createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const L = LABELS.profile;

test('Your sessions ends another session, and that browser is signed out at once', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request, 'staff');
  const elsewhere = await browser.newContext({ baseURL: E2E.baseUrl });
  try {
    const otherPage = await elsewhere.newPage();
    await signIn(otherPage, user);
    await otherPage.goto(ROUTES.dashboard);
    await expect(otherPage.getByRole('heading', { name: LABELS.dashboard.title, level: 1 })).toBeVisible();

    await signIn(page, user);
    await page.goto(ROUTES.profile);
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

    // The other browser's next request is refused, its refresh too, and it lands on sign-in.
    const refreshed = otherPage.waitForResponse((res) => res.url().endsWith(API.users.refresh));
    await otherPage.goto(ROUTES.profile);
    expect((await refreshed).status()).toBe(401);
    await expect(otherPage).toHaveURL(`${ROUTES.login}?next=${encodeURIComponent(ROUTES.profile)}`);

    // This browser is still signed in.
    await page.goto(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: LABELS.dashboard.title, level: 1 })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
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
