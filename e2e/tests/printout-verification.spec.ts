import { LABELS, localisedPath, ROUTES, VERIFY_LABELS } from '@visadesk/contract';
import { wordsFor } from '@visadesk/contract/catalogues';
import { createApplication } from '../support/applications.ts';
import { sendEnquiry } from '../support/enquiry.ts';
import { E2E } from '../support/env.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { scanQrCode } from '../support/qr-scan.ts';
import { serverApi } from '../support/server-api.ts';

const P = VERIFY_LABELS.printout;
const W = VERIFY_LABELS.verify;
const AR = wordsFor('ar').verify;
const LANGUAGE = wordsFor('en').switcher.label;

// Three device pixels a CSS pixel: the 28 mm code gets whole pixels per module, as a print would.
test.use({ deviceScaleFactor: 3 });

test.describe('verifiable printouts', () => {
  test('the printed enquiry result carries a QR code whose page says current, then superseded', async ({
    page,
    request,
  }) => {
    const created = await createApplication(request, { dob: '1986-05-17' }, { file9: 'visa.png' });
    await sendEnquiry(page, { passport: created.passport, nationality: 'CA', dob: '1986-05-17' });
    await expect(page).toHaveURL(ROUTES.viewOne);

    // On screen the stamp is not shown; on paper it is, near the header, with its address.
    const stamp = page.getByRole('region', { name: P.heading });
    await expect(stamp).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(stamp).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('enquiry-print.png') });
    const qr = stamp.getByRole('img', { name: P.qrAlt });
    await qr.screenshot({ path: test.info().outputPath('enquiry-qr.png') });
    const scanned = await scanQrCode(qr);
    expect(scanned).toMatch(new RegExp(`^${E2E.baseUrl}/verify/[A-Za-z0-9_-]{36}$`));
    await expect(stamp.getByText(scanned ?? '')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // What a phone opens: genuine and current, with the masked passport and the certified status.
    await page.goto(scanned ?? '');
    await expect(page.getByRole('heading', { name: W.current })).toBeVisible();
    const name = `${created.givenN} ${created.surname}`;
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText(`${created.passport.slice(0, 3)}`, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(created.passport)).toHaveCount(0);
    await expect(page.getByText('Pending')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('verify-current.png'), fullPage: true });

    // Offered in every language: in Arabic, right to left, the passport kept left to right.
    await page.getByRole('navigation', { name: LANGUAGE }).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(localisedPath('ar', new URL(scanned ?? '').pathname));
    await expect(page.getByRole('heading', { name: AR.current })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(wordsFor('ar').statuses.pending)).toBeVisible();
    await expect(page.locator('bdi[dir="ltr"]', { hasText: created.passport.slice(0, 3) })).toBeVisible();
    await expectAccessible(page);
    await page.goto(scanned ?? '');

    // The status changes: the same printout is now superseded, and says so plainly.
    await (await serverApi(request)).setStatus(created._id, 'approve');
    await page.reload();
    await expect(page.getByRole('heading', { name: W.superseded })).toBeVisible();
    await expect(page.getByText(W.supersededDetail)).toBeVisible();
    await expect(page.getByText('Approved')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('verify-superseded.png'), fullPage: true });

    // One character changed: not genuine, and nothing of the applicant shown.
    const token = (scanned ?? '').split('/').pop() ?? '';
    const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    await page.goto(`/verify/${tampered}`);
    await expect(page.getByRole('heading', { name: W.notGenuine })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('verify-not-genuine.png'), fullPage: true });
  });

  test("the applicant copy's printout follows the status changed on screen", async ({ page, request }) => {
    const created = await createApplication(request, { surname: 'Haddad' });
    await signIn(page);
    await page.goto(`${ROUTES.userView}?id=${created._id}`);
    await expect(page.getByRole('heading', { name: LABELS.applicationView.title('Pending') })).toBeVisible();

    const stamp = page.getByRole('region', { name: P.heading });
    await page.emulateMedia({ media: 'print' });
    const printedPending = await scanQrCode(stamp.getByRole('img', { name: P.qrAlt }));
    await page.screenshot({ path: test.info().outputPath('applicant-copy-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(printedPending).toMatch(new RegExp(`^${E2E.baseUrl}/verify/`));

    await page.getByRole('button', { name: LABELS.applicationView.actions.approve }).click();
    await page.getByRole('button', { name: LABELS.applicationView.confirmStatus.approve }).click();
    await expect(page.getByRole('heading', { name: LABELS.applicationView.title('Approved') })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const printedApproved = await scanQrCode(stamp.getByRole('img', { name: P.qrAlt }));
    await page.emulateMedia({ media: 'screen' });
    expect(printedApproved).not.toBe(printedPending);

    const check = await page.context().newPage();
    await check.goto(printedApproved ?? '');
    await expect(check.getByRole('heading', { name: W.current })).toBeVisible();
    await expect(check.getByText('Approved')).toBeVisible();
    await check.goto(printedPending ?? '');
    await expect(check.getByRole('heading', { name: W.superseded })).toBeVisible();
  });
});
