import { API, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { E2E } from '../support/env.ts';
import { createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('user management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('create, edit and delete a user', async ({ page }) => {
    const tag = unique();
    const email = `new-${tag}@e2e.test`;
    await page.goto(ROUTES.users);
    await expect(page.getByRole('columnheader', { name: 'NAME' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'ROLE' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: LABELS.users.add }).click();
    await expect(page).toHaveURL(ROUTES.addUser);
    await expect(page.getByRole('heading', { name: LABELS.users.createTitle })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: LABELS.users.create }).click();
    await expect(page.getByText(MESSAGES.users.fieldsRequired).first()).toBeVisible();

    await page.getByLabel(LABELS.users.name).fill(`Nadia ${tag}`);
    await page.getByLabel(LABELS.users.email).fill(email);
    await page.getByLabel(LABELS.users.password).fill('nadia-password');
    await page.getByLabel(LABELS.users.role).selectOption('approver');
    await page.getByRole('button', { name: LABELS.users.create }).click();
    await expect(page).toHaveURL(ROUTES.users);
    const row = page.getByRole('row', { name: new RegExp(`Nadia ${tag}`) });
    await expect(row).toContainText('Approver');

    await row.getByRole('button', { name: LABELS.users.editUser(`Nadia ${tag}`) }).click();
    await expect(page).toHaveURL(new RegExp(ROUTES.editUser));
    await expectAccessible(page);
    await expect(page.getByLabel(LABELS.users.email)).toHaveValue(email);
    await page.getByLabel(LABELS.users.name).fill(`Nadia Renamed ${tag}`);
    await page.getByLabel(LABELS.users.role).selectOption('staff');
    await page.getByRole('button', { name: LABELS.users.save }).click();
    await expect(page).toHaveURL(ROUTES.users);
    const renamed = page.getByRole('row', { name: new RegExp(`Nadia Renamed ${tag}`) });
    await expect(renamed).toContainText('Staff');
    // The edit screen lists the save in words, by the admin who made it.
    await renamed.getByRole('button', { name: LABELS.users.editUser(`Nadia Renamed ${tag}`) }).click();
    const changes = page.getByRole('region', { name: LABELS.recordHistory.changes });
    await expect(changes.getByRole('row').nth(1)).toContainText(`${LABELS.users.role}: Approver → Staff`);
    await expect(changes.getByRole('row').nth(1)).toContainText(
      `${LABELS.users.name}: Nadia ${tag} → Nadia Renamed ${tag}`,
    );
    await expectAccessible(page);
    await page.goBack();

    await renamed.getByRole('button', { name: LABELS.users.deleteUser(`Nadia Renamed ${tag}`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: LABELS.users.confirmDelete }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Nadia Renamed ${tag}`) })).toHaveCount(0);
  });

  test('a duplicate e-mail is said at the e-mail field, which takes the focus', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.refusal(409, API.users.create);
    const existing = await createUser(request, 'staff');
    await page.goto(ROUTES.addUser);
    await page.getByLabel(LABELS.users.name).fill('Copy Cat');
    const email = page.getByLabel(LABELS.users.email);
    await email.fill(existing.email);
    await page.getByLabel(LABELS.users.password).fill('copy-password');
    await page.getByRole('button', { name: LABELS.users.create }).click();
    await expect(email).toHaveAccessibleDescription(MESSAGES.users.duplicate);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    // Said once, at the field: no alert above the form repeats it.
    await expect(page.getByText(MESSAGES.users.duplicate)).toHaveCount(1);
    await expect(page).toHaveURL(ROUTES.addUser);
  });

  test("one's own row offers Edit but no Delete; another admin's row offers both", async ({
    page,
    request,
  }) => {
    const other = await createUser(request, 'admin');
    await page.goto(ROUTES.users);
    const own = page.getByRole('row', { name: new RegExp(E2E.admin.email) });
    await expect(own).toContainText(LABELS.users.you);
    await expect(own.getByRole('button', { name: /^Edit / })).toBeVisible();
    await expect(own.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    const theirs = page.getByRole('row', { name: new RegExp(other.email) });
    await expect(theirs.getByRole('button', { name: LABELS.users.deleteUser(other.name) })).toBeVisible();
    await expect(theirs).not.toContainText(LABELS.users.you);
  });

  test('the edit screen works from a shared link (?id=) and redirects without one', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'approver');
    await page.goto(`${ROUTES.editUser}?id=${user._id}`);
    await expect(page.getByLabel(LABELS.users.email)).toHaveValue(user.email);
    await page.goto(ROUTES.editUser);
    await expect(page).toHaveURL(ROUTES.users);
  });
});

test.describe('roles', () => {
  test('staff do not see admin-only links and are refused the user list', async ({ page, request }) => {
    const staff = await createUser(request, 'staff');
    await signIn(page, staff);
    await page.goto(ROUTES.dashboard);
    await expect(page.getByText('Staff', { exact: true }).first()).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: LABELS.admin.sidebar });
    await expect(sidebar.getByRole('link', { name: LABELS.sidebar.profile })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: LABELS.sidebar.users })).toHaveCount(0);
    await page.goto(ROUTES.users);
    await expect(page.getByText(MESSAGES.auth.forbidden)).toBeVisible();
  });
});
