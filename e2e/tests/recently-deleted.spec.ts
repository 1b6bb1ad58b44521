import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const L = LABELS.recentlyDeleted;

test('delete an application, find it in Recently deleted, restore it and see it listed again', async ({
  page,
  request,
}) => {
  const target = await createApplication(request);
  const name = `${target.givenN} ${target.surname}`;
  await signIn(page);

  await page.goto(ROUTES.applications);
  await page.getByLabel(LABELS.applications.searchLabel).fill(target.passport);
  const row = page.getByRole('row', { name: new RegExp(target.passport) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: LABELS.applications.deleteApplication(name) }).click();
  const dialog = page.getByRole('dialog');
  // The confirmation says where it goes, and for how long.
  await expect(dialog).toContainText(L.title);
  await expect(dialog).toContainText('30 days');
  await dialog.getByRole('button', { name: LABELS.applications.confirmDelete }).click();
  await expect(page.getByText(MESSAGES.applications.noneMatching(target.passport))).toBeVisible();

  await page.getByRole('link', { name: L.title }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.recentlyDeleted}$`));
  await expect(page.getByRole('heading', { name: L.title, level: 1 })).toBeVisible();
  const deleted = page.getByRole('row', { name: new RegExp(name) });
  await expect(deleted).toContainText(target.passport);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/recently-deleted.png', fullPage: true });
  await deleted.getByRole('button', { name: L.restoreRecord(name) }).click();
  await expect(page.getByText(MESSAGES.recentlyDeleted.restored)).toBeVisible();
  await expect(deleted).toHaveCount(0);

  await page.getByRole('link', { name: LABELS.sidebar.applications }).click();
  await page.getByLabel(LABELS.applications.searchLabel).fill(target.passport);
  await expect(page.getByRole('row', { name: new RegExp(target.passport) })).toBeVisible();

  // How long a record waits is the office's choice, under Settings > Retention.
  await page.getByRole('link', { name: LABELS.sidebar.settings }).click();
  const days = page.getByLabel(L.settings.deletedKeepDays);
  await expect(days).toHaveValue('30');
  await days.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/retention-settings.png' });
});
