import { API, APPLICATION_API, CATALOGUE_API, DEFAULT_SETTINGS, MESSAGES } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag, useTestApp } from '../test/test-app.ts';

// Optimistic concurrency (lib/record-version.ts): every edit screen sends the version it loaded.
const t = useTestApp();
let auth: { authorization: string };
beforeAll(async () => {
  ({ auth } = await t.createUser('staff'));
});

/*
 * The catalogue and content resources' versioned saves are in catalogue/catalogue.test.ts; here what
 * they do not share: a slider's refused image, users (admins), applications and settings.
 */
describe('sliders and users: a save based on an older version is refused', () => {
  it('sliders, with a new image that a refused save does not keep', async () => {
    const fields = {
      thumbnail: `Slide ${uniqueTag()}`,
      title: 'Work permits, end to end.',
      status: 'Published',
    };
    const created = (
      await t.inject({
        method: 'POST',
        url: CATALOGUE_API.sliders.create,
        headers: auth,
        payload: multipartForm(fields, { image: { data: await jpeg() } }) as unknown as string,
      })
    ).json();
    const one = await t.inject({ method: 'GET', url: CATALOGUE_API.sliders.get(created._id), headers: auth });
    expect(one.json()).toMatchObject({
      _id: created._id,
      thumbnail: fields.thumbnail,
      updatedAt: created.updatedAt,
    });
    const save = async (title: string, version: string) =>
      t.inject({
        method: 'PUT',
        url: CATALOGUE_API.sliders.update(created._id),
        headers: { ...auth, 'if-match': `"${version}"` },
        payload: multipartForm(
          { ...fields, title },
          { image: { data: await jpeg(200, 100) } },
        ) as unknown as string,
      });
    expect((await save('First title.', created.updatedAt)).statusCode).toBe(200);
    const { storedFiles } = await import('../db/schema.ts');
    const rowsBefore = (await t.db.select().from(storedFiles)).length;
    const stale = await save('Stale title.', created.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect((await t.db.select().from(storedFiles)).length).toBe(rowsBefore);
  });

  it('users (admins), and one user by id', async () => {
    const admin = await t.createUser('admin');
    const { user } = await t.createUser('staff');
    const one = await t.inject({ method: 'GET', url: API.users.get(user._id), headers: admin.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(user);
    expect((await t.inject({ method: 'GET', url: API.users.get(user._id), headers: auth })).statusCode).toBe(
      403,
    );
    const save = (name: string, version: string) =>
      t.inject({
        method: 'PUT',
        url: API.users.update(user._id),
        headers: { ...admin.auth, 'if-match': `"${version}"` },
        payload: { name, email: user.email, role: 'staff' },
      });
    expect((await save('First Name', user.updatedAt)).statusCode).toBe(200);
    const stale = await save('Stale Name', user.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(
      (await t.inject({ method: 'GET', url: API.users.get(user._id), headers: admin.auth })).json().name,
    ).toBe('First Name');
  });
});

describe('applications and settings: a save based on an older version is refused', () => {
  it('applications, and a new photo sent with a refused save is not kept', async () => {
    const created = await t.inject({
      method: 'POST',
      url: APPLICATION_API.create,
      headers: auth,
      payload: multipartForm(applicantFields(), { image: { data: await jpeg() } }) as unknown as string,
    });
    expect(created.statusCode).toBe(201);
    const record = created.json() as { _id: string; updatedAt: string; surname: string };
    const save = async (surname: string, version: string) =>
      t.inject({
        method: 'PUT',
        url: APPLICATION_API.update(record._id),
        headers: { ...auth, 'if-match': `"${version}"` },
        payload: multipartForm(applicantFields({ surname }), {
          image: { data: await jpeg(90, 120) },
        }) as unknown as string,
      });
    const first = await save('Firstsave', record.updatedAt);
    expect(first.statusCode).toBe(200);
    const { storedFiles } = await import('../db/schema.ts');
    const rowsBefore = (await t.db.select().from(storedFiles)).length;
    const stale = await save('Stalesave', record.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: MESSAGES.common.changedMeanwhile });
    expect((await t.db.select().from(storedFiles)).length).toBe(rowsBefore);
    const now = await t.inject({ method: 'GET', url: APPLICATION_API.get(record._id), headers: auth });
    expect(now.json().surname).toBe('Firstsave');
  });

  it('settings', async () => {
    const admin = await t.createUser('admin');
    const { updatedAt: _, ...fields } = DEFAULT_SETTINGS;
    const put = (siteName: string, ifMatch?: string) =>
      t.inject({
        method: 'PUT',
        url: CATALOGUE_API.settings.update,
        headers: { ...admin.auth, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        payload: { ...fields, siteName },
      });
    const first = await put('Office One');
    expect(first.statusCode).toBe(200);
    const version = first.json().updatedAt as string;
    expect((await put('Office Two', `"${version}"`)).statusCode).toBe(200);
    const stale = await put('Office Stale', `"${version}"`);
    expect(stale.statusCode).toBe(412);
    const now = await t.inject({ method: 'GET', url: CATALOGUE_API.settings.get });
    expect(now.json().siteName).toBe('Office Two');
  });
});
