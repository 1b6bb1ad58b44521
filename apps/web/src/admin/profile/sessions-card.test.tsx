import { screen, within } from '@testing-library/react';
import { LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { SessionsCard } from './sessions-card';

beforeEach(async () => {
  await signInAsAdmin();
});

describe('Your sessions', () => {
  it('marks this session, offers no End for it, and reads how it signed in', async () => {
    renderScreen('/profile', <SessionsCard />);
    const card = await screen.findByRole('region', { name: LABELS.profile.sessions });
    const current = await within(card).findByText(LABELS.profile.thisSession);
    const row = current.closest('.list-group-item') as HTMLElement;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(row.textContent).toMatch(/Signed in .* with password/);
  });
});
