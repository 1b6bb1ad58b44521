import {
  API,
  CATALOGUE_API,
  INVITATION_LABELS,
  INVITATION_MESSAGES,
  LABELS,
  MAIL_PREVIEW_VALUES,
  PUBLIC_LABELS,
  ROUTES,
} from '@visadesk/contract';
import { E2E } from '../support/env.ts';
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

const I = INVITATION_LABELS;

test('an invited user chooses their password from the mailed link; a given one is changed at first sign-in', async ({
  page,
  browser,
  request,
}) => {
  const email = `invited-${Date.now()}@example.test`;
  await signIn(page);
  await page.goto(ROUTES.users);
  await page.getByRole('link', { name: I.admin.inviteButton }).click();
  await page.getByLabel(LABELS.users.name).fill('Ines Invited');
  await page.getByLabel(LABELS.users.email).fill(email);
  await page.getByRole('button', { name: I.admin.invite }).click();
  await expect(page.getByText(INVITATION_MESSAGES.invited(email))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Ines Invited' });
  await expect(row.getByText(I.admin.invited, { exact: true })).toBeVisible();
  await expect(row).toContainText(LABELS.users.lastSignIn(LABELS.users.never));
  await page.screenshot({ path: 'test-results/invited-user.png' });

  // The mail's link, opened in a browser of the invitee's own, on this server.
  await expect.poll(() => server.mailsTo(email).length).toBe(1);
  const link = server
    .mailsTo(email)[0]
    ?.parsed.text?.match(/https:\/\/visas\.example\.org(\/invitation#[\w-]+)/)?.[1];
  expect(link).toBeDefined();
  const inviteeBrowser = await browser.newContext({ baseURL: server.baseUrl });
  const invitee = await inviteeBrowser.newPage();
  await invitee.goto(link ?? '');
  await expect(invitee.getByRole('heading', { name: I.invitation.welcome('Ines Invited') })).toBeVisible();
  await invitee.getByRole('textbox', { name: I.password, exact: true }).fill('a phrase of my own');
  await invitee.getByLabel(I.confirmPassword).fill('a phrase of my owm');
  await invitee.getByRole('button', { name: I.submit }).click();
  await expect(invitee.getByRole('alert')).toHaveText(INVITATION_MESSAGES.passwordsMismatch);
  await expectAccessible(invitee);
  await invitee.screenshot({ path: 'test-results/invitation-page.png' });
  await invitee.getByLabel(I.confirmPassword).fill('a phrase of my own');
  await invitee.getByRole('button', { name: I.submit }).click();
  await expect(invitee).toHaveURL(ROUTES.dashboard);
  // Used once: the link now says so.
  await invitee.goto(link ?? '');
  await expect(invitee.getByRole('alert')).toHaveText(INVITATION_MESSAGES.invitationEnded);
  await invitee.getByRole('link', { name: I.invitation.signIn }).click();
  await expect(invitee).toHaveURL(ROUTES.login);
  await inviteeBrowser.close();

  // An admin chose this one: the first sign-in asks for the user's own before anything else.
  const given = { email: `given-${Date.now()}@example.test`, password: 'given-by-the-admin' };
  const login = await request.post(`${server.baseUrl}${API.users.login}`, { data: E2E.admin });
  const created = await request.post(`${server.baseUrl}${API.users.create}`, {
    data: { name: 'Gina Given', ...given, role: 'staff' },
    headers: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` },
  });
  expect(created.status()).toBe(201);
  const userBrowser = await browser.newContext({ baseURL: server.baseUrl });
  const user = await userBrowser.newPage();
  await user.goto(ROUTES.login);
  await user.getByLabel(PUBLIC_LABELS.auth.email).fill(given.email);
  await user.getByLabel(PUBLIC_LABELS.auth.password).fill(given.password);
  await user.getByRole('button', { name: PUBLIC_LABELS.auth.submit, exact: true }).click();
  await expect(user.getByRole('heading', { name: I.change.title })).toBeVisible();
  await user.getByRole('textbox', { name: I.password, exact: true }).fill(given.password);
  await user.getByLabel(I.confirmPassword).fill(given.password);
  await user.getByRole('button', { name: I.submit }).click();
  await expect(user.getByRole('alert')).toHaveText(INVITATION_MESSAGES.samePassword);
  await user.getByRole('textbox', { name: I.password, exact: true }).fill('my own phrase now');
  await user.getByLabel(I.confirmPassword).fill('my own phrase now');
  await user.getByRole('button', { name: I.submit }).click();
  await expect(user).toHaveURL(ROUTES.dashboard);
  await userBrowser.close();
});
