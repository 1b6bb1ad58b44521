import { screen, waitFor } from '@testing-library/react';
import { COMPANIES, LABELS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { addApplication } from '../test/applications';
import { nameTag, renderApplicationList, rowNames, signInBeforeEach } from '../test/lists';
import { renderScreen } from '../test/render-screen';
import { ApplicationsPage } from './applications/applications-page';
import { ResourceListPage } from './resources/resource-list-page';

// Lists that fit the screen: sortable headings, rows per page kept per user,
// companies searched. The rows are each test's own, found by a search for their unique tag.
const admin = signInBeforeEach();

describe('the application list', () => {
  it('sorts by a column from its heading, by keyboard, and says so with aria-sort', async () => {
    const surname = `Sort${nameTag()}`;
    for (const givenN of ['Zed', 'Amy', 'Mia']) await addApplication({ givenN, surname });
    const { user, router, table } = await renderApplicationList(surname, `Zed ${surname}`);
    expect(rowNames(table)).toEqual([`Mia ${surname}`, `Amy ${surname}`, `Zed ${surname}`]);

    const byName = screen.getByRole('button', { name: LABELS.applications.columns.name });
    const nameHeading = byName.closest('th') as HTMLElement;
    expect(nameHeading.getAttribute('aria-sort')).toBeNull();
    byName.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(rowNames(table)).toEqual([`Amy ${surname}`, `Mia ${surname}`, `Zed ${surname}`]),
    );
    expect(nameHeading.getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toContain('sort=name');

    await user.click(byName);
    await waitFor(() =>
      expect(rowNames(table)).toEqual([`Zed ${surname}`, `Mia ${surname}`, `Amy ${surname}`]),
    );
    expect(nameHeading.getAttribute('aria-sort')).toBe('descending');
  });

  it('offers rows per page from 10 to 100, 10 until chosen', async () => {
    renderScreen('/application', <ApplicationsPage />);
    const select = (await screen.findByLabelText(LABELS.applications.pageSize)) as HTMLSelectElement;
    expect(select.value).toBe('10');
    expect([...select.options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
  });
});

describe('the company list', () => {
  it('is searched, and keeps the rows per page the user chose', async () => {
    const prefix = `Rows ${nameTag()}`;
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(COMPANIES.api.create, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `${prefix} ${String(i).padStart(2, '0')}` }),
      });
      expect(response.status).toBe(201);
    }
    window.history.replaceState(null, '', '/company');
    const first = renderScreen('/company', <ResourceListPage resource="companies" />);
    await first.user.type(await screen.findByLabelText(LABELS.companies.searchLabel), prefix);
    const table = await screen.findByRole('table');
    // Other tests' companies are listed too until the typing settles.
    await waitFor(() => {
      expect(rowNames(table)).toHaveLength(10);
      expect(rowNames(table).every((name) => name.startsWith(prefix))).toBe(true);
      expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    });

    await first.user.selectOptions(screen.getByLabelText(LABELS.resources.pageSize), '25');
    await waitFor(() => expect(rowNames(table)).toHaveLength(12));
    first.unmount();

    // Opened again, the list keeps 25 a page for this user.
    renderScreen(`/company?search=${encodeURIComponent(prefix)}`, <ResourceListPage resource="companies" />);
    const select = (await screen.findByLabelText(LABELS.resources.pageSize)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('25'));
    await waitFor(() => expect(rowNames(screen.getByRole('table'))).toHaveLength(12));
  });
});
