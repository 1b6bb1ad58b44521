import { screen, waitFor } from '@testing-library/react';
import { APPLICATION_API, LABELS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { addApplication } from '../../test/applications';
import { nameTag, renderApplicationList, rowNames, signInBeforeEach } from '../../test/lists';

// The application list sorted by its visa date headings, against the real API.
const admin = signInBeforeEach();

describe('the application list by visa date', () => {
  it('sorts by the visa approve date from its heading, newest first, those without one last', async () => {
    const surname = `Dates${nameTag()}`;
    const added = [];
    for (const givenN of ['Ann', 'Ben', 'Cal']) added.push(await addApplication({ givenN, surname }));
    // Ben is approved today; Ann and Cal have no approve date.
    const approved = await fetch(APPLICATION_API.approve(String(added[1]?._id)), {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(approved.status).toBe(200);
    const { user, router, table } = await renderApplicationList(surname, `Cal ${surname}`);
    expect(rowNames(table)).toEqual([`Cal ${surname}`, `Ben ${surname}`, `Ann ${surname}`]);

    const byApprove = screen.getByRole('button', { name: LABELS.applications.columns.approveDate });
    const heading = byApprove.closest('th') as HTMLElement;
    await user.click(byApprove);
    await waitFor(() => expect(heading.getAttribute('aria-sort')).toBe('descending'));
    expect(router.state.location.search).toContain('sort=-approve');
    await waitFor(() =>
      expect(rowNames(table)).toEqual([`Ben ${surname}`, `Cal ${surname}`, `Ann ${surname}`]),
    );

    // The other way: still Ben first, since those without a date stay last.
    await user.click(byApprove);
    await waitFor(() => expect(heading.getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=approve'));
    await waitFor(() =>
      expect(rowNames(table)).toEqual([`Ben ${surname}`, `Cal ${surname}`, `Ann ${surname}`]),
    );

    const byCollect = screen.getByRole('button', { name: LABELS.applications.columns.collectDate });
    await user.click(byCollect);
    await waitFor(() => expect(byCollect.closest('th')?.getAttribute('aria-sort')).toBe('descending'));
    expect(heading.getAttribute('aria-sort')).toBeNull();
  });
});
