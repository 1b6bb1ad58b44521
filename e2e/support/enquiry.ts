import type { Page } from '@playwright/test';
import { LABELS, ROUTES } from '@visadesk/contract';

const Q = LABELS.enquiry;

/** Opens the public enquiry and sends it as an applicant does: passport, nationality, date of birth. */
export async function sendEnquiry(
  page: Page,
  { passport, nationality, dob }: Record<'passport' | 'nationality' | 'dob', string>,
) {
  await page.goto(ROUTES.enquiry);
  await page.getByLabel(Q.passport).fill(passport);
  await page.getByLabel(Q.nationality).selectOption(nationality);
  await page.getByLabel(Q.dob).fill(dob);
  await page.getByRole('button', { name: Q.submit }).click();
}
