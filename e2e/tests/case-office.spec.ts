import { CASE_OFFICE_LABELS, DEFAULT_REJECTION_REASONS, LABELS, ROUTES } from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { sendEnquiry } from '../support/enquiry.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const C = CASE_OFFICE_LABELS;
const V = LABELS.applicationView;
const reason = DEFAULT_REJECTION_REASONS[1] as string;

test('reject with a shared reason and see it in the public enquiry, found by the reference', async ({
  page,
  request,
}) => {
  const created = await createApplication(request, { dob: '1988-05-17', currentN: 'CA' });
  await signIn(page);
  await page.goto(`/updateApplicationView/${created._id}`);
  await expect(page.getByText(created.reference).first()).toBeVisible();

  await page.getByRole('button', { name: V.actions.reject }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(C.rejection.reason, { exact: true }).selectOption(reason);
  await dialog
    .getByLabel(C.rejection.note, { exact: true })
    .fill('Please renew your passport and apply again.');
  await dialog.getByLabel(C.rejection.shared).check();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/case-office-reject.png' });
  await dialog.getByRole('button', { name: V.confirmStatus.reject }).click();
  await expect(page.getByRole('region', { name: `${V.status} Rejected` })).toBeVisible();
  await expect(page.getByText(C.rejection.sharedYes).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/case-office-view.png', fullPage: true });

  // The applicant, with the reference typed loosely instead of the passport number.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await sendEnquiry(page, {
    passport: created.reference.replace('-', '').toLowerCase(),
    nationality: 'CA',
    dob: '1988-05-17',
  });
  await expect(page).toHaveURL(ROUTES.viewOne);
  await expect(page.getByRole('heading', { name: LABELS.viewOne.statusHeading('Rejected') })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('Please renew your passport and apply again.')).toBeVisible();
  await expect(page.getByText(created.reference)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/case-office-enquiry.png', fullPage: true });
});

test('look a case up by its reference in the list, then select two rows and assign them', async ({
  page,
  request,
}) => {
  const surname = `Bulk${Date.now().toString(36)}`.replace(/[0-9]/g, 'x');
  const [first, second] = [
    await createApplication(request, { surname }),
    await createApplication(request, { surname }),
  ];
  await signIn(page);

  // By reference, typed without the hyphen: just that case.
  await page.goto(ROUTES.applications);
  await page.getByRole('searchbox').fill(second.reference.replace('-', '').toLowerCase());
  await expect(page.getByRole('row').filter({ hasText: second.passport })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: first.passport })).toHaveCount(0);

  // Both by name, then both selected and assigned to the signed-in admin.
  await page.getByRole('searchbox').fill(surname);
  await expect(page.getByRole('row').filter({ hasText: first.passport })).toBeVisible();
  await page.getByRole('checkbox', { name: C.bulk.selectAll }).check();
  const bar = page.getByRole('toolbar', { name: C.bulk.toolbar });
  await expect(bar.getByRole('status')).toHaveText(C.bulk.selected(2));
  const assignee = bar.getByLabel(C.bulk.assignTo);
  await assignee.selectOption({ index: 2 });
  const name = (await assignee.locator('option:checked').textContent()) ?? '';
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/case-office-bulk.png', fullPage: true });
  await bar.getByRole('button', { name: C.bulk.assign }).click();
  await expect(page.getByText(C.bulk.outcome(2, 0, 0, 0))).toBeVisible();
  for (const created of [first, second])
    await expect(page.getByRole('row').filter({ hasText: created.passport })).toContainText(name);
});
