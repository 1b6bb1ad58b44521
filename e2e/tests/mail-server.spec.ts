import { CATALOGUE_API, LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { type SmtpCapture, startSmtpCapture } from '@visadesk/test-harness';
import { E2E } from '../support/env.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { serverApi } from '../support/server-api.ts';

const M = LABELS.settings.mail;
const S = LABELS.settings.mailServer;
const V = LABELS.applicationView;
const PASSWORD = 'e2e mail password';

// A server of its own with no mail server in its configuration: the office sets one in Settings.
// The mail server is a real SMTP server in the test process that asks for a user name and password.
const server = useOwnServer('mailServer');
let smtp: SmtpCapture | undefined;
test.beforeAll(async () => {
  smtp = await startSmtpCapture(0, { auth: { user: 'office', pass: PASSWORD } });
});
test.afterAll(() => smtp?.close());

test('an admin sets the mail server in Settings, checks it with a test mail, turns status mails on, and the Approve dialog says the applicant will be mailed', async ({
  page,
  request,
}) => {
  const capture = smtp as SmtpCapture;
  await signIn(page);
  await page.goto(ROUTES.settings);
  const statusSwitch = page.getByLabel(M.statusMailsEnabled);
  await expect(statusSwitch).toBeDisabled();
  await expect(page.getByText(M.statusMailsUnavailable)).toBeVisible();

  const card = page.getByRole('region', { name: S.section });
  await card.getByLabel(S.host).fill('127.0.0.1');
  await card.getByLabel(S.port).fill(String(capture.port));
  await card.getByLabel(S.security).selectOption('none');
  await card.getByLabel(S.user).fill('office');
  await card.getByLabel(S.password, { exact: true }).fill('not the password');
  await card.getByLabel(S.fromAddress).fill('desk@office.example');
  await card.getByRole('button', { name: S.save }).click();
  await expect(card.getByTestId('mail-server-state')).toHaveText(S.notWorking);

  // A refused sign-in, said in plain words.
  await card.getByRole('button', { name: M.sendTest }).click();
  await expect(card.getByRole('status')).toContainText(`Test mail not sent: ${MESSAGES.mail.why.signIn}`);
  await expect(statusSwitch).toBeDisabled();

  await card.getByLabel(S.password, { exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: S.save }).click();
  await expect(card.getByText(S.passwordSaved)).toBeVisible();
  await expect(card.getByLabel(S.password, { exact: true })).toHaveValue('');
  await card.getByRole('button', { name: M.sendTest }).click();
  await expect(card.getByRole('status')).toContainText('Test mail accepted by the mail server: 250');
  await expect(card.getByTestId('mail-server-state')).toContainText('Mail works');
  expect(capture.received.at(-1)?.to).toEqual([E2E.admin.email]);
  await expectAccessible(page);
  await card.screenshot({ path: 'test-results/mail-server-settings.png' });
  // The password is nowhere in the page nor in what the API answers.
  expect(await page.content()).not.toContain(PASSWORD);

  await expect(statusSwitch).toBeEnabled();
  await statusSwitch.check();
  await page.getByRole('button', { name: LABELS.settings.save }).click();
  await expect
    .poll(
      async () => (await (await request.get(`${server.baseUrl}${CATALOGUE_API.settings.get}`)).json()).mail,
    )
    .toMatchObject({ statusMailsEnabled: true });

  const api = await serverApi(request, server.baseUrl);
  const application = await api.createApplication({ givenN: 'Mailed', surname: 'Applicant' });
  await page.goto(`${ROUTES.userView}?id=${application._id}`);
  await page.getByRole('button', { name: V.actions.approve }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('status-mail-note')).toHaveText(V.confirmStatusMail(application.email));
  await dialog.screenshot({ path: 'test-results/approve-dialog-mail.png' });
  await dialog.getByRole('button', { name: V.confirmStatus.approve }).click();
  await expect
    .poll(() => capture.received.filter((mail) => mail.to.includes(application.email)).length)
    .toBe(1);
  const mail = capture.received.find((received) => received.to.includes(application.email));
  expect(mail?.from).toBe('desk@office.example');
  expect(mail?.parsed.subject).toBe('Your visa application is now Approved');
});
