import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { ApplicationsPage } from '../admin/applications/applications-page';
import { renderScreen, signInAsAdmin } from './render-screen';

/**
 * Signs in as the admin before each test of the file, on an empty localStorage (page sizes and
 * sorts are kept there); `admin.token` is the token for the API calls a test makes itself.
 */
export function signInBeforeEach(): { readonly token: string } {
  const admin = { token: '' };
  beforeEach(async () => {
    localStorage.clear();
    admin.token = await signInAsAdmin();
  });
  return admin;
}

/** A tag of letters only, as a name allows, that keeps a test's rows apart from the others'. */
export const nameTag = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The first cell of each row of a table (after a row's selection box), its heading row left out. */
export const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td:not(.select-cell)')?.textContent?.trim() ?? '');

/** The application list searched for `surname`, once the row named `shown` is in its table. */
export async function renderApplicationList(surname: string, shown: string) {
  // The list changes its address only while the browser is on it (use-list-address.ts).
  window.history.replaceState(null, '', '/application');
  const rendered = renderScreen(`/application?search=${surname}`, <ApplicationsPage />);
  const table = await screen.findByRole('table');
  await screen.findByText(shown);
  return { ...rendered, table };
}
