import { screen, waitFor } from '@testing-library/react';
import { LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ProfilePage } from './profile-page';

beforeEach(async () => {
  await signInAsAdmin();
});

describe('the daily digest switch', () => {
  it('saves the subscription as it is flipped, and shows it saved after a reload', async () => {
    const { user, unmount } = renderScreen('/profile', <ProfilePage />);
    const toggle = await screen.findByLabelText(LABELS.profile.digestSwitch);
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    const was = (toggle as HTMLInputElement).checked;
    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(!was));
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    unmount();
    renderScreen('/profile', <ProfilePage />);
    const again = await screen.findByLabelText(LABELS.profile.digestSwitch);
    await waitFor(() => expect((again as HTMLInputElement).checked).toBe(!was));
  });
});
