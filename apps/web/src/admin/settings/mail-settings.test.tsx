import { screen } from '@testing-library/react';
import { LABELS, MAIL_PREVIEW_VALUES } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { SettingsPage } from './settings-page';

const L = LABELS.settings.mail;

beforeEach(async () => {
  await signInAsAdmin();
});

describe('the mail settings', () => {
  it('previews the status mail from the templates as they are typed', async () => {
    const { user } = renderScreen('/setting', <SettingsPage />);
    const subject = await screen.findByLabelText(L.statusSubject);
    await user.clear(subject);
    await user.type(subject, '{{siteName}: {{status} for {{name}');
    const body = screen.getByLabelText(L.statusBody);
    await user.clear(body);
    await user.type(body, 'Hello {{name}, <b>see</b> {{enquiryUrl}');
    const siteName = (screen.getByLabelText(LABELS.settings.fields.siteName) as HTMLInputElement).value;
    const { name, status } = MAIL_PREVIEW_VALUES;
    expect(screen.getByTestId('mail-preview-subject').textContent).toBe(`${siteName}: ${status} for ${name}`);
    expect(screen.getByTestId('mail-preview-body').textContent).toBe(
      `Hello ${name}, <b>see</b> ${window.location.origin}/enquiry`,
    );
  });

  it('previews the passport reminder, off by default, with its expiry date in words', async () => {
    renderScreen('/setting', <SettingsPage />);
    const enabled = (await screen.findByLabelText(L.reminderMailsEnabled)) as HTMLInputElement;
    expect(enabled.checked).toBe(false);
    expect((screen.getByLabelText(L.reminderDays) as HTMLInputElement).value).toBe('90');
    const { name, passportExpiry } = MAIL_PREVIEW_VALUES;
    expect(screen.getByTestId('reminder-preview-subject').textContent).toBe(
      `Your passport expires on ${passportExpiry}`,
    );
    expect(screen.getByTestId('reminder-preview-body').textContent).toContain(`Dear ${name},`);
  });
});
