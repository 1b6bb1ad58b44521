import { screen, within } from '@testing-library/react';
import { API, APPLICATION_API, CATALOGUE_API, LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken } from '../../auth/token-storage';
import { addApplication } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { DashboardPage } from './dashboard-page';

// The dashboard's open cases against the real API: my count first, each user's and the unassigned,
// each a link to the list filtered that way.
const O = LABELS.openCases;

beforeEach(async () => {
  await signInAsAdmin();
});

const api = async (url: string, init: RequestInit = {}) =>
  (
    await fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${getToken()}`, 'content-type': 'application/json' },
    })
  ).json();

describe('the open cases card', () => {
  it("shows my pending cases first, then each user's and the unassigned, linked to the list", async () => {
    const me = (await api(API.users.me)).user;
    const id = String((await addApplication())._id);
    await api(APPLICATION_API.assign(id), { method: 'POST', body: JSON.stringify({ assignedTo: me._id }) });
    const dashboard = await api(CATALOGUE_API.dashboard.get);
    const mine = dashboard.openCases.users.find((user: { _id: string }) => user._id === me._id).count;
    expect(mine).toBeGreaterThan(0);

    renderScreen('/dashboard', <DashboardPage />);
    const card = await screen.findByRole('region', { name: O.title });
    const own = within(card).getByRole('link', { name: `${O.mine}: ${mine}` });
    expect(own.getAttribute('href')).toBe('/application?status=pending&assignedTo=me');
    const meRow = within(card)
      .getByRole('link', { name: `${me.name} ${O.you}` })
      .closest('tr') as HTMLElement;
    expect(within(meRow).getByText(String(mine))).toBeTruthy();
    expect(within(meRow).getByRole('link').getAttribute('href')).toBe(
      `/application?status=pending&assignedTo=${me._id}`,
    );
    const unassigned = within(card).getByRole('link', { name: O.unassigned });
    expect(unassigned.getAttribute('href')).toBe('/application?status=pending&assignedTo=none');
    expect(
      within(unassigned.closest('tr') as HTMLElement).getByText(String(dashboard.openCases.unassigned)),
    ).toBeTruthy();
  });
});
