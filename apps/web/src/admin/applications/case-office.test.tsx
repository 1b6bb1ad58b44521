import { screen, waitFor, within } from '@testing-library/react';
import {
  API,
  APPLICATION_API,
  CASE_OFFICE_LABELS,
  DEFAULT_REJECTION_REASONS,
  LABELS,
} from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { requestChosenPassword } from '../../auth/chosen-password';
import { requestPasswordStep } from '../../auth/login';
import { getToken, setToken } from '../../auth/token-storage';
import { addApplication } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ApplicationViewPage } from './application-view-page';

const V = LABELS.applicationView;
const C = CASE_OFFICE_LABELS;

async function openView(id: string) {
  const view = renderScreen(`/userView?id=${id}`, <ApplicationViewPage />);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('what an office expects of a case, on the view page', () => {
  it('shows the reference prominently and on the applicant copy', async () => {
    await signInAsAdmin();
    const created = await addApplication();
    await openView(String(created._id));
    const reference = String(created.reference);
    expect(reference).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{4}$/);
    expect(await screen.findByRole('button', { name: C.copyReference })).toBeTruthy();
    // Once beside the title, once on the copy (which prints it).
    expect(screen.getAllByText(reference)).toHaveLength(2);
  });

  it('rejects with a reason chosen from the settings, a note and shared, and shows them', async () => {
    await signInAsAdmin();
    const created = await addApplication();
    const { user } = await openView(String(created._id));
    const changes = await screen.findByRole('group', { name: V.statusActions });
    await user.click(within(changes).getByRole('button', { name: V.actions.reject }));
    const dialog = await screen.findByRole('dialog');
    const reason = await within(dialog).findByLabelText(C.rejection.reason);
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([C.rejection.chooseReason, ...DEFAULT_REJECTION_REASONS]);
    await user.selectOptions(reason, DEFAULT_REJECTION_REASONS[1] as string);
    await user.type(within(dialog).getByLabelText(C.rejection.note), 'Renew it, then apply again.');
    await user.click(within(dialog).getByLabelText(C.rejection.shared));
    await user.click(within(dialog).getByRole('button', { name: V.confirmStatus.reject }));
    await screen.findByRole('region', { name: `${V.status} Rejected` });
    // On the applicant copy, and in the status history beside the change.
    await waitFor(() => expect(screen.getAllByText(DEFAULT_REJECTION_REASONS[1] as string)).toHaveLength(2));
    expect(screen.getByText('Renew it, then apply again.')).toBeTruthy();
    expect(screen.getByText(C.rejection.sharedYes)).toBeTruthy();
  });

  it('offers Delete to admins, and not to staff while deleting is for approvers', async () => {
    const adminToken = await signInAsAdmin();
    const created = await addApplication();
    const email = `staff-${Date.now()}@components.test`;
    const password = 'staff-password-components';
    const made = await fetch(API.users.create, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sam Staff', email, password, role: 'staff' }),
    });
    expect(made.status).toBe(201);

    const admin = await openView(String(created._id));
    expect(await screen.findByRole('button', { name: V.delete })).toBeTruthy();
    admin.unmount();

    // An admin chose the password: the first sign-in asks for the user's own.
    const step = await requestPasswordStep({ email, password });
    if (!step.ok || !('step' in step)) throw new Error('expected the required password change');
    const login = await requestChosenPassword('new-password', step.step.ticket, `${password}-own`);
    if (!login.ok || !('token' in login)) throw new Error('the chosen password opened no session');
    setToken(login.token);
    await openView(String(created._id));
    await screen.findByRole('button', { name: V.print });
    // Settled: the user and the settings are read (as they were for the admin), and Delete is not offered.
    await new Promise((settled) => setTimeout(settled, 500));
    expect(screen.queryByRole('button', { name: V.delete })).toBeNull();
    // The server is the judge all the same.
    const refused = await fetch(APPLICATION_API.remove(String(created._id)), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${getToken()}` },
    });
    expect(refused.status).toBe(403);
  });
});
