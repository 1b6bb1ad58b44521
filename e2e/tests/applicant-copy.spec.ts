import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { createApplication, fixture } from '../support/applications.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;
const pathOf = (url: string | null) => (url ? new URL(url, 'http://x').pathname : null);

test.describe('applicant copy', () => {
  test('opened from the list it shows the record; on paper only its 3 uploaded page scans, one a page', async ({
    page,
    request,
  }) => {
    const created = await createApplication(
      request,
      { surname: 'Okonkwo', dob: '1984-03-30', birthCity: 'Enugu', currentN: 'NG', issuedCountry: 'GH' },
      { file2: 'work-permit.jpg', file9: 'visa.png', file12: 'work-permit.jpg' },
    );
    await signIn(page);
    await page.goto(ROUTES.applications);
    await page.getByLabel(LABELS.applications.searchLabel).fill(created.passport);
    const row = page.getByRole('row', { name: new RegExp(created.passport) });
    await row.getByRole('link', { name: /^View / }).click();
    await expect(page).toHaveURL(`${ROUTES.userView}?id=${created._id}`);
    await expect(page.getByRole('heading', { name: V.title('Pending'), level: 1 })).toBeVisible();

    // Every label of sections A to D with this record's value, as typed at creation.
    const copy = page.locator('.applicant-copy');
    const terms = await copy.getByRole('term').allTextContents();
    const values = await copy.getByRole('definition').allTextContents();
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      [F.surname]: 'Okonkwo',
      [F.givenN]: created.givenN,
      [F.sex]: 'Female',
      [F.dob]: '30 Mar 1984',
      [F.birthCity]: 'Enugu',
      [F.currentN]: 'Nigeria',
      [F.identification]: 'Birthmark on the left wrist',
      [F.nationalId]: created.nationalId,
      [F.company]: 'Maple Ridge Construction',
      [F.dutyDuration]: '2 years',
      [F.jobTitle]: 'Electrician',
      // Kept as text; a plain amount (from before salaries had a currency) is shown grouped.
      [F.salary]: '3,800',
      [F.passport]: created.passport,
      [F.issuedCountry]: 'Ghana',
      // The deadlines: none recorded at creation.
      [V.passportExpiry]: V.noDate,
      [V.visaExpiry]: V.noDate,
      [V.permitExpiry]: V.noDate,
      [V.status]: 'Pending',
      [V.collectDate]: LABELS.common.noValue,
      [V.approveDate]: LABELS.common.noValue,
      [F.phone]: '15145550123',
      [F.email]: created.email,
      [F.language]: 'English',
      [V.createdBy]: 'Administrator',
    });
    // On screen all 12 slots: three with their document, nine empty.
    const slots = page.getByRole('region', { name: V.documents });
    await expect(slots.getByRole('button', { name: /^View / })).toHaveCount(3);
    await expect(slots.getByText(MESSAGES.applications.noImage)).toHaveCount(9);
    await expectAccessible(page);

    // A file chosen but not uploaded is not the applicant's document: it never reaches paper.
    await page.getByLabel(V.chooseDocument('Visa Form'), { exact: true }).setInputFiles(fixture('visa.png'));
    await page
      .getByLabel(V.replaceDocument('Visa'), { exact: true })
      .setInputFiles(fixture('work-permit.jpg'));
    await expect(page.getByRole('img', { name: V.newDocumentAlt('Visa Form') })).toBeVisible();
    await expect(page.getByRole('button', { name: V.uploadDocuments(2) })).toBeVisible();

    // Print loads the documents' print copies, then opens the browser's print (stubbed here).
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: V.print }).click();
    await expect(page.locator('body[data-printed]')).toHaveCount(1, { timeout: 20_000 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: V.sections.contact })).toBeVisible();
    // The upload slots stay off paper: no empty slot, no chosen file, no controls.
    await expect(page.getByRole('button', { name: V.uploadDocuments(2) })).toBeHidden();
    await expect(page.getByText(MESSAGES.applications.noImage).first()).toBeHidden();
    await expect(page.getByRole('img', { name: V.newDocumentAlt('Visa Form') })).toBeHidden();
    await expect(page.getByRole('button', { name: V.print })).toBeHidden();
    // One "Documents" left, the printed one.
    await expect(page.getByRole('region', { name: V.documents })).toHaveCount(1);
    const printed = page.getByRole('region', { name: V.documents });
    const documents = printed.getByRole('listitem');
    await expect(documents).toHaveCount(3);
    expect(await printed.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Job Letter 2',
      'Visa',
      'Air Tickets',
    ]);
    // The uploaded files' print copies, whatever was chosen since.
    const sources = await printed
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(sources.map(pathOf)).toEqual(
      [created.file2, created.file9, created.file12].map((url) => `${pathOf(url)}-l`),
    );
    const width = await printed.getByRole('list').evaluate((list) => list.clientWidth);
    for (const document of await documents.all()) {
      expect(await document.evaluate((li) => getComputedStyle(li).breakBefore)).toBe('page');
      expect(await document.evaluate((li) => li.getBoundingClientRect().width)).toBe(width);
      await expect
        .poll(() => document.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.screenshot({ path: test.info().outputPath('applicant-copy-print.png'), fullPage: true });
    // Headless Chromium's PDF: the copy on one page, then a page for each document, each a page scan
    // (600x800); two to a page for photos of documents (document-sizes.spec.ts).
    const pdf = (
      await page.pdf({ format: 'A4', path: test.info().outputPath('applicant-copy.pdf') })
    ).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1 + 3);
  });
});
