import { screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_API, CASE_OFFICE_LABELS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { addApplication } from '../../test/applications';
import { nameTag, renderApplicationList, signInBeforeEach } from '../../test/lists';

// The list's bulk actions on selected rows, against the real API.
const B = CASE_OFFICE_LABELS.bulk;
const admin = signInBeforeEach();
const recordOf = async (id: string) =>
  (await fetch(APPLICATION_API.get(id), { headers: { authorization: `Bearer ${admin.token}` } })).json();

describe('bulk actions on the application list', () => {
  it('selects two rows, assigns them, then changes their status after a confirmation naming how many', async () => {
    const surname = `Bulk${nameTag()}`;
    const ann = await addApplication({ givenN: 'Ann', surname });
    const ben = await addApplication({ givenN: 'Ben', surname });
    await addApplication({ givenN: 'Cal', surname });
    const { user } = await renderApplicationList(surname, `Cal ${surname}`);
    // Nothing selected: no bar.
    expect(screen.queryByRole('toolbar', { name: B.toolbar })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: B.select(`Ann ${surname}`) }));
    await user.click(screen.getByRole('checkbox', { name: B.select(`Ben ${surname}`) }));
    const bar = screen.getByRole('toolbar', { name: B.toolbar });
    expect(within(bar).getByRole('status').textContent).toBe(B.selected(2));

    const me = await (
      await fetch(API.users.me, { headers: { authorization: `Bearer ${admin.token}` } })
    ).json();
    const myId: string = me._id ?? me.user?._id;
    await user.selectOptions(within(bar).getByLabelText(B.assignTo), myId);
    await user.click(within(bar).getByRole('button', { name: B.assign }));
    expect(await screen.findByText(B.outcome(2, 0, 0, 0))).toBeTruthy();
    expect([
      (await recordOf(String(ann._id))).assignedTo,
      (await recordOf(String(ben._id))).assignedTo,
    ]).toEqual([myId, myId]);
    // The bar went with the selection; select the page (all three) and approve them.
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: B.toolbar })).toBeNull());
    await fetch(APPLICATION_API.approve(String(ann._id)), {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    await user.click(screen.getByRole('checkbox', { name: B.selectAll }));
    const again = screen.getByRole('toolbar', { name: B.toolbar });
    expect(within(again).getByRole('status').textContent).toBe(B.selected(3));
    await user.selectOptions(within(again).getByLabelText(B.status), 'Approved');
    await user.click(within(again).getByRole('button', { name: B.applyStatus }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(B.confirmStatus(3, 'Approved'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: B.confirm }));
    // Ann was already approved: skipped and said so.
    expect(await screen.findByText(B.outcome(2, 1, 0, 0))).toBeTruthy();
    expect((await recordOf(String(ben._id))).isStatus).toBe('approved');
  });
});
