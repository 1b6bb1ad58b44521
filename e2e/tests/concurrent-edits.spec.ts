import type { Browser, Page } from '@playwright/test';
import { API, CATALOGUE_API, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { apiToken, createCatalogueRecord } from '../support/applications.ts';
import { type Credentials, createUser, expect, signIn, test } from '../support/fixtures.ts';

/*
 * Two staff editing one record: the second save is refused with the message and
 * a way to reload, never silently undoing the first; an edit screen always shows the record as the
 * server has it now.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

/** A second member of staff at their own computer: a separate browser context, signed in. */
async function colleague(browser: Browser, credentials?: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, credentials);
  return page;
}

test('a company saved by a colleague meanwhile is not overwritten; Reload shows their name to edit again', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const company = await createCatalogueRecord(request, 'companies', `Shared ${unique()}`);
  const edit = `${ROUTES.editCompany}?id=${company._id}`;
  consoleErrors.refusal(412, CATALOGUE_API.companies.update(company._id));
  await signIn(page);
  const other = await colleague(browser, await createUser(request, 'staff'));
  const field = (p: Page) => p.getByLabel(LABELS.companies.name);

  await page.goto(edit);
  await other.goto(edit);
  await expect(field(page)).toHaveValue(company.name);
  await expect(field(other)).toHaveValue(company.name);

  const theirs = `Theirs ${unique()}`;
  await field(other).fill(theirs);
  await other.getByRole('button', { name: LABELS.resources.save }).click();
  await expect(other).toHaveURL(ROUTES.companies);

  await field(page).fill(`Mine ${unique()}`);
  await page.getByRole('button', { name: LABELS.resources.save }).click();
  const notice = page.getByRole('alert').filter({ hasText: MESSAGES.common.changedMeanwhile });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page).toHaveURL(edit);

  await notice.getByRole('button', { name: LABELS.staleRecord.reload }).click();
  await expect(field(page)).toHaveValue(theirs);
  await expect(notice).toHaveCount(0);
  const mine = `Mine ${unique()}`;
  await field(page).fill(mine);
  await page.getByRole('button', { name: LABELS.resources.save }).click();
  await expect(page).toHaveURL(ROUTES.companies);
  const stored = await request.get(CATALOGUE_API.companies.get(company._id), {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(((await stored.json()) as { name: string }).name).toBe(mine);
});

test("reloading an edit screen shows the record as it is now, not the list's copy", async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request, 'staff', `Before ${unique()}`);
  await signIn(page);
  await page.goto(ROUTES.users);
  await page.getByRole('button', { name: LABELS.users.editUser(user.name) }).click();
  await expect(page.getByLabel(LABELS.users.name)).toHaveValue(user.name);

  const other = await colleague(browser);
  await other.goto(`${ROUTES.editUser}?id=${user._id}`);
  const renamed = `After ${unique()}`;
  await other.getByLabel(LABELS.users.name).fill(renamed);
  await other.getByRole('button', { name: LABELS.users.save }).click();
  await expect(other).toHaveURL(ROUTES.users);

  // Back to the list (its cached rows) and into the edit again: the server's record, not the cache.
  await page.goBack();
  await page.getByRole('button', { name: LABELS.users.editUser(user.name) }).click();
  await expect(page.getByLabel(LABELS.users.name)).toHaveValue(renamed);
  await page.reload();
  await expect(page.getByLabel(LABELS.users.name)).toHaveValue(renamed);
});

test('a user edited by another admin meanwhile: the save is refused, not applied', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const user = await createUser(request, 'staff');
  consoleErrors.refusal(412, API.users.update(user._id));
  await signIn(page);
  const other = await colleague(browser);
  const edit = `${ROUTES.editUser}?id=${user._id}`;
  await page.goto(edit);
  await other.goto(edit);
  await expect(page.getByLabel(LABELS.users.role)).toHaveValue('staff');

  await other.getByLabel(LABELS.users.role).selectOption('approver');
  await other.getByRole('button', { name: LABELS.users.save }).click();
  await expect(other).toHaveURL(ROUTES.users);

  await page.getByLabel(LABELS.users.name).fill(`Renamed ${unique()}`);
  await page.getByRole('button', { name: LABELS.users.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.common.changedMeanwhile })).toBeVisible();
  await page.getByRole('button', { name: LABELS.staleRecord.reload }).click();
  await expect(page.getByLabel(LABELS.users.role)).toHaveValue('approver');
  await expect(page.getByLabel(LABELS.users.name)).toHaveValue(user.name);
});
