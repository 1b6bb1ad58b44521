import { screen, waitFor, within } from '@testing-library/react';
import { APPLICATION_API, CATALOGUE_API, DEFAULT_SETTINGS, LABELS, MESSAGES } from '@visadesk/contract/plain';
import { type SmtpCapture, startSmtpCapture } from '@visadesk/test-harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addApplication } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ApplicationViewPage } from '../applications/application-view-page';
import { OutboxPage } from '../outbox/outbox-page';
import { SettingsPage } from './settings-page';

const M = LABELS.settings.mail;
const S = LABELS.settings.mailServer;
const O = LABELS.outbox;
const V = LABELS.applicationView;

// The mail server is the whole API server's, and the component tests share one: every screen
// that sets it or depends on it is in this file, in order (none set, then set and working).
let token: string;
let smtp: SmtpCapture;
let isSmtpOpen = false;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  isSmtpOpen = true;
});
async function closeSmtp() {
  if (isSmtpOpen) await smtp.close();
  isSmtpOpen = false;
}
afterAll(async () => {
  await closeSmtp();
  await statusMails(false);
});
beforeEach(async () => {
  token = await signInAsAdmin();
});

const api = (url: string, init: RequestInit = {}) =>
  fetch(url, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      authorization: `Bearer ${token}`,
    },
  });
async function statusMails(on: boolean) {
  const { updatedAt: _, ...settings } = await (await fetch(CATALOGUE_API.settings.get)).json();
  const res = await api(CATALOGUE_API.settings.update, {
    method: 'PUT',
    body: JSON.stringify({ ...settings, mail: { ...settings.mail, statusMailsEnabled: on } }),
  });
  return res.status;
}

describe('mail, before a mail server is set', () => {
  it('keeps the status mails and code switches off and says what to do; no test mail without a server', async () => {
    renderScreen('/setting', <SettingsPage />);
    const statusSwitch = await screen.findByLabelText(M.statusMailsEnabled);
    await waitFor(() => expect((statusSwitch as HTMLInputElement).disabled).toBe(true));
    expect((statusSwitch as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(M.statusMailsUnavailable)).toBeTruthy();
    expect(statusSwitch.getAttribute('aria-describedby')).toBe('settings-mail-enabled-hint');
    expect((screen.getByLabelText(M.documentCodeRequired) as HTMLInputElement).disabled).toBe(true);
    const region = screen.getByRole('region', { name: S.section });
    expect(within(region).getByTestId('mail-server-state').textContent).toBe(S.none);
    expect((within(region).getByRole('button', { name: M.sendTest }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(region).getByText(M.testNeedsSave)).toBeTruthy();
    // No words meant for an office manager name the server's environment variables.
    expect(document.body.textContent).not.toMatch(/SMTP_URL|MAIL_FROM|PUBLIC_URL/);
  });
});

describe('mail, with a mail server set in Settings', () => {
  it('saves the mail server with its checks, then a test mail that goes through makes mail work', async () => {
    const { user } = renderScreen('/setting', <SettingsPage />);
    const region = await screen.findByRole('region', { name: S.section });
    const host = await within(region).findByLabelText(S.host);
    await user.clear(host);
    await user.type(host, 'smtp example.com');
    await user.clear(within(region).getByLabelText(S.port));
    await user.type(within(region).getByLabelText(S.port), String(smtp.port));
    await user.selectOptions(within(region).getByLabelText(S.security), 'none');
    await user.type(within(region).getByLabelText(S.password), 'a password');
    await user.type(within(region).getByLabelText(S.fromAddress), 'desk@office.example');
    await user.click(within(region).getByRole('button', { name: S.save }));
    expect(await within(region).findByText(MESSAGES.mailServer.host)).toBeTruthy();
    expect(within(region).getByText(MESSAGES.mailServer.passwordWithoutUser)).toBeTruthy();

    await user.clear(host);
    await user.type(host, '127.0.0.1');
    await user.clear(within(region).getByLabelText(S.password));
    await user.click(within(region).getByRole('button', { name: S.save }));
    await waitFor(() =>
      expect(within(region).getByTestId('mail-server-state').textContent).toBe(S.notWorking),
    );

    // The test mail goes to the admin's own address unless told otherwise.
    const to = within(region).getByLabelText(M.testTo) as HTMLInputElement;
    expect(to.value).toBe('admin@components.test');
    await user.click(within(region).getByRole('button', { name: M.sendTest }));
    const answer = await within(region).findByRole('status');
    expect(answer.textContent).toMatch(/^Test mail accepted by the mail server: 250 /);
    expect(smtp.received.at(-1)?.to).toEqual(['admin@components.test']);
    expect(smtp.received.at(-1)?.from).toBe('desk@office.example');
    await waitFor(() =>
      expect(within(region).getByTestId('mail-server-state').textContent).toMatch(/^Mail works/),
    );
    await waitFor(() =>
      expect((screen.getByLabelText(M.statusMailsEnabled) as HTMLInputElement).disabled).toBe(false),
    );
    expect(screen.queryByText(M.statusMailsUnavailable)).toBeNull();
  });

  it('says in the Approve and Reject confirmations whether the applicant will be mailed, and where', async () => {
    const application = await addApplication();
    const email = String(application.email);
    for (const on of [false, true]) {
      expect(await statusMails(on)).toBe(200);
      const { user, unmount } = renderScreen(`/userView?id=${application._id}`, <ApplicationViewPage />);
      const changes = await screen.findByRole('group', { name: V.statusActions });
      for (const action of ['approve', 'reject'] as const) {
        await user.click(within(changes).getByRole('button', { name: V.actions[action] }));
        const dialog = await screen.findByRole('dialog');
        await waitFor(() =>
          expect(within(dialog).getByTestId('status-mail-note').textContent).toBe(
            on ? V.confirmStatusMail(email) : V.confirmStatusNoMail,
          ),
        );
        await user.click(within(dialog).getByRole('button', { name: LABELS.users.cancel }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
      }
      unmount();
    }
  });

  it('lets an admin read a waiting mail and cancel it, after which it shows as cancelled', async () => {
    expect(await statusMails(true)).toBe(200);
    // The mail server stops answering: the status mail waits for its next attempt.
    await closeSmtp();
    const application = await addApplication();
    const email = String(application.email);
    const approved = await api(APPLICATION_API.approve(String(application._id)), { method: 'PUT' });
    expect(approved.status).toBe(200);

    const { user } = renderScreen('/outbox', <OutboxPage />);
    const row = async () => (await screen.findByText(email)).closest('tr') as HTMLElement;
    await waitFor(async () => expect((await row()).textContent).toContain(O.attempts(1)), {
      timeout: 15_000,
    });
    expect((await row()).textContent).toContain(O.states.queued);
    await user.click(within(await row()).getByRole('button', { name: O.readFor(email) }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(email)).toBeTruthy();
    expect(within(dialog).getByTestId('mail-dialog-subject').textContent).toBe(
      DEFAULT_SETTINGS.mail.statusSubject.replace('{status}', 'Approved'),
    );
    expect(within(dialog).getByTestId('mail-dialog-body').textContent).toContain('Dear Nadia Rahman,');
    await user.click(within(dialog).getByRole('button', { name: O.mail.cancel }));
    await waitFor(() => expect(within(dialog).getByText(O.states.cancelled)).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: O.mail.cancel })).toBeNull();
    // The footer's Close (the header's × is named Close too).
    const closes = within(dialog).getAllByRole('button', { name: O.mail.close });
    await user.click(closes[closes.length - 1] as HTMLElement);
    await waitFor(async () => expect((await row()).textContent).toContain(O.states.cancelled));
  });
});
