import { screen, waitFor, within } from '@testing-library/react';
import { APPLICATION_API, LABELS } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken } from '../../auth/token-storage';
import { APPLICANT, addApplication } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ApplicationViewPage } from './application-view-page';

const H = LABELS.recordHistory;
const F = LABELS.applicationForm.fields;

beforeEach(async () => {
  await signInAsAdmin();
});

/** Saves the application's fields through the real API, as its edit form does. */
async function edit(created: Record<string, unknown>, fields: Record<string, string>) {
  const body = new FormData();
  const values = {
    ...APPLICANT,
    nationalId: String(created.nationalId),
    passport: String(created.passport),
    email: String(created.email),
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  const response = await fetch(APPLICATION_API.update(String(created._id)), {
    method: 'PUT',
    headers: { authorization: `Bearer ${getToken()}` },
    body,
  });
  expect(response.status).toBe(200);
}

/** An application edited twice, its view open on the first version beside today's. */
async function compareFirst() {
  const created = await addApplication();
  await edit(created, { surname: 'Mensah' });
  await edit(created, { surname: 'Mensah', salary: '4200' });
  const view = renderScreen(`/userView?id=${String(created._id)}`, <ApplicationViewPage />);
  await view.user.click(await screen.findByRole('button', { name: H.compareWith(1) }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: H.compareTitle(1) });
  await within(dialog).findByRole('table');
  return { ...view, created, dialog };
}

const rowOf = (dialog: HTMLElement, label: string) =>
  within(dialog)
    .getByRole('rowheader', { name: new RegExp(`^${label}\\s*(${H.differs})?$`) })
    .closest('tr') as HTMLElement;

describe('comparing and restoring a version of an application', () => {
  it('shows the version beside today, the changed rows said in words, the photos side by side', async () => {
    const { dialog } = await compareFirst();
    const surname = rowOf(dialog, F.surname);
    expect(within(surname).getByText(H.differs)).toBeTruthy();
    expect([...surname.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Rahman', 'Mensah']);
    expect(within(rowOf(dialog, F.salary)).getByText(H.differs)).toBeTruthy();
    const city = rowOf(dialog, F.birthCity);
    expect(within(city).queryByText(H.differs)).toBeNull();
    // Both photos as images, one per column; unchanged, so not marked.
    const photo = rowOf(dialog, F.photo);
    expect(within(photo).getAllByRole('img', { name: F.photo })).toHaveLength(2);
    expect(within(photo).queryByText(H.differs)).toBeNull();
  });

  it('names what a restore changes, then restores it as a new version', async () => {
    const { user, dialog } = await compareFirst();
    await user.click(within(dialog).getByRole('button', { name: H.restore }));
    const asked = await screen.findByRole('dialog', { name: H.restoreTitle(1) });
    const changes = within(asked).getByTestId('restore-changes');
    expect([...changes.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      `${F.surname}: Mensah → Rahman`,
      `${F.salary}: 4200 → 3000`,
    ]);
    expect(within(asked).getByText(new RegExp(H.restoreKeeps))).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: H.restoreConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(await screen.findByText(H.restored)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Rahman').length).toBeGreaterThan(0));
  });

  it('says to reload when the record changed since it was opened (412), restoring nothing', async () => {
    const { user, dialog, created } = await compareFirst();
    await edit(created, { surname: 'Boateng', salary: '4200' });
    await user.click(within(dialog).getByRole('button', { name: H.restore }));
    const asked = await screen.findByRole('dialog', { name: H.restoreTitle(1) });
    await user.click(within(asked).getByRole('button', { name: H.restoreConfirm }));
    expect((await within(asked).findByRole('alert')).textContent).toBe(H.restoreStale);
    const now = await fetch(APPLICATION_API.get(String(created._id)), {
      headers: { authorization: `Bearer ${getToken()}` },
    });
    expect((await now.json()).surname).toBe('Boateng');
  });
});
