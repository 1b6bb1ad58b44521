import { screen, waitFor, within } from '@testing-library/react';
import { addDays, LABELS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { addApplication } from '../../test/applications';
import { nameTag, renderApplicationList, signInBeforeEach } from '../../test/lists';

// The application list's deadlines filter and NEXT DEADLINE column, against the real API.
const L = LABELS.applications;
signInBeforeEach();

/** The applicant of each row: the name alone (on a phone the name cell holds the deadline too). */
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.application-name')?.textContent?.trim() ?? '');

describe('the application list by deadline', () => {
  it('filters expiring within the days chosen, keeps it in the address, and sorts by the nearest', async () => {
    const surname = `Deadline${nameTag()}`;
    const today = new Date().toISOString().slice(0, 10);
    await addApplication({ givenN: 'Ann', surname, passportExpiry: addDays(today, 75) });
    await addApplication({ givenN: 'Ben', surname, visaExpiry: addDays(today, -5) });
    await addApplication({ givenN: 'Cal', surname });
    const { user, router, table } = await renderApplicationList(surname, `Cal ${surname}`);

    // The nearest deadline, which document's it is, and the overdue marked.
    const ben = screen.getByText(`Ben ${surname}`).closest('tr') as HTMLElement;
    expect(within(ben).getAllByText('Visa').length).toBeGreaterThan(0);
    expect(within(ben).getAllByText(L.overdue).length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByLabelText(L.deadlineFilter), L.expiringWithin(30));
    await waitFor(() => expect(router.state.location.search).toContain('expiringWithin=30'));
    await waitFor(() => expect(rowNames(table)).toEqual([`Ben ${surname}`]));
    await user.selectOptions(screen.getByLabelText(L.deadlineFilter), L.expiringWithin(90));
    await waitFor(() => expect(rowNames(table)).toEqual([`Ben ${surname}`, `Ann ${surname}`]));

    await user.selectOptions(screen.getByLabelText(L.deadlineFilter), L.allDeadlines);
    await waitFor(() => expect(router.state.location.search).not.toContain('expiringWithin'));
    const byDeadline = screen.getByRole('button', { name: L.columns.deadline });
    await user.click(byDeadline);
    await waitFor(() => expect(byDeadline.closest('th')?.getAttribute('aria-sort')).toBe('ascending'));
    expect(router.state.location.search).toContain('sort=deadline');
    await waitFor(() =>
      expect(rowNames(table)).toEqual([`Ben ${surname}`, `Ann ${surname}`, `Cal ${surname}`]),
    );
  });
});
