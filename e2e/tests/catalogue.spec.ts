import { CATALOGUE_API, LABELS, MESSAGES, ROLE_LABELS, ROUTES } from '@visadesk/contract';
import { createApplication, createCatalogueRecord } from '../support/applications.ts';
import { expect, expectAccessible, holdChunk, signIn, test } from '../support/fixtures.ts';

const R = LABELS.resources;
const H = LABELS.recordHistory;
const unique = () => Math.random().toString(36).slice(2, 7);

const resources = [
  {
    key: 'companies',
    list: ROUTES.companies,
    labels: LABELS.companies,
    name: () => `Aurora Builders ${unique()}`,
    rename: (n: string) => `${n} Ltd`,
  },
  {
    key: 'designations',
    list: ROUTES.designations,
    labels: LABELS.designations,
    name: () => `Crane Operator ${unique()}`,
    rename: (n: string) => `${n} II`,
  },
] as const;

test.describe('catalogue', () => {
  for (const resource of resources) {
    test(`${resource.key}: create, edit and delete`, async ({ page }) => {
      const L = resource.labels;
      const name = resource.name();
      await signIn(page);
      await page.goto(resource.list);
      await expect(page.getByRole('heading', { name: L.title, level: 1 })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: L.add }).click();
      await expect(page.getByRole('heading', { name: L.addTitle })).toBeVisible();
      await expectAccessible(page);
      const submitAdd = page.getByRole('button', { name: L.add });
      await page.getByLabel(L.name).fill('ab');
      await submitAdd.click();
      await expect(page.getByText(/between 3 and 100 characters/).first()).toBeVisible();
      await page.getByLabel(L.name).fill(name);
      await submitAdd.click();
      await expect(page).toHaveURL(new RegExp(`${resource.list}(\\?|$)`));
      if (resource.key === 'designations') await page.getByLabel(LABELS.designations.searchLabel).fill(name);
      await page.getByRole('button', { name: R.editRecord(name) }).click();
      await expect(page.getByRole('heading', { name: H.changes })).toBeVisible();
      await expect(page.getByText(H.noChanges)).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel(L.name).fill(resource.rename(name));
      await page.getByRole('button', { name: R.save }).click();
      await expect(page).toHaveURL(new RegExp(`${resource.list}(\\?|$)`));
      if (resource.key === 'designations') await page.getByLabel(LABELS.designations.searchLabel).fill(name);
      // The edit screen lists the save in words, under the version the record was added as.
      await page.getByRole('button', { name: R.editRecord(resource.rename(name)) }).click();
      const changes = page.getByRole('region', { name: H.changes });
      await expect(changes.getByRole('row').nth(1)).toContainText(
        `${L.name}: ${name} → ${resource.rename(name)}`,
      );
      await expect(changes.getByRole('row').nth(2)).toContainText(H.added);
      await page.goBack();
      if (resource.key === 'designations') await page.getByLabel(LABELS.designations.searchLabel).fill(name);
      await page.getByRole('button', { name: R.deleteRecord(resource.rename(name)) }).click();
      await page.getByRole('dialog').getByRole('button', { name: L.confirmDelete }).click();
      await expect(page.getByRole('button', { name: R.deleteRecord(resource.rename(name)) })).toHaveCount(0);
    });
  }

  test('Edit clicked while the search is settling opens the form', async ({ page, request }) => {
    // The click navigates while the form's script loads; the search settling meanwhile must not
    // pull the browser back to the list.
    const record = await createCatalogueRecord(request, 'designations', `Rigger ${unique()}`);
    await signIn(page);
    await page.goto(`${ROUTES.designations}?search=${encodeURIComponent(record.name)}`);
    const form = await holdChunk(page, 'resource-form-page');
    await page.getByLabel(LABELS.designations.searchLabel).fill(record.name.slice(0, -1));
    await page.getByRole('button', { name: R.editRecord(record.name) }).click();
    // the search settles (300 ms) while the form's script is held back
    await form.releaseAfter(800);
    await expect(page.getByLabel(LABELS.designations.name)).toHaveValue(record.name);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.editDesignation}\\?id=`));
  });

  test('a duplicate company name is refused under the field', async ({ page, request, consoleErrors }) => {
    consoleErrors.refusal(409, CATALOGUE_API.companies.create);
    const existing = await createCatalogueRecord(request, 'companies', `Harbour Freight ${unique()}`);
    await signIn(page);
    await page.goto(ROUTES.addCompany);
    await page.getByLabel(LABELS.companies.name).fill(existing.name.toUpperCase());
    await page.getByRole('button', { name: LABELS.companies.add }).click();
    await expect(page).toHaveURL(ROUTES.addCompany);
    await expect(page.getByText(/already exists/i).first()).toBeVisible();
  });

  test('designations search and page 5 at a time', async ({ page, request }) => {
    const tag = unique();
    for (let i = 0; i < 7; i += 1) await createCatalogueRecord(request, 'designations', `Welder ${tag} ${i}`);
    await signIn(page);
    await page.goto(ROUTES.designations);
    await page.getByLabel(LABELS.designations.searchLabel).fill(`Welder ${tag}`);
    // The search is sent once typing pauses; it shows in the address.
    await expect(page).toHaveURL(new RegExp(`search=Welder(\\+|%20)${tag}`));
    await expect(page.getByText(LABELS.common.pageOf(1, 2))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit Welder/ })).toHaveCount(5);
    await page.getByRole('button', { name: LABELS.common.next }).click();
    await expect(page.getByText(LABELS.common.pageOf(2, 2))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit Welder/ })).toHaveCount(2);
    await expect(page.getByRole('button', { name: LABELS.common.next })).toBeDisabled();
  });

  test('companies page through 10 at a time', async ({ page, request }) => {
    const tag = unique();
    for (let i = 0; i < 12; i += 1)
      await createCatalogueRecord(request, 'companies', `Northwind ${tag} ${String(i).padStart(2, '0')}`);
    await signIn(page);
    await page.goto(ROUTES.companies);
    const prev = page.getByRole('button', { name: LABELS.common.prev });
    const next = page.getByRole('button', { name: LABELS.common.next });
    await expect(page.getByText(/^Page 1 of [2-9]$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(10);
    await expect(prev).toBeDisabled();
    await next.click();
    await expect(page.getByText(/^Page 2 of [2-9]$/)).toBeVisible();
    await expect(prev).toBeEnabled();
    await expect(page).toHaveURL(/page=2/);
  });

  test('a salary is a positive amount with its currency and period', async ({ page }) => {
    const S = LABELS.salaries;
    await signIn(page);
    await page.goto(ROUTES.addSalary);
    await page.getByLabel(S.amount).fill('-20');
    await page.getByRole('button', { name: S.add }).click();
    await expect(page.getByText(MESSAGES.salaries.positive).first()).toBeVisible();
    await expect(page.getByText(MESSAGES.salaries.currency).first()).toBeVisible();
    const amount = 10_000 + Math.floor(Math.random() * 80_000);
    await page.getByLabel(S.amount).fill(String(amount));
    await page.getByLabel(S.currency).selectOption('CAD');
    await page.getByLabel(S.period).selectOption('month');
    await page.getByRole('button', { name: S.add }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.salaries}(\\?|$)`));
    await expect(page.getByText(`CAD ${amount.toLocaleString('en-US')} / month`).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('dashboard', () => {
  test('the dashboard shows the tiles, the charts and pages through applications', async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 11; i += 1) await createApplication(request);
    await signIn(page);
    await page.goto(ROUTES.dashboard);
    // The signed-in user's role, as the user list names it.
    await expect(page.locator('.page-subtitle')).toHaveText(ROLE_LABELS.admin);
    await expect(page.getByText(LABELS.dashboard.totalApplications)).toBeVisible();
    await expect(page.getByText(LABELS.dashboard.totalPages)).toBeVisible();
    await expect(page.getByText(LABELS.dashboard.perWeekTitle).first()).toBeVisible();
    const prev = page.getByRole('button', { name: LABELS.common.prev });
    const next = page.getByRole('button', { name: LABELS.common.next });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(prev).toBeEnabled();
    await expectAccessible(page);
  });
});
