import { screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_API, CATALOGUE_API, LABELS, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { addApplication } from '../../test/applications';
import { nameTag, signInBeforeEach } from '../../test/lists';
import { renderScreen } from '../../test/render-screen';
import { RecentlyDeletedPage } from './recently-deleted-page';

const L = LABELS.recentlyDeleted;
const admin = signInBeforeEach();

const call = async (method: string, url: string) => {
  const response = await fetch(url, { method, headers: { authorization: `Bearer ${admin.token}` } });
  expect(response.ok).toBe(true);
  return response.json();
};

/** An application added and deleted through the API: answers its full name. */
async function deletedApplication(): Promise<{ id: string; name: string }> {
  const surname = `Bin${nameTag()}`;
  const created = await addApplication({ surname });
  await call('DELETE', APPLICATION_API.remove(created._id as string));
  return { id: created._id as string, name: `Nadia ${surname}` };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the Recently deleted screen', () => {
  it('lists a deleted application with who deleted it and when it goes, and restores it', async () => {
    const { id, name } = await deletedApplication();
    const { user } = renderScreen('/recentlyDeleted', <RecentlyDeletedPage />);
    expect(await screen.findByRole('heading', { name: L.title })).toBeTruthy();
    expect(screen.getByRole('tab', { name: L.kinds.applications }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const row = await rowOf(name);
    const me = await call('GET', API.users.me);
    expect(within(row).getByText(L.deletedBy(me.user.name))).toBeTruthy();
    const purgeOn = within(row).getAllByRole('cell')[2]?.textContent ?? '';
    expect(purgeOn).not.toBe('');

    await user.click(within(row).getByRole('button', { name: L.restoreRecord(name) }));
    expect(await screen.findByText(MESSAGES.recentlyDeleted.restored)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    const back = await fetch(APPLICATION_API.get(id), {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(back.status).toBe(200);
  });

  it('deletes forever only after a confirmation', async () => {
    const { id, name } = await deletedApplication();
    const { user } = renderScreen('/recentlyDeleted', <RecentlyDeletedPage />);
    const row = await rowOf(name);
    await user.click(within(row).getByRole('button', { name: L.purgeRecord(name) }));
    const dialog = await screen.findByRole('dialog', { name: L.confirmPurgeTitle });
    expect(within(dialog).getByText(L.confirmPurgeText(name))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: L.purge }));
    expect(await screen.findByText(MESSAGES.recentlyDeleted.purged)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    const restore = await fetch(APPLICATION_API.restoreDeleted(id), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(restore.status).toBe(404);
  });

  it("shows another kind's records in its tab, the server's reason when a restore is refused, and an empty tab", async () => {
    const name = `Bin Co ${nameTag()}`;
    const api = CATALOGUE_API.companies;
    const create = () =>
      fetch(api.create, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      }).then((response) => response.json());
    const first = await create();
    await call('DELETE', api.remove(first._id));
    await create();
    const { user } = renderScreen('/recentlyDeleted', <RecentlyDeletedPage />);
    await user.click(await screen.findByRole('tab', { name: L.kinds.companies }));
    const row = await rowOf(name);
    await user.click(within(row).getByRole('button', { name: L.restoreRecord(name) }));
    expect(
      await screen.findByText(MESSAGES.recentlyDeleted.restoreTaken(MESSAGES.companies.duplicate)),
    ).toBeTruthy();
    expect(screen.getByText(name)).toBeTruthy();

    // Sliders: emptied of deleted records first, so the tab has nothing to list.
    const sliders = await call('GET', `${CATALOGUE_API.sliders.deleted}?limit=100`);
    for (const record of sliders.records)
      await call('DELETE', CATALOGUE_API.sliders.purgeDeleted(record._id));
    await user.click(screen.getByRole('tab', { name: L.kinds.sliders }));
    expect(await screen.findByText(L.empty)).toBeTruthy();
  });
});
