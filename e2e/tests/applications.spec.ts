import {
  APPLICATION_API,
  type Application,
  DOCUMENT_SLOTS,
  LABELS,
  MESSAGES,
  PAGE_SIZE,
  ROUTES,
  SEARCH_MAX,
} from '@visadesk/contract';
import {
  apiToken,
  applicant,
  createApplication,
  createCatalogueRecord,
  createSalary,
  fetchApplication,
  fillApplicationForm,
  fixture,
  uploadedDocument,
} from '../support/applications.ts';
import { E2E } from '../support/env.ts';
import {
  createUser,
  expect,
  expectAccessible,
  holdChunk,
  openNewApplication,
  signIn,
  test,
} from '../support/fixtures.ts';

const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;
const H = LABELS.recordHistory;

test.describe('applications', () => {
  test('add an application with a photo, then edit it with every field prefilled', async ({
    page,
    request,
  }) => {
    // Every field typed twice, through the add and the edit form: near a minute on 2 loaded cores.
    test.slow();
    // Company and salary are chosen from the catalogue.
    const a = applicant();
    const company = `${a.company} ${a.nationalId.slice(-4)}`;
    await createCatalogueRecord(request, 'companies', company);
    // An amount no other journey picks (theirs are under 100,000), so its creation cannot clash.
    const amount = String(100_000 + Math.floor(Math.random() * 900_000));
    const { name: salary } = await createSalary(request, { amount, currency: 'CAD', period: 'month' });
    await signIn(page);
    await page.goto(ROUTES.applications);
    await expect(page.getByRole('heading', { name: LABELS.applications.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: LABELS.applications.add }).click();
    await expect(page).toHaveURL(ROUTES.addApplication);
    await expect(page.getByRole('heading', { name: LABELS.applicationForm.addTitle })).toBeVisible();
    await expectAccessible(page);

    // Validation at the field, nothing sent.
    await page.getByLabel(F.surname).fill('Al');
    await page.getByRole('button', { name: LABELS.applicationForm.submitAdd }).click();
    await expect(page.getByText(MESSAGES.applications.surnameLength)).toBeVisible();

    await fillApplicationForm(page, { ...a, company, salary });
    await page.getByLabel(F.photo).setInputFiles(fixture('photo.jpg'));
    await expect(page.getByRole('img', { name: LABELS.applicationForm.photoPreview })).toBeVisible();
    await page.getByRole('button', { name: LABELS.applicationForm.submitAdd }).click();

    await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: V.title('Pending') })).toBeVisible();
    for (const section of Object.values(V.sections))
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    await expect(page.getByText(a.passport.toUpperCase()).first()).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('link', { name: V.edit })
      .or(page.getByRole('button', { name: V.edit }))
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(ROUTES.editApplication));
    const prefilled: [string, string][] = [
      [F.surname, a.surname],
      [F.givenN, a.givenN],
      [F.sex, a.sex],
      [F.dob, a.dob],
      [F.birthCity, a.birthCity],
      [F.currentN, a.currentN],
      [F.identification, a.identification],
      [F.nationalId, a.nationalId],
      [F.company, company],
      [F.dutyDuration, a.dutyDuration],
      [F.jobTitle, a.jobTitle],
      [F.salary, salary],
      [F.passport, a.passport.toUpperCase()],
      [F.issuedCountry, a.issuedCountry],
      [F.phone, a.phone],
      [F.email, a.email],
    ];
    for (const [label, value] of prefilled) await expect(page.getByLabel(label)).toHaveValue(value);
    await expect(page.getByRole('img', { name: LABELS.applicationForm.currentPhoto })).toBeVisible();
    await expectAccessible(page);
    // Edit a field and replace the photo.
    const recordId = new URL(page.url()).searchParams.get('id') as string;
    const photoUrl = async () =>
      new URL((await fetchApplication(request, recordId)).image ?? '', E2E.baseUrl);
    const photoPath = async () => (await photoUrl()).pathname;
    const photoBefore = await photoPath();
    await page.getByLabel(F.birthCity).fill('Montreal');
    await page.getByLabel(F.photo).setInputFiles(fixture('work-permit.jpg'));
    await expect(page.getByRole('img', { name: LABELS.applicationForm.photoPreview })).toBeVisible();
    await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();
    await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
    await expect(page.getByText('Montreal', { exact: true })).toBeVisible();
    // The save is a version in the history, in words, under the version it was added as.
    const changes = page.getByRole('region', { name: H.changes });
    await expect(changes.getByRole('row').nth(1)).toContainText(`${F.birthCity}: ${a.birthCity} → Montreal`);
    await expect(changes.getByRole('row').nth(1)).toContainText(H.fileReplaced(F.photo));
    await expect(changes.getByRole('row').nth(2)).toContainText(H.added);
    const photoAfter = await photoPath();
    expect(photoAfter).not.toBe(photoBefore);
    const served = await request.get((await photoUrl()).href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');

    // A reload of the edit screen keeps working through ?id=.
    const id = page.url().split('/').pop() as string;
    await page.goto(`${ROUTES.editApplication}?id=${id}`);
    await expect(page.getByLabel(F.dob)).toHaveValue(a.dob);
  });

  test('upload documents with progress; a later upload keeps the earlier ones', async ({ page, request }) => {
    const created = await openNewApplication(page, request);
    await page.getByLabel(V.chooseDocument('Visa'), { exact: true }).setInputFiles(fixture('visa.png'));
    await expect(page.getByRole('img', { name: V.newDocumentAlt('Visa') })).toBeVisible();
    // Hold the answer so the progress bar can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${APPLICATION_API.document(created._id, 'file9')}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
    await expect(page.getByRole('progressbar', { name: V.documentProgress('Visa') })).toBeVisible();
    release();
    await expect(uploadedDocument(page, 'Visa')).toBeVisible();
    await page.unroute(`**${APPLICATION_API.document(created._id, 'file9')}`);

    await page
      .getByLabel(V.chooseDocument('Work Permit'), { exact: true })
      .setInputFiles(fixture('work-permit.jpg'));
    await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
    await expect(uploadedDocument(page, 'Work Permit')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Visa', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Work Permit', exact: true })).toBeVisible();
  });

  test('a disguised file is refused the moment it is chosen, with no broken preview', async ({
    page,
    request,
  }) => {
    const created = await openNewApplication(page, request);
    const uploads: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT') uploads.push(sent.url());
    });
    // Its name and type say PNG; its first bytes say otherwise.
    await page
      .getByLabel(V.chooseDocument('Visa Form'), { exact: true })
      .setInputFiles(fixture('not-an-image.png'));
    await expect(page.getByText(MESSAGES.applications.invalidFileType).first()).toBeVisible();
    await expect(page.getByRole('img', { name: V.newDocumentAlt('Visa Form') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: V.uploadDocuments(0) })).toBeDisabled();
    expect(uploads).toEqual([]);
    await page.reload();
    await expect(page.getByLabel(V.chooseDocument('Visa Form'), { exact: true })).toBeAttached();
    // Nothing was stored: every document slot is still empty.
    const stored = await fetchApplication(request, created._id);
    expect(DOCUMENT_SLOTS.filter(({ key }) => stored[key] !== null)).toEqual([]);
  });

  test('status: the current status is shown as a status, the others offered as actions; Approve and Reject ask first, naming the applicant; Mark as Pending does not; staff see the status but no actions', async ({
    page,
    request,
  }) => {
    const created = await createApplication(request);
    const name = `${created.givenN} ${created.surname}`;
    const approver = await createUser(request, 'approver');
    await signIn(page, approver);
    await page.goto(`/updateApplicationView/${created._id}`);
    await expect(page.getByRole('heading', { name: V.title('Pending') })).toBeVisible();

    const control = page.getByRole('group', { name: V.statusActions });
    const action = (key: keyof typeof V.actions) =>
      control.getByRole('button', { name: V.actions[key], exact: true });
    const history = page.getByRole('region', { name: V.history });
    const dialog = page.getByRole('dialog');
    const label = { pending: 'Pending', approve: 'Approved', reject: 'Rejected' } as const;
    /** The status reads as a status (not a button), and only the other two are offered. */
    async function expectSelected(key: keyof typeof V.actions) {
      await expect(page.getByRole('region', { name: `${V.status} ${label[key]}` })).toBeVisible();
      for (const other of ['pending', 'approve', 'reject'] as const)
        await expect(action(other)).toHaveCount(other === key ? 0 : 1);
    }
    const serverStatus = async () => {
      const res = await request.get(`${E2E.baseUrl}${APPLICATION_API.get(created._id)}`, {
        headers: { authorization: `Bearer ${await apiToken(request)}` },
      });
      return ((await res.json()) as { isStatus: string }).isStatus;
    };

    await expectSelected('pending');
    await expectAccessible(page);

    // Approve asks first, naming the applicant; Cancel changes nothing.
    await action('approve').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: V.confirmStatusTitle.approve })).toBeVisible();
    await expect(dialog).toContainText(V.confirmStatusText.approve(name, created.passport));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: LABELS.users.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: V.title('Pending') })).toBeVisible();
    await expectSelected('pending');
    await expect(page.getByText(V.noHistory)).toBeVisible();
    expect(await serverStatus()).toBe('pending');

    // Confirmed, the status changes in place, and the keyboard focus is on it (not lost with Approve).
    await action('approve').click();
    await dialog.getByRole('button', { name: V.confirmStatus.approve }).click();
    await expect(page.getByRole('heading', { name: V.title('Approved') })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectSelected('approve');
    await expect(
      page.getByRole('region', { name: `${V.status} Approved` }).getByRole('paragraph'),
    ).toBeFocused();
    await expect(history).toContainText(approver.name);

    // Reject asks too, naming the applicant.
    await action('reject').click();
    await expect(dialog.getByRole('heading', { name: V.confirmStatusTitle.reject })).toBeVisible();
    await expect(dialog).toContainText(V.confirmStatusText.reject(name, created.passport));
    await dialog.getByRole('button', { name: V.confirmStatus.reject }).click();
    await expect(page.getByRole('heading', { name: V.title('Rejected') })).toBeVisible();
    await expectSelected('reject');

    // Pending changes at once, without a question.
    await action('pending').click();
    await expect(page.getByRole('heading', { name: V.title('Pending') })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expectSelected('pending');
    // One row per change, each recorded once: approved, rejected, pending (and the header row).
    await expect(history.getByRole('row')).toHaveCount(4);
    expect(await serverStatus()).toBe('pending');

    const staff = await createUser(request, 'staff');
    const staffPage = await page.context().browser()?.newPage();
    if (!staffPage) throw new Error('no browser');
    await signIn(staffPage, staff);
    await staffPage.goto(`/updateApplicationView/${created._id}`);
    await expect(staffPage.getByRole('heading', { name: V.title('Pending') })).toBeVisible();
    await expect(staffPage.getByRole('region', { name: `${V.status} Pending` })).toBeVisible();
    await expect(staffPage.getByRole('button', { name: V.actions.approve, exact: true })).toHaveCount(0);
    await expect(staffPage.getByRole('button', { name: V.actions.reject, exact: true })).toHaveCount(0);
    await staffPage.close();
  });

  test('the list searches and deletes', async ({ page, request }) => {
    const target = await createApplication(request, { surname: 'Zebulon' });
    await signIn(page);
    await page.goto(ROUTES.applications);
    await expect(page.getByRole('button', { name: LABELS.common.prev })).toBeDisabled();
    // Two characters: the start of a passport (the newest match first), and a hint that says so.
    await page.getByLabel(LABELS.applications.searchLabel).fill(target.passport.slice(0, 2).toLowerCase());
    const row = page.getByRole('row', { name: new RegExp(target.passport) });
    await expect(row).toBeVisible();
    await expect(page.getByText(LABELS.applications.shortSearchHint)).toBeVisible();
    await page.getByLabel(LABELS.applications.searchLabel).fill(target.passport.slice(0, -1).toLowerCase());
    await expect(page.getByText(LABELS.applications.shortSearchHint)).toHaveCount(0);
    await expect(row).toBeVisible();
    await expect(page.getByText(LABELS.common.pageOf(1, 1))).toBeVisible();
    await expect(page.getByRole('button', { name: LABELS.common.next, exact: true })).toBeDisabled();

    await page.getByLabel(LABELS.applications.searchLabel).fill('no-such-applicant-xyz');
    await expect(page.getByText(MESSAGES.applications.noneMatching('no-such-applicant-xyz'))).toBeVisible();
    await expect(page.getByText('Page 1 of 0')).toHaveCount(0);
    await expect(page.getByRole('button', { name: LABELS.common.next, exact: true })).toBeDisabled();

    await page.getByLabel(LABELS.applications.searchLabel).fill(target.passport);
    await expect(row).toBeVisible();
    await row
      .getByRole('button', { name: /Delete/ })
      .or(row.getByRole('link', { name: /Delete/ }))
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(target.passport);
    await dialog.getByRole('button', { name: LABELS.applications.confirmDelete }).click();
    await expect(page.getByText(LABELS.applications.deleted)).toBeVisible();
    await expect(page.getByText(MESSAGES.applications.noneMatching(target.passport))).toBeVisible();
  });

  test('the list finds a name as it shows it, by partial words, and says what found nothing', async ({
    page,
    request,
  }) => {
    const surname = `Aziz${Date.now().toString(36).replace(/\d/g, 'q')}`;
    const target = await createApplication(request, { givenN: 'Bilal', surname });
    await signIn(page);
    await page.goto(ROUTES.applications);
    const search = page.getByLabel(LABELS.applications.searchLabel);
    const row = page.getByRole('row', { name: new RegExp(target.passport) });
    // As the list shows the name, given name first, then the other way round and in part.
    await search.fill(`Bilal ${surname}`);
    await expect(row).toBeVisible();
    await expect(page.getByText(LABELS.applications.resultCount(1))).toBeVisible();
    await search.fill(`${surname.toUpperCase()} bilal`);
    await expect(row).toBeVisible();
    await search.fill(`bil ${surname.slice(0, -1)}`);
    await expect(row).toBeVisible();
    // The empty state names the search as typed (the list's address keeps it trimmed).
    await search.fill(`  bil ${surname}zz `);
    await expect(page.getByText(MESSAGES.applications.noneMatching(`bil ${surname}zz`))).toBeVisible();
    await expect(row).toHaveCount(0);
    // The box takes no more than the server accepts: a long paste is cut, never refused.
    await search.fill(`${surname} ${'x'.repeat(SEARCH_MAX)}`);
    await expect(search).toHaveValue(`${surname} ${'x'.repeat(SEARCH_MAX)}`.slice(0, SEARCH_MAX));
    await expect(
      page.getByText(
        MESSAGES.applications.noneMatching(`${surname} ${'x'.repeat(SEARCH_MAX)}`.slice(0, SEARCH_MAX)),
      ),
    ).toBeVisible();
  });

  test('the list filters by status and pages between result pages', async ({ page, request }) => {
    // Eleven applicants of one surname: two pages of ten; one of them approved.
    const surname = `Paget${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;
    const created: Application[] = [];
    for (let i = 0; i < PAGE_SIZE.applications + 1; i += 1)
      created.push(await createApplication(request, { surname }));
    const approved = created[4] as Application;
    const res = await request.put(`${E2E.baseUrl}${APPLICATION_API.approve(approved._id)}`, {
      headers: { authorization: `Bearer ${await apiToken(request)}` },
    });
    expect(res.status()).toBe(200);
    const rows = page.getByRole('row', { name: new RegExp(surname, 'i') });
    const approvedRow = page.getByRole('row', { name: new RegExp(approved.passport) });

    await signIn(page);
    await page.goto(ROUTES.applications);
    await page.getByLabel(LABELS.applications.searchLabel).fill(surname);
    await expect(page.getByText(LABELS.applications.resultCount(11))).toBeVisible();
    await expect(page.getByText(LABELS.common.pageOf(1, 2))).toBeVisible();
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: LABELS.common.next, exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(LABELS.common.pageOf(2, 2))).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('button', { name: LABELS.common.next, exact: true })).toBeDisabled();
    await page.getByRole('button', { name: LABELS.common.prev }).click();
    await expect(page.getByText(LABELS.common.pageOf(1, 2))).toBeVisible();

    const status = page.getByLabel(LABELS.applications.statusFilter);
    await status.selectOption('approved');
    await expect(page.getByText(LABELS.applications.resultCount(1))).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(approvedRow).toBeVisible();
    await status.selectOption('pending');
    await expect(page.getByText(LABELS.applications.resultCount(10))).toBeVisible();
    await expect(page.getByText(LABELS.common.pageOf(1, 1))).toBeVisible();
    await expect(rows).toHaveCount(10);
    await expect(approvedRow).toHaveCount(0);
    await status.selectOption('rejected');
    await expect(page.getByText(MESSAGES.applications.noneMatching(surname))).toBeVisible();
    // The filter lives in the address: a reload keeps it.
    await status.selectOption('approved');
    await expect(page).toHaveURL(/status=approved/);
    await page.reload();
    await expect(approvedRow).toBeVisible();
    await expect(rows).toHaveCount(1);
  });

  test('Edit clicked while the search is settling opens the form', async ({ page, request }) => {
    const target = await createApplication(request);
    await signIn(page);
    await page.goto(`${ROUTES.applications}?search=${target.passport}`);
    const form = await holdChunk(page, 'edit-application-page');
    await page.getByLabel(LABELS.applications.searchLabel).fill(target.passport.slice(0, -1));
    const row = page.getByRole('row', { name: new RegExp(target.passport) });
    await row.getByRole('link', { name: /^Edit / }).click();
    // the search settles (300 ms) while the form's script is held back
    await form.releaseAfter(800);
    await expect(page.getByRole('heading', { name: LABELS.applicationForm.editTitle })).toBeVisible();
    await expect(page.getByLabel(F.passport)).toHaveValue(target.passport);
  });

  test('searching from page 3 lands on page 1 of the results', async ({ page, request }) => {
    for (let i = 0; i < 3; i += 1) await createApplication(request);
    const target = await createApplication(request, { surname: 'Quasimodo' });
    await signIn(page);
    await page.goto(`${ROUTES.applications}?page=3`);
    await page.getByLabel(LABELS.applications.searchLabel).fill('Quasimodo');
    await expect(page.getByRole('row', { name: new RegExp(target.passport) })).toBeVisible();
    await expect(page.getByText(LABELS.common.pageOf(1, 1))).toBeVisible();
  });
});
