import { readFile } from 'node:fs/promises';
import { AUDIT_ACTIONS, LABELS, ROUTES } from '@visadesk/contract';
import { createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const L = LABELS.audit;

test('an admin disables and enables a user, then reads it in the audit log, filters it and exports it', async ({
  page,
  request,
}) => {
  const created = await createUser(request, 'staff');
  await signIn(page);

  // Disabled from the user list after a confirmation, with the badge in the row; then enabled.
  await page.goto(ROUTES.users);
  const userRow = page.getByRole('row', { name: new RegExp(created.name) });
  // Created, then signed in once over the API to choose their own password.
  await expect(userRow).toContainText(/Last sign-in: \d/);
  await userRow.getByRole('button', { name: LABELS.users.disableUser(created.name) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(LABELS.users.confirmDisableText(created.name));
  await dialog.getByRole('button', { name: LABELS.users.confirmDisable }).click();
  await expect(userRow).toContainText(LABELS.users.disabledBadge);
  await userRow.getByRole('button', { name: LABELS.users.enableUser(created.name) }).click();
  await expect(userRow).not.toContainText(LABELS.users.disabledBadge);

  await page.getByRole('link', { name: L.title }).click();
  await expect(page).toHaveURL(ROUTES.auditLog);
  await expect(page.getByRole('heading', { name: L.title })).toBeVisible();

  await page.getByLabel(L.action, { exact: true }).selectOption({ label: AUDIT_ACTIONS['user.created'] });
  const row = page.getByRole('row', { name: new RegExp(created.name) });
  await expect(row).toContainText(AUDIT_ACTIONS['user.created']);
  await expect(row).toContainText('role: staff');
  await expectAccessible(page);
  await page.getByLabel(L.action, { exact: true }).selectOption({ label: AUDIT_ACTIONS['user.disabled'] });
  await expect(page.getByRole('row', { name: new RegExp(created.name) })).toBeVisible();
  await page.getByLabel(L.action, { exact: true }).selectOption({ label: AUDIT_ACTIONS['user.created'] });

  // A range of days that ends before today lists nothing.
  await page.getByLabel(L.to, { exact: true }).fill('2020-01-01');
  await expect(page.getByText(L.empty)).toBeVisible();
  await page.getByRole('button', { name: L.clear }).click();
  await page.getByLabel(L.action, { exact: true }).selectOption({ label: AUDIT_ACTIONS['user.created'] });
  await expect(row).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: L.exportCsv }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFFWhen (UTC),Action')).toBe(true);
  expect(csv).toContain(created.name);
  expect(csv).not.toContain(AUDIT_ACTIONS['settings.changed']);
});
