import { screen } from '@testing-library/react';
import { LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { SettingsPage } from './settings-page';

beforeEach(async () => {
  await signInAsAdmin();
});

describe('the settings screen on a server without a public address', () => {
  it('warns that links and printout stamps point to an address only the server opens', async () => {
    renderScreen('/setting', <SettingsPage />);
    // The components' API server runs on 127.0.0.1 with no public address of its own.
    const warning = await screen.findByText(/opens only on the server's own computer/);
    expect(warning.textContent).toMatch(
      /^Links in applicants' mails .* point to http:\/\/127\.0\.0\.1:\d+, /,
    );
    expect(warning.textContent).not.toMatch(/PUBLIC_URL|[A-Z]+_[A-Z]+/);
    expect(LABELS.settings.localOnlyAddress('x')).toContain('public address');
  });
});
