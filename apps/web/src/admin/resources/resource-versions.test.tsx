import { screen, waitFor, within } from '@testing-library/react';
import { CATALOGUE_API, LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ResourceFormPage } from './resource-form-page';

const H = LABELS.recordHistory;
const tag = () => Math.random().toString(36).slice(2, 8);
let token: string;

beforeEach(async () => {
  token = await signInAsAdmin();
});

async function send(method: 'POST' | 'PUT', url: string, name: string) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(method === 'POST' ? 201 : 200);
  return (await response.json()) as { _id: string; name: string };
}

describe('a resource’s versions under its edit form (the same compare dialog)', () => {
  it('compares the first version with today and restores it after naming the change', async () => {
    const first = `Harbour ${tag()}`;
    const created = await send('POST', CATALOGUE_API.companies.create, first);
    await send('PUT', CATALOGUE_API.companies.update(created._id), `${first} Two`);
    const { user } = renderScreen(
      `/editCompany?id=${created._id}`,
      <ResourceFormPage resource="companies" mode="edit" />,
    );
    await user.click(await screen.findByRole('button', { name: H.compareWith(1) }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: H.compareTitle(1) });
    const row = (await within(dialog).findByRole('rowheader', { name: /Company name/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText(H.differs)).toBeTruthy();
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([first, `${first} Two`]);

    await user.click(within(dialog).getByRole('button', { name: H.restore }));
    const asked = await screen.findByRole('dialog', { name: H.restoreTitle(1) });
    expect(within(asked).getByRole('listitem').textContent).toBe(`Company name: ${first} Two → ${first}`);
    await user.click(within(asked).getByRole('button', { name: H.restoreConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    const now = await fetch(CATALOGUE_API.companies.get(created._id), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await now.json()).name).toBe(first);
    expect(await screen.findByText(H.restored)).toBeTruthy();
  });
});
