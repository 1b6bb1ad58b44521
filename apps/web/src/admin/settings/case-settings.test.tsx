import { screen, waitFor } from '@testing-library/react';
import {
  CASE_OFFICE_LABELS,
  CASE_OFFICE_MESSAGES,
  CATALOGUE_API,
  DEFAULT_REJECTION_REASONS,
  LABELS,
  type Settings,
} from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { SettingsPage } from './settings-page';

const L = CASE_OFFICE_LABELS.settings;
const storedCases = async (): Promise<Settings['cases']> =>
  ((await (await fetch(CATALOGUE_API.settings.get)).json()) as Settings).cases;

describe('Settings > Cases', () => {
  it('adds, renames, reorders and removes rejection reasons, refuses a blank one, and sets who may delete', async () => {
    await signInAsAdmin();
    const { user } = renderScreen('/setting', <SettingsPage />);
    const save = async () => user.click(await screen.findByRole('button', { name: LABELS.settings.save }));
    const count = DEFAULT_REJECTION_REASONS.length;
    expect(await screen.findByLabelText<HTMLInputElement>(L.reason(1))).toHaveProperty(
      'value',
      DEFAULT_REJECTION_REASONS[0],
    );

    // A new reason left blank is refused at its box.
    await user.click(screen.getByRole('button', { name: L.addReason }));
    await save();
    expect(await screen.findByText(CASE_OFFICE_MESSAGES.reasonLength)).toBeTruthy();

    await user.type(screen.getByLabelText(L.reason(count + 1)), 'Visa quota full');
    await user.click(screen.getByRole('button', { name: L.moveUp(count + 1) }));
    await user.click(screen.getByRole('button', { name: L.removeReason(1) }));
    await user.clear(screen.getByLabelText(L.reason(1)));
    await user.type(screen.getByLabelText(L.reason(1)), 'Passport expires too soon');
    await user.selectOptions(screen.getByLabelText(L.deleteRole), L.deleteRoles.admin);
    await save();
    await waitFor(async () =>
      expect(await storedCases()).toEqual({
        rejectionReasons: [
          'Passport expires too soon',
          ...DEFAULT_REJECTION_REASONS.slice(2, -1),
          'Visa quota full',
          DEFAULT_REJECTION_REASONS.at(-1),
        ],
        deleteRole: 'admin',
      }),
    );

    // Back to the defaults, for the other screens' tests.
    const token = await signInAsAdmin();
    const { updatedAt: _, ...settings } = (await (
      await fetch(CATALOGUE_API.settings.get)
    ).json()) as Settings;
    const reset = await fetch(CATALOGUE_API.settings.update, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...settings,
        cases: { rejectionReasons: DEFAULT_REJECTION_REASONS, deleteRole: 'approver' },
      }),
    });
    expect(reset.status).toBe(200);
  });
});
