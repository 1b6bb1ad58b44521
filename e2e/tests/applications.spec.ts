import { APPLICATION_API, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { applicant, createApplication, createCatalogueRecord, fixture } from '../support/applications.ts';
import { createUser, expect, expectAccessible, holdChunk, signIn, test } from '../support/fixtures.ts';

const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;

test.describe('applications', () => {
  test('add an application with a photo, then edit it with every field prefilled', async ({
    page,
    request,
  }) => {
    // Company and salary are chosen from the catalogue.
    const a = applicant();
    await createCatalogueRecord(request, 'companies', `${a.company} ${a.nationalId.slice(-4)}`);
    await createCatalogueRecord(request, 'salaries', `${3000 + Math.floor(Math.random() * 5000)}`).catch(
      () => undefined,
    );
    const company = `${a.company} ${a.nationalId.slice(-4)}`;
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

    await page.getByLabel(F.surname).fill(a.surname);
    await page.getByLabel(F.givenN).fill(a.givenN);
    await page.getByLabel(F.sex).selectOption(a.sex);
    await page.getByLabel(F.dob).fill(a.dob);
    await page.getByLabel(F.birthCity).fill(a.birthCity);
    await page.getByLabel(F.currentN).selectOption(a.currentN);
    await page.getByLabel(F.identification).fill(a.identification);
    await page.getByLabel(F.nationalId).fill(a.nationalId);
    await page.getByLabel(F.company).selectOption(company);
    await page.getByLabel(F.dutyDuration).fill(a.dutyDuration);
    await page.getByLabel(F.jobTitle).selectOption(a.jobTitle);
    await page.getByLabel(F.salary).selectOption({ index: 1 });
    await page.getByLabel(F.passport).fill(a.passport);
    await page.getByLabel(F.issuedCountry).selectOption(a.issuedCountry);
    await page.getByLabel(F.phone).fill(a.phone);
    await page.getByLabel(F.email).fill(a.email);
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
    await expect(page.getByLabel(F.dob)).toHaveValue(a.dob);
    await expect(page.getByLabel(F.currentN)).toHaveValue('CA');
    await expect(page.getByLabel(F.email)).toHaveValue(a.email);
    await expectAccessible(page);
    await page.getByLabel(F.birthCity).fill('Montreal');
    await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();
    await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
    await expect(page.getByText('Montreal')).toBeVisible();

    // A reload of the edit screen keeps working through ?id=.
    const id = page.url().split('/').pop() as string;
    await page.goto(`${ROUTES.editApplication}?id=${id}`);
    await expect(page.getByLabel(F.dob)).toHaveValue(a.dob);
  });

  test('a duplicate passport is refused with the spec message at the field', async ({ page, request }) => {
    const existing = await createApplication(request);
    await signIn(page);
    await page.goto(`${ROUTES.editApplication}?id=${(await createApplication(request))._id}`);
    await page.getByLabel(F.passport).fill(existing.passport);
    await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();
    await expect(page.getByText(MESSAGES.applications.duplicatePassport).first()).toBeVisible();
  });

  test('upload documents with progress; a later upload keeps the earlier ones', async ({ page, request }) => {
    const created = await createApplication(request);
    await signIn(page);
    await page.goto(`/updateApplicationView/${created._id}`);
    await page.getByLabel(V.chooseDocument('Visa'), { exact: true }).setInputFiles(fixture('visa.png'));
    await expect(page.getByRole('img', { name: V.newDocumentAlt('Visa') })).toBeVisible();
    // Hold the answer so the progress bar can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${APPLICATION_API.documents(created._id)}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    release();
    await expect(
      page
        .getByRole('link', { name: V.viewDocument('Visa') })
        .or(page.getByRole('button', { name: V.viewDocument('Visa') })),
    ).toBeVisible();
    await page.unroute(`**${APPLICATION_API.documents(created._id)}`);

    await page
      .getByLabel(V.chooseDocument('Work Permit'), { exact: true })
      .setInputFiles(fixture('work-permit.jpg'));
    await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
    await expect(
      page
        .getByRole('link', { name: V.viewDocument('Work Permit') })
        .or(page.getByRole('button', { name: V.viewDocument('Work Permit') })),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Visa', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Work Permit', exact: true })).toBeVisible();
  });

  test('a disguised file is refused', async ({ page, request }) => {
    const created = await createApplication(request);
    await signIn(page);
    await page.goto(`/updateApplicationView/${created._id}`);
    // Its name and type say PNG; its bytes say otherwise, and the server decides by the bytes.
    await page
      .getByLabel(V.chooseDocument('Visa Form'), { exact: true })
      .setInputFiles(fixture('not-an-image.png'));
    await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
    await expect(page.getByText(MESSAGES.applications.invalidFileType).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(V.chooseDocument('Visa Form'), { exact: true })).toBeAttached();
  });

  test('an approver approves and sees the new status in place; staff have no status actions', async ({
    page,
    request,
  }) => {
    const created = await createApplication(request);
    const approver = await createUser(request, 'approver');
    await signIn(page, approver);
    await page.goto(`/updateApplicationView/${created._id}`);
    await expect(page.getByRole('heading', { name: V.title('Pending') })).toBeVisible();
    await page.getByRole('button', { name: V.actions.approve, exact: true }).click();
    await expect(page.getByRole('heading', { name: V.title('Approved') })).toBeVisible();
    await expect(page).toHaveURL(`/updateApplicationView/${created._id}`.replace(/^/, '') as string);
    await expect(
      page.getByRole('table', { name: V.history }).or(page.getByRole('region', { name: V.history })),
    ).toContainText(approver.name);

    const staff = await createUser(request, 'staff');
    const staffPage = await page.context().browser()?.newPage();
    if (!staffPage) throw new Error('no browser');
    await signIn(staffPage, staff);
    await staffPage.goto(`/updateApplicationView/${created._id}`);
    await expect(staffPage.getByRole('heading', { name: V.title('Approved') })).toBeVisible();
    await expect(staffPage.getByRole('button', { name: V.actions.approve, exact: true })).toHaveCount(0);
    await expect(staffPage.getByRole('button', { name: V.actions.reject, exact: true })).toHaveCount(0);
    await staffPage.close();
  });

  test('the list searches, filters, pages and deletes', async ({ page, request }) => {
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
    await expect(page.getByRole('button', { name: LABELS.common.next })).toBeDisabled();

    await page.getByLabel(LABELS.applications.searchLabel).fill('no-such-applicant-xyz');
    await expect(page.getByText(MESSAGES.applications.noneMatching('no-such-applicant-xyz'))).toBeVisible();
    await expect(page.getByText('Page 1 of 0')).toHaveCount(0);
    await expect(page.getByRole('button', { name: LABELS.common.next })).toBeDisabled();

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
