import { addDays, EXPIRING_WITHIN, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { expect, expectAccessible, openNewApplication, test } from '../support/fixtures.ts';

const F = LABELS.applicationForm.fields;
const L = LABELS.applications;
const D = LABELS.dashboard;

test('set expiry dates on an application, find it expiring in the list and falling due on the dashboard', async ({
  page,
  request,
}) => {
  const created = await openNewApplication(page, request);
  const name = `${created.givenN} ${created.surname}`;
  const today = new Date().toISOString().slice(0, 10);
  // The passport expires in ten days; the visa expired long ago, so it is the nearest deadline,
  // overdue, and first on the dashboard however many other applications fall due.
  const passportExpiry = addDays(today, 10);
  const visaExpiry = '2001-01-01';

  await page.goto(`${ROUTES.editApplication}?id=${created._id}`);
  await page.getByLabel(F.passportExpiry).fill(passportExpiry);
  await page.getByLabel(F.visaExpiry).fill(visaExpiry);
  // An expiry before the date of birth is refused at its field.
  await page.getByLabel(F.permitExpiry).fill('1950-01-01');
  await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();
  await expect(
    page.getByText(MESSAGES.applications.expiryBeforeBirth('work permit expiry date')),
  ).toBeVisible();
  await page.getByLabel(F.permitExpiry).fill('');
  await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();

  // The applicant copy shows the three dates.
  await expect(page).toHaveURL(new RegExp(`/updateApplicationView/${created._id}`));
  const passportSection = page.getByRole('region', { name: LABELS.applicationView.sections.passport });
  await expect(passportSection.getByText(LABELS.applicationView.passportExpiry)).toBeVisible();
  await expect(passportSection.getByText(LABELS.applicationView.noDate)).toBeVisible();

  // The list, expiring within 30 days: the address keeps it, the row shows the overdue visa.
  await page.goto(ROUTES.applications);
  await page.getByLabel(L.deadlineFilter).selectOption(String(EXPIRING_WITHIN.dashboard));
  await expect(page).toHaveURL(/expiringWithin=30/);
  await page.getByLabel(L.searchLabel).fill(created.passport);
  const row = page.getByRole('row').filter({ hasText: created.passport });
  await expect(row).toContainText('Visa');
  await expect(row).toContainText(L.overdue);
  await page.reload();
  await expect(page.getByLabel(L.deadlineFilter)).toHaveValue('30');
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // The dashboard: falling due, overdue first, with a link to the list filtered that way.
  await page.goto(ROUTES.dashboard);
  const card = page.getByRole('region', { name: D.fallingDueTitle });
  const entry = card.getByRole('row').filter({ hasText: name });
  await expect(entry).toContainText('Visa');
  await expect(entry).toContainText(D.fallingDueOverdue);
  await expectAccessible(page);
  await card.getByRole('link', { name: D.fallingDueAll }).click();
  await expect(page).toHaveURL(/expiringWithin=30&sort=deadline/);
  await expect(page.getByRole('row').filter({ hasText: created.passport })).toBeVisible();
});
