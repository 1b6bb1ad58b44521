import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { applicant, fixture } from '../support/applications.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Limits that fit real data: an office records its employer's legal name, a job
// title of its own, a salary in its currency, and an applicant's phone number as they give it.
const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;
const R = LABELS.resources;
const listUrl = (route: string) => new RegExp(`${route}(\\?|$)`);
const tag = () => Math.random().toString(36).slice(2, 7);

// Tall enough that the whole form, and the applicant copy's details, are on screen at once.
test.use({ viewport: { width: 1280, height: 1600 } });

test('a long company name, a phone as typed, a salary with its currency and a job title from the designations', async ({
  page,
}) => {
  test.slow();
  const company = `Al Noor Facilities Management LLC ${tag()}`;
  const designation = `Facilities Supervisor ${tag()}`;
  const salary = 'CAD 3,200 / month';
  await signIn(page);

  await page.goto(ROUTES.addCompany);
  await page.getByLabel(LABELS.companies.name).fill(company);
  await page.screenshot({ path: 'test-results/limits-company-form.png' });
  await page.getByRole('button', { name: LABELS.companies.add }).click();
  await expect(page).toHaveURL(listUrl(ROUTES.companies));
  await expect(page.getByRole('button', { name: R.editRecord(company) })).toBeVisible();

  await page.goto(ROUTES.addDesignation);
  await page.getByLabel(LABELS.designations.name).fill(designation);
  await page.getByRole('button', { name: LABELS.designations.add }).click();
  await expect(page).toHaveURL(listUrl(ROUTES.designations));

  const S = LABELS.salaries;
  await page.goto(ROUTES.addSalary);
  await page.getByLabel(S.amount).fill('3,200');
  await page.getByLabel(S.currency).selectOption('CAD');
  await page.getByLabel(S.period).selectOption('month');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/limits-salary-form.png' });
  await page.getByRole('button', { name: S.add }).click();
  await expect(page).toHaveURL(listUrl(ROUTES.salaries));
  await expect(page.getByRole('cell', { name: salary, exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/limits-salary-list.png' });

  const a = applicant();
  await page.goto(ROUTES.addApplication);
  const jobTitles = page.getByLabel(F.jobTitle);
  // The job titles are the designations: the office's own and the specification's, seeded once.
  await expect(jobTitles.getByRole('option', { name: designation })).toBeAttached();
  await expect(jobTitles.getByRole('option', { name: 'Caring Operator' })).toBeAttached();
  await page.getByLabel(F.surname).fill(a.surname);
  await page.getByLabel(F.givenN).fill(a.givenN);
  await page.getByLabel(F.sex).selectOption(a.sex);
  await page.getByLabel(F.dob).fill(a.dob);
  await page.getByLabel(F.birthCity).fill(a.birthCity);
  await page.getByLabel(F.currentN).selectOption('PH');
  await page.getByLabel(F.identification).fill(a.identification);
  await page.getByLabel(F.nationalId).fill(a.nationalId);
  await page.getByLabel(F.company).selectOption(company);
  await page.getByLabel(F.dutyDuration).fill(a.dutyDuration);
  await jobTitles.selectOption(designation);
  await page.getByLabel(F.salary).selectOption(salary);
  await page.getByLabel(F.passport).fill(a.passport);
  await page.getByLabel(F.issuedCountry).selectOption('PH');
  await page.getByLabel(F.email).fill(a.email);
  await page.getByLabel(F.photo).setInputFiles(fixture('photo.jpg'));

  // Punctuation alone is no phone number: the form says what one is, and sends nothing.
  const phone = page.getByLabel(F.phone);
  await phone.fill('( ) - .');
  await page.getByRole('button', { name: LABELS.applicationForm.submitAdd }).click();
  await expect(page.getByText(MESSAGES.applications.invalidPhone)).toBeVisible();
  await expect(page).toHaveURL(ROUTES.addApplication);
  await phone.fill('+63 917 482 1937');
  await expect(page.getByText(MESSAGES.applications.invalidPhone)).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/limits-application-form.png' });
  await page.getByRole('button', { name: LABELS.applicationForm.submitAdd }).click();

  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: V.title('Pending'), level: 1 })).toBeVisible();
  const copy = page.locator('.applicant-copy');
  const terms = await copy.getByRole('term').allTextContents();
  const values = await copy.getByRole('definition').allTextContents();
  expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toMatchObject({
    [F.company]: company,
    [F.jobTitle]: designation,
    [F.salary]: salary,
    // Kept in one form, whatever separators it was typed with.
    [F.phone]: '+639174821937',
  });
  await page.screenshot({ path: 'test-results/limits-applicant-copy.png' });
});
