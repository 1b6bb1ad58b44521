import { LABELS, languageLabel, localisedPath, ROUTES } from '@visadesk/contract';
import { wordsFor } from '@visadesk/contract/catalogues';
import { createApplication } from '../support/applications.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

const UR = wordsFor('ur').enquiry;
const F = LABELS.applicationForm.fields;
const H = LABELS.recordHistory;

test("an enquiry in Urdu keeps Urdu as the applicant's language; staff see who set it and can change it", async ({
  page,
  request,
}) => {
  const created = await createApplication(request, { dob: '1983-09-05' });
  await page.goto(localisedPath('ur', ROUTES.enquiry));
  await page.getByLabel(UR.passport).fill(created.passport);
  await page.getByLabel(UR.nationality).selectOption('CA');
  await page.getByLabel(UR.dob).fill('1983-09-05');
  await page.getByRole('button', { name: UR.submit }).click();
  await expect(page).toHaveURL(localisedPath('ur', ROUTES.viewOne));

  await signIn(page);
  await page.goto(`/updateApplicationView/${created._id}`);
  await expect(page.getByText(languageLabel('ur'), { exact: true })).toBeVisible();
  const changes = page.getByRole('region', { name: H.changes });
  await expect(changes.getByRole('row').nth(1)).toContainText(H.byEnquiry);
  await expect(changes.getByRole('row').nth(1)).toContainText(
    `${F.language}: English → ${languageLabel('ur')}`,
  );

  // Staff may choose another: the edit form offers each language by name.
  await page.goto(`${ROUTES.editApplication}?id=${created._id}`);
  await expect(page.getByLabel(F.language)).toHaveValue('ur');
  await page.getByLabel(F.language).selectOption('bn');
  await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();
  await expect(page).toHaveURL(new RegExp(`/updateApplicationView/${created._id}`));
  await expect(page.getByText(languageLabel('bn'), { exact: true })).toBeVisible();
});
