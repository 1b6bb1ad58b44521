import { screen, within } from '@testing-library/react';
import { APPLICATION_API, LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { addApplication } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { OutboxPage } from './outbox-page';

const L = LABELS.outbox;
let token: string;

beforeEach(async () => {
  token = await signInAsAdmin();
});

describe('the outbox screen', () => {
  it("lists the applicant's status mail, queued while no mail server is configured", async () => {
    const application = await addApplication();
    const approved = await fetch(APPLICATION_API.approve(String(application._id)), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(approved.status).toBe(200);

    renderScreen('/outbox', <OutboxPage />);
    const cell = await screen.findByText(String(application.email));
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Your visa application is now Approved')).toBeTruthy();
    expect(row.textContent).toContain(L.kinds.status);
    expect(within(row).getByText(L.states.queued)).toBeTruthy();
    // Nothing to resend while it waits.
    expect(within(row).queryByRole('button', { name: L.resendFor(String(application.email)) })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(L.notSending);
  });
});
