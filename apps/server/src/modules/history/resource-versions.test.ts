import { API, COMPANIES, MESSAGES, PAGES, SLIDERS, type Slider } from '@visadesk/contract';
import { jpeg, multipartForm, png } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { fileStateOf } from '../../test/stored-files.ts';
import { uniqueTag as tag, useTestApp } from '../../test/test-app.ts';

// The resources' versions (record-routes.ts): any version as it was, and a restore of it, through
// one generic pair of routes; users may be compared, never restored (decision 0188).
const t = useTestApp();
const staff = t.signedIn('staff', { name: 'Sara Staff' });
const admin = t.signedIn('admin', { name: 'Ada Admin' });
const C = MESSAGES.common;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = staff.auth) =>
  t.inject({ method, url, headers, ...(payload ? { payload: payload as unknown as string } : {}) });
const ifMatch = (record: { updatedAt: string }) => ({ ...staff.auth, 'if-match': `"${record.updatedAt}"` });

describe('a company’s versions', () => {
  it('answers each version and restores the first as a new version; a stale restore is 412', async () => {
    const name = `Harbour Works ${tag()}`;
    const created = (await inject('POST', COMPANIES.api.create, { name })).json();
    const renamed = (await inject('PUT', COMPANIES.api.update(created._id), { name: `${name} LLC` })).json();

    const first = await inject('GET', COMPANIES.api.version(created._id, 1));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      record: { ...created, updatedAt: renamed.updatedAt },
      version: { version: 1, action: 'created', at: created.createdAt, by: null },
    });
    expect((await inject('GET', COMPANIES.api.version(created._id, 2))).json().record.name).toBe(
      `${name} LLC`,
    );
    expect((await inject('GET', COMPANIES.api.version(created._id, 3))).statusCode).toBe(404);

    const stale = await t.inject({
      method: 'POST',
      url: COMPANIES.api.restoreVersion(created._id, 1),
      headers: ifMatch(created),
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: C.changedMeanwhile });

    const restored = await t.inject({
      method: 'POST',
      url: COMPANIES.api.restoreVersion(created._id, 1),
      headers: ifMatch(renamed),
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().name).toBe(name);
    const [latest] = (await inject('GET', COMPANIES.api.versions(created._id))).json().versions;
    expect(latest).toMatchObject({ version: 3, action: 'restore', by: 'Sara Staff' });
  });

  it('answers 409 when the old name now belongs to another company', async () => {
    const name = `Dune Crafts ${tag()}`;
    const created = (await inject('POST', COMPANIES.api.create, { name })).json();
    await inject('PUT', COMPANIES.api.update(created._id), { name: `${name} Two` });
    await inject('POST', COMPANIES.api.create, { name: name.toUpperCase() });
    const res = await inject('POST', COMPANIES.api.restoreVersion(created._id, 1));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.recentlyDeleted.restoreTaken(MESSAGES.companies.duplicate));
  });
});

describe('a page’s and a slide’s versions', () => {
  it('answers a page as it was, its published flag as then', async () => {
    const body = {
      title: `Fees ${tag()}`,
      content: '<p>Fees</p>',
      link: `/fees-${tag().toLowerCase()}`,
      status: 'Published',
    };
    const created = (await inject('POST', PAGES.api.create, body)).json();
    expect(
      (await inject('PUT', PAGES.api.update(created._id), { ...body, status: 'Unpublished' })).statusCode,
    ).toBe(200);
    const then = (await inject('GET', PAGES.api.version(created._id, 1))).json().record;
    expect(then).toMatchObject({ status: 'Published', published: true });
  });

  it('brings a slide’s replaced image back, and retains the one it lets go', async () => {
    const fields = { thumbnail: `Slide ${tag()}`, title: 'Work permits, end to end.', status: 'Published' };
    const form = async (data: Buffer) => multipartForm(fields, { image: { data } }) as unknown as string;
    const created: Slider = (
      await t.inject({
        method: 'POST',
        url: SLIDERS.api.create,
        headers: staff.auth,
        payload: await form(await jpeg()),
      })
    ).json();
    const oldBytes = (await t.inject({ method: 'GET', url: created.image })).rawPayload;
    const replaced: Slider = (
      await t.inject({
        method: 'PUT',
        url: SLIDERS.api.update(created._id),
        headers: staff.auth,
        payload: await form(await png()),
      })
    ).json();
    const then = (await inject('GET', SLIDERS.api.version(created._id, 1))).json().record;
    expect((await t.inject({ method: 'GET', url: then.image })).rawPayload).toEqual(oldBytes);

    const res = await t.inject({
      method: 'POST',
      url: SLIDERS.api.restoreVersion(created._id, 1),
      headers: ifMatch(replaced),
    });
    expect(res.statusCode).toBe(200);
    const restored: Slider = res.json();
    expect((await t.inject({ method: 'GET', url: restored.image })).rawPayload).toEqual(oldBytes);
    expect(await fileStateOf(t.db, restored.image)).toMatchObject({ state: 'attached' });
    expect(await fileStateOf(t.db, replaced.image)).toEqual({
      state: 'retained',
      heldFor: `sliders:${created._id}`,
    });
  });
});

describe('a user’s versions', () => {
  it('answers a user as at a version to admins; there is no restore of a user', async () => {
    const created = (
      await inject(
        'POST',
        API.users.create,
        { name: 'Rosa Reyes', email: `rosa-${tag()}@example.com`, password: 'Long-enough-9', role: 'staff' },
        admin.auth,
      )
    ).json();
    const user = created.user ?? created;
    expect(
      (
        await inject(
          'PUT',
          API.users.update(user._id),
          { name: user.name, email: user.email, role: 'approver' },
          admin.auth,
        )
      ).statusCode,
    ).toBe(200);
    const then = await inject('GET', API.users.version(user._id, 1), undefined, admin.auth);
    expect(then.statusCode).toBe(200);
    expect(then.json().record).toMatchObject({ _id: user._id, role: 'staff' });
    expect(then.json().record).not.toHaveProperty('passwordHash');
    expect((await inject('GET', API.users.version(user._id, 1))).statusCode).toBe(403);
    const restore = await inject(
      'POST',
      `/api/users/restoreUserVersion/${user._id}/1`,
      undefined,
      admin.auth,
    );
    expect(restore.statusCode).toBe(404);
  });
});
