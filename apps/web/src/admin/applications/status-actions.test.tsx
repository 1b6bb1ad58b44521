import { screen, waitFor, within } from '@testing-library/react';
import { LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { addApplication } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ApplicationViewPage } from './application-view-page';

const V = LABELS.applicationView;

beforeEach(async () => {
  await signInAsAdmin();
});

async function openPending() {
  const id = String((await addApplication())._id);
  const view = renderScreen(`/userView?id=${id}`, <ApplicationViewPage />);
  const status = await screen.findByRole('region', { name: `${V.status} Pending` });
  // The actions come with the signed-in user's role.
  const changes = await within(status).findByRole('group', { name: V.statusActions });
  return { ...view, status, changes };
}

describe('the status of an application and its changes', () => {
  it('shows a pending case as a status, with Approve and Reject as actions apart from it', async () => {
    const { status, changes } = await openPending();
    // The status is text, not a button that looks pressed.
    expect(within(status).queryByRole('button', { name: /Pending/ })).toBeNull();
    expect(within(status).getByText('Pending').closest('button')).toBeNull();
    expect(
      within(changes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([V.actions.approve, V.actions.reject]);
    for (const button of within(changes).getAllByRole('button')) {
      expect(button.className).toMatch(/btn-outline-/);
    }
  });

  it('after Approve (confirmed) shows Approved and hands the focus to the status', async () => {
    const { user, changes } = await openPending();
    await user.click(within(changes).getByRole('button', { name: V.actions.approve }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: V.confirmStatus.approve }));
    // Once the dialog has gone (and the rest of the page is no longer hidden behind it).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    const approved = await screen.findByRole('region', { name: `${V.status} Approved` });
    // The Approve button went with the change; the focus is on what changed, not lost.
    await waitFor(() => expect(document.activeElement?.id).toBe('status-actions-status'));
    expect(
      within(approved)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([V.actions.reject, V.actions.pending]);

    await user.click(within(approved).getByRole('button', { name: V.actions.pending }));
    expect(await screen.findByRole('region', { name: `${V.status} Pending` })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('status-actions-status'));
    expect(screen.getByRole('heading', { level: 1, name: V.title('Pending') })).toBeTruthy();
  });
});
