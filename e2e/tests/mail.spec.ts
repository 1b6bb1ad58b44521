import { CATALOGUE_API, LABELS, MAIL_PREVIEW_VALUES, ROUTES } from '@visadesk/contract';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { useOwnServerWithMail } from '../support/own-server.ts';
import { serverApi } from '../support/server-api.ts';

const M = LABELS.settings.mail;
const O = LABELS.outbox;

// A real SMTP server in the test process (the test harness's), and a server of its own sending
// to it: the shared server has no SMTP_URL (its mails wait in its outbox).
const server = useOwnServerWithMail('mail', { PUBLIC_URL: 'https://visas.example.org' });

test('an admin edits the status mail with its preview, sends a test mail and sees the outbox', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto(ROUTES.settings);
  // Exactly: the passport reminder's "Reminder subject" holds the word too.
  const subject = page.getByLabel(M.statusSubject, { exact: true });
  await subject.fill('{siteName}: your application is {status}');
  await expect(page.getByTestId('mail-preview-subject')).toHaveText(
    `VisaDesk: your application is ${MAIL_PREVIEW_VALUES.status}`,
  );
  await expect(page.getByTestId('mail-preview-body')).toContainText(`Dear ${MAIL_PREVIEW_VALUES.name},`);
  // Off by default; the server's configuration sets a mail server, so they can be turned on.
  await page.getByLabel(M.statusMailsEnabled).check();
  await page.getByRole('button', { name: LABELS.settings.save }).click();
  const savedSubject = async () =>
    (await (await request.get(`${server.baseUrl}${CATALOGUE_API.settings.get}`)).json()).mail.statusSubject;
  await expect.poll(savedSubject).toBe('{siteName}: your application is {status}');

  await page.getByLabel(M.testTo).fill('office@example.test');
  await page.getByRole('button', { name: M.sendTest }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Queued as test' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('group', { name: M.section }).screenshot({ path: 'test-results/mail-settings.png' });
  // Set by the server's configuration: shown in plain words, not edited here.
  await expect(page.getByTestId('mail-server-state')).toContainText("this server's own configuration");
  await expect(page.getByLabel(LABELS.settings.mailServer.host)).toHaveCount(0);

  const api = await serverApi(request, server.baseUrl);
  const application = await api.createApplication({ givenN: 'Mailed', surname: 'Applicant' });
  await api.setStatus(application._id, 'approve');
  await expect.poll(() => server.mailsTo(application.email).length).toBe(1);
  const mail = server.mailsTo(application.email)[0]?.raw ?? '';
  expect(mail).toContain('Subject: VisaDesk: your application is Approved');
  expect(mail).toContain('https://visas.example.org/enquiry');

  await page.getByRole('link', { name: LABELS.sidebar.outbox }).click();
  await expect(page.getByRole('heading', { name: O.title, level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: application.email });
  await expect(row.getByText(O.states.sent)).toBeVisible();
  await expect(row.getByText('Queued as test')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'office@example.test' })).toContainText(O.kinds.test);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/outbox.png', fullPage: true });

  // Resend: queued again and sent a second time.
  await row.getByRole('button', { name: O.resendFor(application.email) }).click();
  await expect.poll(() => server.mailsTo(application.email).length).toBe(2);
});
