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
});
