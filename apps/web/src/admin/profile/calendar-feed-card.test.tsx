import { screen, waitFor } from '@testing-library/react';
import { LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ProfilePage } from './profile-page';

const L = LABELS.profile;

beforeEach(async () => {
  await signInAsAdmin();
});

const shownAddress = async () => {
  const input = (await screen.findByLabelText(L.calendarFeedAddress)) as HTMLInputElement;
  return input.value;
};

describe('the calendar feed card', () => {
  it('shows a working address once, renews it (the old one stops) and turns the feed off', async () => {
    const { user } = renderScreen('/profile', <ProfilePage />);
    await user.click(await screen.findByRole('button', { name: L.calendarFeedMake }));
    const first = await shownAddress();
    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);

    await user.click(screen.getByRole('button', { name: L.calendarFeedRenew }));
    await waitFor(async () => expect(await shownAddress()).not.toBe(first));
    const second = await shownAddress();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);

    await user.click(screen.getByRole('button', { name: L.calendarFeedOff }));
    await waitFor(() => expect(screen.queryByLabelText(L.calendarFeedAddress)).toBeNull());
    expect((await fetch(second)).status).toBe(404);
  });
});
