import { API, type Assignee } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// The "Assigned to" choices: every user, to every staff role, with nothing but id and name.
const t = useTestApp();
const staff = t.signedIn('staff', { name: 'Zed Staff' });
const admin = t.signedIn('admin', { name: 'Abe Admin' });

describe('GET fetchAssignees', () => {
  it('lists every user by name, id and name only, to any staff role', async () => {
    const approver = await t.createUser('approver', { name: 'Mia Approver' });
    for (const { auth } of [staff, admin, approver]) {
      const res = await t.inject({ method: 'GET', url: API.users.assignees, headers: auth });
      expect(res.statusCode).toBe(200);
      const assignees = res.json<Assignee[]>();
      expect(assignees.map((a) => a.name)).toEqual([...assignees.map((a) => a.name)].sort());
      expect(assignees).toEqual(
        expect.arrayContaining([
          { _id: staff.user._id, name: 'Zed Staff' },
          { _id: admin.user._id, name: 'Abe Admin' },
          { _id: approver.user._id, name: 'Mia Approver' },
        ]),
      );
      for (const assignee of assignees) expect(Object.keys(assignee).sort()).toEqual(['_id', 'name']);
    }
  });
});
