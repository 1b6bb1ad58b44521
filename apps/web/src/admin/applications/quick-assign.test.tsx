import { screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_API, LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken } from '../../auth/token-storage';
import { addApplication } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ApplicationViewPage } from './application-view-page';
import { EditApplicationPage } from './edit-application-page';

// Whose case, on the view page's quick assign and on the edit form, against the real API.
const A = LABELS.assignment;

beforeEach(async () => {
  await signInAsAdmin();
});

const fetchJson = async (url: string) =>
  (await fetch(url, { headers: { authorization: `Bearer ${getToken()}` } })).json();

describe('the quick assign on the view page', () => {
  it('assigns the case to me, then to no one, and says so', async () => {
    const me = (await fetchJson(API.users.me)).user;
    const id = String((await addApplication())._id);
    const { user } = renderScreen(`/userView?id=${id}`, <ApplicationViewPage />);
    const card = await screen.findByRole('region', { name: LABELS.applicationForm.sections.caseOwner });
    const select = within(card).getByLabelText(A.label) as HTMLSelectElement;
    expect(select.value).toBe('');
    // Every user is a choice, by name.
    await waitFor(() => expect(within(select).getByRole('option', { name: me.name })).toBeTruthy());

    await user.click(within(card).getByRole('button', { name: A.assignToMe }));
    expect(await screen.findByText(A.done(me.name))).toBeTruthy();
    await waitFor(() => expect(select.value).toBe(me._id));
    // Mine already: no "Assign to me".
    expect(within(card).queryByRole('button', { name: A.assignToMe })).toBeNull();
    expect((await fetchJson(APPLICATION_API.get(id))).assignedTo).toBe(me._id);

    await user.selectOptions(select, A.unassigned);
    expect(await screen.findByText(A.done(null))).toBeTruthy();
    expect((await fetchJson(APPLICATION_API.get(id))).assignedTo).toBeNull();
  });
});

describe('the "Assigned to" select of the edit form', () => {
  it('shows whose case it is and saves another choice with the form', async () => {
    const me = (await fetchJson(API.users.me)).user;
    const id = String((await addApplication())._id);
    const { user, router } = renderScreen(`/editApplication?id=${id}`, <EditApplicationPage />);
    const select = (await screen.findByLabelText(
      LABELS.applicationForm.fields.assignedTo,
    )) as HTMLSelectElement;
    expect(select.value).toBe('');
    await waitFor(() => expect(within(select).getByRole('option', { name: me.name })).toBeTruthy());
    await user.selectOptions(select, me.name);
    await user.click(screen.getByRole('button', { name: LABELS.applicationForm.submitEdit }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/editApplication'));
    expect(await fetchJson(APPLICATION_API.get(id))).toMatchObject({
      assignedTo: me._id,
      assignedToName: me.name,
    });
  });
});
