import { APPLICATION_API, LABELS, MESSAGES } from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

const F = LABELS.applicationForm.fields;

test('a duplicate says the spec message, clears when the field changes, and its toast leaves the user name visible', async ({
  page,
  request,
  consoleErrors,
}) => {
  const existing = await createApplication(request);
  const other = await createApplication(request);
  consoleErrors.refusal(409, APPLICATION_API.update(other._id));
  await signIn(page);
  await page.goto(`/editApplication?id=${other._id}`);
  const passport = page.getByLabel(F.passport);
  await passport.fill(existing.passport);
  await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();

  const toastBox = page.getByRole('status').filter({ hasText: MESSAGES.applications.duplicatePassport });
  await expect(toastBox).toBeVisible();
  await expect(page.getByText(/Server responded with status/)).toHaveCount(0);
  await expect(passport).toHaveAttribute('aria-invalid', 'true');

  // The toast sits below the header: the signed-in user's name is not covered.
  const name = await page.locator('.admin-user-name').boundingBox();
  const toast = await toastBox.boundingBox();
  expect(name && toast).toBeTruthy();
  if (name && toast) expect(toast.y).toBeGreaterThanOrEqual(name.y + name.height);
  await page.screenshot({ path: test.info().outputPath('duplicate-toast.png') });
  // The field itself says why.
  await expect(page.locator('#application-passport-error')).toHaveText(
    MESSAGES.applications.duplicatePassport,
  );

  // Correcting the field takes the duplicate message away at once, before any new save.
  await passport.fill(`${existing.passport.slice(0, -1)}Z`);
  await expect(passport).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#application-passport-error')).toHaveCount(0);
});

test('a long e-mail address wraps only after its @ and dots, on a phone', async ({ page, request }) => {
  // Every piece between break points fits a phone's value column; the whole address does not.
  const email = `ama.lovelace.${Date.now().toString(36).slice(-5)}@consultancy.example.co.uk`;
  const created = await createApplication(request, { email });
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto(`/updateApplicationView/${created._id}`);
  const address = page.locator('.email-text').first();
  await expect(address).toHaveText(email);
  // Each piece between break points stays on one line, and the address does wrap.
  const lines = await address.evaluate((el) => {
    const tops = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))];
    };
    const pieces = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
    return { pieces: pieces.map((n) => tops(n).length), whole: tops(el).length };
  });
  expect(lines.pieces.every((count) => count === 1)).toBe(true);
  expect(lines.whole).toBeGreaterThan(1);
  await address.screenshot({ path: test.info().outputPath('email-phone.png') });
});
