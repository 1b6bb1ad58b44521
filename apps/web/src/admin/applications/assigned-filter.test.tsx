import { screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_API, LABELS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { addApplication } from '../../test/applications';
import { nameTag, renderApplicationList, signInBeforeEach } from '../../test/lists';

// The application list's Assigned filter and ASSIGNED column, against the real API.
const L = LABELS.applications;
const admin = signInBeforeEach();

const headers = () => ({ authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' });

/** Assigns the application to the signed-in user through the real API. */
async function assignToMe(id: string) {
  const me = await (await fetch(API.users.me, { headers: headers() })).json();
  const response = await fetch(APPLICATION_API.assign(id), {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ assignedTo: me._id ?? me.user?._id }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).assignedToName as string;
}

/** Whether the table lists Ann's and Ben's rows. */
const listed = (table: HTMLElement, surname: string) =>
  ['Ann', 'Ben'].map((given) => within(table).queryByText(`${given} ${surname}`) !== null);

describe('the application list by whose case it is', () => {
  it('shows the assignee, and filters my cases and the unassigned ones, kept in the address', async () => {
    const surname = `Assigned${nameTag()}`;
    const mine = await addApplication({ givenN: 'Ann', surname });
    await addApplication({ givenN: 'Ben', surname });
    const myName = await assignToMe(mine._id as string);
    const { user, router, table } = await renderApplicationList(surname, `Ben ${surname}`);

    const ann = screen.getByText(`Ann ${surname}`).closest('tr') as HTMLElement;
    // Ann: created by and assigned to the admin; Ben: created by the admin, unassigned.
    expect(within(ann).getAllByText(myName)).toHaveLength(2);
    const ben = screen.getByText(`Ben ${surname}`).closest('tr') as HTMLElement;
    expect(within(ben).getAllByText(myName)).toHaveLength(1);
    expect(within(ben).getByText(L.unassigned)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(L.assignedFilter), L.myCases);
    await waitFor(() => expect(router.state.location.search).toContain('assignedTo=me'));
    await waitFor(() => expect(listed(table, surname)).toEqual([true, false]));
    await user.selectOptions(screen.getByLabelText(L.assignedFilter), L.unassigned);
    await waitFor(() => expect(listed(table, surname)).toEqual([false, true]));
    await user.selectOptions(screen.getByLabelText(L.assignedFilter), L.assignedAnyone);
    await waitFor(() => expect(router.state.location.search).not.toContain('assignedTo'));
  });
});
