import { LABELS, ROUTES } from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Lists that fit a 1920 px screen: sorted from the headings by keyboard, rows
// per page kept across a reload.
const L = LABELS.applications;
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.use({ viewport: { width: 1920, height: 1080 } });

test('the application list sorts by heading and keeps the rows per page chosen', async ({
  page,
  request,
}) => {
  const surname = `List${letters()}`;
  for (const givenN of ['Zed', 'Amy', 'Mia']) await createApplication(request, { givenN, surname });
  await signIn(page);
  await page.goto(`${ROUTES.applications}?search=${surname}`);
  const names = page.locator('.applications-table tbody .application-name');
  await expect(names).toHaveText([`Mia ${surname}`, `Amy ${surname}`, `Zed ${surname}`]);

  const byName = page.getByRole('button', { name: L.columns.name, exact: true });
  await byName.focus();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText([`Amy ${surname}`, `Mia ${surname}`, `Zed ${surname}`]);
  await expect(page.getByRole('columnheader', { name: L.columns.name })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(byName).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText([`Zed ${surname}`, `Mia ${surname}`, `Amy ${surname}`]);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/list-views-sorted.png' });

  // The visa dates sort too, newest first at the first press.
  await page.getByRole('button', { name: L.columns.approveDate, exact: true }).click();
  await expect(page.getByRole('columnheader', { name: L.columns.approveDate })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page).toHaveURL(/sort=-approve/);
  await page.screenshot({ path: 'test-results/list-views-by-approve-date.png' });

  await page.getByLabel(L.pageSize).selectOption('50');
  await page.goto(ROUTES.applications);
  await expect(page.getByLabel(L.pageSize)).toHaveValue('50');
});
