import {
  APPLICATION_API,
  CATALOGUE_API,
  ENQUIRY_LABELS,
  LABELS,
  ROUTES,
  VERIFY_LABELS,
} from '@visadesk/contract';
import { sendEnquiry } from '../support/enquiry.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { useOwnServerWithMail } from '../support/own-server.ts';
import { scanQrCode } from '../support/qr-scan.ts';
import { serverApi } from '../support/server-api.ts';

const V = ENQUIRY_LABELS.viewOne;
const C = ENQUIRY_LABELS.documentCode;
const P = VERIFY_LABELS.printout;
const W = VERIFY_LABELS.verify;

// A server of its own sending to a real SMTP server in this process: the code is read from the
// mail as the applicant would read it, and the setting stays off on the shared server.
const server = useOwnServerWithMail('documentCode');

// Three device pixels a CSS pixel, so the printed QR code has whole pixels per module.
test.use({ deviceScaleFactor: 3 });

test('with the code setting on, the applicant sees the status, then the documents after the mailed code, prints them and the printout verifies until the status changes', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The wrong code below is refused on purpose.
  consoleErrors.refusal(400, APPLICATION_API.documentCodeCheck);
  // An admin turns the setting on in Settings.
  await signIn(page);
  await page.goto(ROUTES.settings);
  const codeSwitch = page.getByLabel(LABELS.settings.mail.documentCodeRequired);
  // A loaded machine can take a while to answer the settings of a server just started.
  await expect(codeSwitch).not.toBeChecked({ timeout: 20_000 });
  await codeSwitch.check();
  await page.getByRole('button', { name: LABELS.settings.save }).click();
  const isSavedOn = async () =>
    (await (await request.get(`${server.baseUrl}${CATALOGUE_API.settings.get}`)).json()).mail
      .documentCodeRequired;
  await expect.poll(isSavedOn).toBe(true);

  const api = await serverApi(request, server.baseUrl);
  const created = await api.createApplication(
    { dob: '1979-11-03', email: `code-${Date.now()}@e2e.test` },
    { file9: 'visa.png', file11: 'work-permit.jpg' },
  );

  // The enquiry: the status as always, the documents behind a code.
  await sendEnquiry(page, { passport: created.passport, nationality: 'CA', dob: '1979-11-03' });
  await expect(page).toHaveURL(ROUTES.viewOne);
  await expect(page.getByRole('heading', { name: V.statusHeading('Pending') })).toBeVisible();
  const masked = `${created.email[0]}***@e2e.test`;
  await expect(page.getByText(C.willSendTo(masked))).toBeVisible();
  await expect(page.getByRole('link', { name: V.openDocument('Visa') })).toHaveCount(0);
  await expect(
    page.getByRole('img', { name: V.photoAlt(`${created.givenN} ${created.surname}`) }),
  ).toHaveCount(0);
  await expectAccessible(page);
  // On paper while locked: no documents heading over nothing.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: V.documents })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('heading', { name: V.documents })).toBeVisible();

  await page.getByRole('button', { name: C.send }).click();
  await expect(page.getByRole('status').filter({ hasText: C.sent(masked, 10) })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('code-step-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('code-step-1280.png'), fullPage: true });

  // The code, from the mail the applicant received.
  await expect.poll(() => server.mailsTo(created.email).length).toBe(1);
  const [mail] = server.mailsTo(created.email);
  const code = mail?.parsed.text?.match(/Your code is: (\d{6})/)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  expect(mail?.parsed.subject).toBe(`VisaDesk: your code to see your documents`);

  // A wrong code is refused and counted; the right one opens the documents.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel(C.code).fill(wrong);
  await page.getByRole('button', { name: C.check }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is not right. 4 tries left.');
  await page.getByLabel(C.code).fill(code);
  await page.getByRole('button', { name: C.check }).click();
  const visa = page.getByRole('link', { name: V.openDocument('Visa') });
  await expect(visa).toBeVisible();
  await expect(page.getByRole('link', { name: V.openDocument('Work Permit') })).toBeVisible();
  const photo = page.getByRole('img', { name: V.photoAlt(`${created.givenN} ${created.surname}`) });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('documents-opened.png'), fullPage: true });

  // The documents open (view-one), and stay after a reload of the result.
  const [opened] = await Promise.all([page.waitForEvent('popup'), visa.click()]);
  await expect.poll(async () => (await opened.evaluate(() => document.contentType)) ?? '').toBe('image/png');
  await opened.close();
  await page.reload();
  await expect(visa).toBeVisible();

  // On paper: the stamp and the documents; the QR code, scanned, opens the verification page.
  await page.emulateMedia({ media: 'print' });
  const stamp = page.getByRole('region', { name: P.heading });
  await expect(stamp).toBeVisible();
  await expect(visa).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('printed.png'), fullPage: true });
  const scanned = await scanQrCode(stamp.getByRole('img', { name: P.qrAlt }));
  await page.emulateMedia({ media: 'screen' });
  expect(scanned).toMatch(new RegExp(`^${server.baseUrl}/verify/[A-Za-z0-9_-]{36}$`));

  const phone = await page.context().newPage();
  await phone.goto(scanned ?? '');
  await expect(phone.getByRole('heading', { name: W.current })).toBeVisible();

  // The office approves: the same printout is now superseded.
  await api.setStatus(created._id, 'approve');
  await phone.reload();
  await expect(phone.getByRole('heading', { name: W.superseded })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('verify-superseded.png'), fullPage: true });

  // In the outbox the code's mail reads as sealed: its code is shown nowhere.
  await page.goto(ROUTES.outbox);
  const row = page.getByRole('row').filter({ hasText: LABELS.outbox.kinds.code });
  await row.getByRole('button', { name: LABELS.outbox.readFor(created.email) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(LABELS.outbox.mail.sealed)).toBeVisible();
  expect(await dialog.textContent()).not.toContain(code);
});
