import { screen, waitFor } from '@testing-library/react';
import { CATALOGUE_API, type DEFAULT_SETTINGS, LABELS, MESSAGES } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { SettingsPage } from './settings-page';

const F = LABELS.settings.fields;
const tag = () => Math.random().toString(36).slice(2, 8);
let token: string;

beforeEach(async () => {
  token = await signInAsAdmin();
});

/** Another admin's save, as their screen makes it. */
async function saveThroughApi(siteName: string): Promise<void> {
  const { updatedAt: _, ...settings } = await storedSettings();
  const response = await fetch(CATALOGUE_API.settings.update, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...settings, siteName }),
  });
  expect(response.status).toBe(200);
}

async function storedSettings(): Promise<typeof DEFAULT_SETTINGS> {
  return (await fetch(CATALOGUE_API.settings.get)).json();
}

describe('the settings form, edited by two admins', () => {
  it("saves twice in a row, then refuses a save over the other admin's change until reloaded", async () => {
    const { user } = renderScreen('/setting', <SettingsPage />);
    const siteName = () => screen.getByLabelText<HTMLInputElement>(F.siteName);
    await screen.findByLabelText(F.siteName);

    // Each save's own version is the base of the next: no refusal of one's own change.
    for (const name of [`First ${tag()}`, `Second ${tag()}`]) {
      await user.clear(siteName());
      await user.type(siteName(), name);
      await user.click(screen.getByRole('button', { name: LABELS.settings.save }));
      await waitFor(async () => expect((await storedSettings()).siteName).toBe(name));
    }

    const theirs = `Theirs ${tag()}`;
    await saveThroughApi(theirs);
    await user.clear(siteName());
    await user.type(siteName(), `Mine ${tag()}`);
    await user.click(screen.getByRole('button', { name: LABELS.settings.save }));
    expect(await screen.findByText(MESSAGES.common.changedMeanwhile)).toBeTruthy();
    expect((await storedSettings()).siteName).toBe(theirs);

    await user.click(screen.getByRole('button', { name: LABELS.staleRecord.reload }));
    await waitFor(() => expect(siteName().value).toBe(theirs));
    expect(screen.queryByText(MESSAGES.common.changedMeanwhile)).toBeNull();
  });
});

describe('the retention settings', () => {
  it('refuses days out of range at the field, and saves how long deleted records, the history and the audit log are kept', async () => {
    const { user } = renderScreen('/setting', <SettingsPage />);
    const R = LABELS.recentlyDeleted.settings;
    const retype = async (field: HTMLInputElement, value: string) => {
      await user.clear(field);
      await user.type(field, value);
    };
    const save = () => user.click(screen.getByRole('button', { name: LABELS.settings.save }));
    const days = await screen.findByLabelText<HTMLInputElement>(R.deletedKeepDays);
    await retype(days, '400');
    await save();
    expect(await screen.findByText(MESSAGES.recentlyDeleted.deletedKeepDays)).toBeTruthy();

    await retype(days, '45');
    await user.type(screen.getByLabelText(R.historyKeepVersions), '20');
    await user.clear(screen.getByLabelText(R.historyKeepDays));
    const auditDays = screen.getByLabelText<HTMLInputElement>(R.auditKeepDays);
    expect(auditDays.value).toBe('365');
    await retype(auditDays, '29');
    await save();
    expect(await screen.findByText(MESSAGES.recentlyDeleted.auditKeepDays)).toBeTruthy();
    await retype(auditDays, '730');
    await save();
    await waitFor(async () =>
      expect((await storedSettings()).retention).toEqual({
        deletedKeepDays: 45,
        historyKeepDays: null,
        historyKeepVersions: 20,
        auditKeepDays: 730,
      }),
    );
    // Back to the defaults, for the other screens' tests.
    await retype(days, '30');
    await user.clear(screen.getByLabelText(R.historyKeepVersions));
    await retype(auditDays, '365');
    await save();
    await waitFor(async () =>
      expect((await storedSettings()).retention).toMatchObject({
        historyKeepVersions: null,
        auditKeepDays: 365,
      }),
    );
  });
});
