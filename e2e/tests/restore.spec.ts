import { LABELS } from '@visadesk/contract';
import { fetchApplication, fixture, uploadedDocument } from '../support/applications.ts';
import { E2E } from '../support/env.ts';
import { expect, expectAccessible, openNewApplication, test } from '../support/fixtures.ts';

const H = LABELS.recordHistory;
const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;

test('edit an application twice, see the diff, restore the first version and see its old document', async ({
  page,
  request,
}) => {
  // Version 1 as added, version 2 with its Visa scan (visa.png).
  const created = await openNewApplication(page, request, {}, { file9: 'visa.png' });
  const bytesOf = async (url: string | null) =>
    (await request.get(new URL(url ?? '', E2E.baseUrl).href)).body();
  const visaBytes = await bytesOf(created.file9);
  await expect(uploadedDocument(page, 'Visa')).toBeVisible();

  // Edit 1 (version 3): the surname, on the edit form.
  await page
    .getByRole('link', { name: V.edit })
    .or(page.getByRole('button', { name: V.edit }))
    .first()
    .click();
  await page.getByLabel(F.surname).fill('Gagnon');
  await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();
  await expect(page.getByText('Gagnon').first()).toBeVisible();

  // Edit 2 (version 4): another scan in place of the Visa.
  await page.getByLabel(V.replaceDocument('Visa'), { exact: true }).setInputFiles(fixture('work-permit.jpg'));
  await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
  const changes = page.getByRole('region', { name: H.changes });
  await expect(changes.getByRole('row').nth(1)).toContainText(H.fileReplaced('Visa'));
  await expect(changes.getByRole('row').nth(2)).toContainText(`${F.surname}: ${created.surname} → Gagnon`);
  expect(await bytesOf((await fetchApplication(request, created._id)).file9)).not.toEqual(visaBytes);

  // Version 2 beside today: the surname and the Visa marked as changed, both scans side by side.
  await changes.getByRole('button', { name: H.compareWith(2) }).click();
  const dialog = page.getByRole('dialog', { name: H.compareTitle(2) });
  const row = (label: string) =>
    dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  await expect(row(F.surname)).toContainText(H.differs);
  await expect(row(F.surname).getByRole('cell')).toHaveText([created.surname, 'Gagnon']);
  await expect(row('Visa').getByRole('img', { name: 'Visa' })).toHaveCount(2);
  await expect(row(F.birthCity)).not.toContainText(H.differs);
  await expectAccessible(page);
  await dialog.screenshot({ path: 'test-results/restore-compare.png' });

  // Restore it: the confirmation names what changes and what stays.
  await dialog.getByRole('button', { name: H.restore }).click();
  const asked = page.getByRole('dialog', { name: H.restoreTitle(2) });
  await expect(asked.getByRole('listitem')).toHaveText([
    `${F.surname}: Gagnon → ${created.surname}`,
    H.fileReplaced('Visa'),
  ]);
  await expect(asked).toContainText(H.restoreKeeps);
  await page.screenshot({ path: 'test-results/restore-confirm.png' });
  await asked.getByRole('button', { name: H.restoreConfirm }).click();
  await expect(page.getByText(H.restoredAs(2))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The view shows the restored record and its new version; the old scan is served again.
  await expect(changes.getByRole('row').nth(1)).toContainText(H.restored);
  await expect(changes.getByRole('row').nth(1)).toContainText(`${F.surname}: Gagnon → ${created.surname}`);
  await expect(page.getByRole('definition').filter({ hasText: /^Gagnon$/ })).toHaveCount(0);
  const restored = await fetchApplication(request, created._id);
  expect(restored.surname).toBe(created.surname);
  expect(await bytesOf(restored.file9)).toEqual(visaBytes);
  const shown = page.getByRole('img', { name: 'Visa', exact: true });
  await expect(shown).toBeVisible();
  // The image on screen is the old scan (or one of its sized copies, named after it).
  const keyOf = (url: string | null) => url?.match(/files\/([0-9a-f]{32})/)?.[1];
  expect(keyOf(await shown.getAttribute('src'))).toBe(keyOf(created.file9));
  await page.screenshot({ path: 'test-results/restore-done.png', fullPage: true });
});
