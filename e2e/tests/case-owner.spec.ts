import { LABELS, ROUTES } from '@visadesk/contract';
import { createApplication } from '../support/applications.ts';
import { createUser, expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const A = LABELS.assignment;
const N = LABELS.notes;
const O = LABELS.openCases;
const L = LABELS.applications;

test('assign a case to yourself, find it in my cases and on the dashboard, and keep a note on it', async ({
  page,
  request,
}) => {
  // A new staff user: their open cases are exactly the ones this journey gives them.
  const me = await createUser(request, 'staff');
  const created = await createApplication(request);
  await signIn(page, me);
  await page.goto(`/updateApplicationView/${created._id}`);

  // The quick assign on the view page.
  const assignCard = page.getByRole('region', { name: LABELS.applicationForm.sections.caseOwner });
  await expect(assignCard.getByLabel(A.label)).toHaveValue('');
  await assignCard.getByRole('button', { name: A.assignToMe }).click();
  await expect(page.getByText(A.done(me.name))).toBeVisible();
  await expect(assignCard.getByLabel(A.label)).toHaveValue(me._id);
  await expect(assignCard.getByRole('button', { name: A.assignToMe })).toHaveCount(0);

  // A note, then its correction while the author's window is open.
  const notes = page.getByRole('region', { name: N.title });
  await notes.getByLabel(N.newNote).fill('Called the employer: offer letter on its way.');
  await notes.getByRole('button', { name: N.add }).click();
  const note = notes.getByRole('listitem').filter({ hasText: 'Called the employer' });
  await expect(note).toContainText(me.name);
  await note.getByRole('button', { name: N.edit }).click();
  await note.getByLabel(N.editNote).fill('Called the employer: offer letter signed.');
  await note.getByRole('button', { name: N.save }).click();
  await expect(note).toContainText('offer letter signed.');
  await expect(note).toContainText(`(${N.edited})`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/case-owner-view.png', fullPage: true });

  // My cases in the list.
  await page.goto(ROUTES.applications);
  await page.getByLabel(L.assignedFilter).selectOption(L.myCases);
  await expect(page).toHaveURL(/assignedTo=me/);
  await expect(page.getByRole('row').filter({ hasText: created.passport })).toBeVisible();

  // The dashboard: my one open case, linking to the list of them.
  await page.goto(ROUTES.dashboard);
  const openCases = page.getByRole('region', { name: O.title });
  const mine = openCases.getByRole('link', { name: `${O.mine}: 1` });
  await expect(mine).toBeVisible();
  await expect(openCases.getByRole('row').filter({ hasText: `${me.name} ${O.you}` })).toContainText('1');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/case-owner-dashboard.png', fullPage: true });
  await mine.click();
  await expect(page).toHaveURL(/status=pending&assignedTo=me/);
  await expect(page.getByRole('row').filter({ hasText: created.passport })).toBeVisible();
});
