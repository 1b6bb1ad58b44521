import { LABELS, PASSPORT_SCAN_MESSAGES, PASSPORT_SCAN_PATH, ROUTES } from '@visadesk/contract';
import { CLEAR_PHOTO, passportPhoto } from '@visadesk/test-harness';
import {
  applicant,
  createApplication,
  createCatalogueRecord,
  createSalary,
  fillApplicationForm,
  fixture,
} from '../support/applications.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const F = LABELS.applicationForm.fields;
const M = PASSPORT_SCAN_MESSAGES;

test.describe('passport scan', () => {
  test('scan a phone photo of the data page into the add form, check the marked fields and save', async ({
    page,
    request,
  }) => {
    test.slow();
    const a = applicant();
    // A passport number no other journey uses: letters and digits, at most nine.
    const number = `S${a.nationalId.slice(-8)}`.slice(0, 9);
    const photo = await passportPhoto(36, {
      conditions: CLEAR_PHOTO,
      holder: {
        surname: 'DELA CRUZ',
        givenNames: 'MARIA CLARA',
        passport: number,
        nationality: 'PHL',
        dob: '1988-07-21',
        sex: 'F',
        expiry: '2032-01-09',
      },
    });
    const company = `${a.company} ${a.nationalId.slice(-4)}`;
    await createCatalogueRecord(request, 'companies', company);
    const { name: salary } = await createSalary(request, {
      amount: String(100_000 + Math.floor(Math.random() * 900_000)),
      currency: 'PHP',
      period: 'month',
    });
    await signIn(page);
    await page.goto(ROUTES.addApplication);
    await expect(page.getByRole('heading', { name: LABELS.applicationForm.addTitle })).toBeVisible();

    await page
      .getByLabel(M.button)
      .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo.jpeg });
    await expect(page.getByText(M.filled(7))).toBeVisible({ timeout: 30_000 });
    const filled: [string, string][] = [
      [F.surname, 'DELA CRUZ'],
      [F.givenN, 'MARIA CLARA'],
      [F.sex, 'Female'],
      [F.dob, '1988-07-21'],
      [F.currentN, 'PH'],
      [F.passport, number],
      [F.passportExpiry, '2032-01-09'],
    ];
    for (const [label, value] of filled) {
      const field = page.getByLabel(label);
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAccessibleDescription(M.fromScan);
    }
    await expectAccessible(page);

    const { birthCity, identification, nationalId, dutyDuration, jobTitle, phone, email } = a;
    await fillApplicationForm(page, {
      birthCity,
      identification,
      nationalId,
      company,
      dutyDuration,
      jobTitle,
      salary,
      issuedCountry: 'PH',
      phone,
      email,
    });
    await page.getByLabel(F.photo).setInputFiles(fixture('photo.jpg'));
    await page.getByRole('button', { name: LABELS.applicationForm.submitAdd }).click();

    await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
    await expect(page.getByText(number).first()).toBeVisible();
    await expect(page.getByText('DELA CRUZ').first()).toBeVisible();
  });

  test('scan a renewed passport into the edit form: the new number and expiry replace the old', async ({
    page,
    request,
  }) => {
    test.slow();
    const created = await createApplication(request, { sex: 'Female', dob: '1991-03-14' });
    const number = `R${created.nationalId.slice(-8)}`.slice(0, 9);
    const photo = await passportPhoto(37, {
      conditions: CLEAR_PHOTO,
      holder: {
        surname: 'TREMBLAY',
        givenNames: 'MARIE',
        passport: number,
        nationality: 'CAN',
        dob: '1991-03-14',
        sex: 'F',
        expiry: '2036-03-13',
      },
    });
    await signIn(page);
    await page.goto(`${ROUTES.editApplication}?id=${created._id}`);
    await expect(page.getByLabel(F.passport)).toHaveValue(created.passport);
    await page
      .getByLabel(M.button)
      .setInputFiles({ name: 'renewed.jpg', mimeType: 'image/jpeg', buffer: photo.jpeg });
    await expect(page.getByText(M.filled(7))).toBeVisible({ timeout: 30_000 });
    for (const [label, value] of [
      [F.passport, number],
      [F.passportExpiry, '2036-03-13'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveValue(value);
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(M.fromScan);
    }
    // What the scan did not change stays as it was.
    await expect(page.getByLabel(F.birthCity)).toHaveValue(created.birthCity);
    await page.getByRole('button', { name: LABELS.applicationForm.submitEdit }).click();
    await expect(page).toHaveURL(new RegExp(`/updateApplicationView/${created._id}`));
    await expect(page.getByText(number).first()).toBeVisible();
  });

  test('a photo without a zone says so, and fills nothing', async ({ page, consoleErrors }) => {
    consoleErrors.refusal(400, PASSPORT_SCAN_PATH);
    await signIn(page);
    await page.goto(ROUTES.addApplication);
    await page.getByLabel(M.button).setInputFiles(fixture('photo.jpg'));
    await expect(page.getByRole('alert').filter({ hasText: M.noZone })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(F.surname)).toHaveValue('');
  });
});
