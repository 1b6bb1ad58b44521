import { readFile } from 'node:fs/promises';
import { APPLICATION_EXPORT_COLUMNS, LABELS, ROUTES } from '@visadesk/contract';
import { parse } from 'csv-parse/sync';
import { createApplication } from '../support/applications.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

const L = LABELS.applications;
const X = LABELS.applicationExport;
const label = (field: string) => APPLICATION_EXPORT_COLUMNS.find((c) => c.field === field)?.label as string;

test('filter the list, export it as CSV and find exactly the filtered rows in the file', async ({
  page,
  request,
}) => {
  // Two applicants share a surname no other has; a third does not.
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  const surname = `Filed${letters.join('')}`;
  const shared = [
    await createApplication(request, { surname }),
    await createApplication(request, { surname }),
  ];
  const other = await createApplication(request);
  await signIn(page);

  await page.goto(ROUTES.applications);
  await page.getByLabel(L.searchLabel).fill(surname);
  await expect(page).toHaveURL(new RegExp(`search=${surname}`));
  await expect(page.getByRole('row').filter({ hasText: shared[0]?.passport as string })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: X.button, exact: true }).click();
  await page.getByText(X.formats.csv, { exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile((await download.path()) as string);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(file, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((row) => row[label('passport')]).sort()).toEqual(shared.map((a) => a.passport).sort());
  expect(rows.map((row) => row[label('passport')])).not.toContain(other.passport);
  expect(rows.every((row) => row[label('surname')] === surname && row[label('isStatus')] === 'Pending')).toBe(
    true,
  );

  // Excel's format comes the same way, named for the day.
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: X.button, exact: true }).click();
  await page.getByText(X.formats.xlsx, { exact: true }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByRole('button', { name: X.button, exact: true })).toBeEnabled();
  await page.screenshot({ path: 'test-results/export-menu.png' });
});
