import { API, APPLICATION_API, type Application } from '@visadesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { postApplication } from '../test/application-fixtures.ts';
import { MISSING_ID, refreshCookie, TEST_PASSWORD, useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const admin = t.signedIn('admin');
let application: Application;
beforeAll(async () => {
  application = await postApplication(t, admin.auth);
});

const expectNoStore = (res: { statusCode: number; headers: Record<string, unknown> }, what: string) =>
  expect(res.headers['cache-control'], `${what} (${res.statusCode})`).toBe('no-store');

describe('Cache-Control: no-store on every /api answer', () => {
  it('on answers that carry tokens: sign-in and refresh', async () => {
    const login = await t.inject({
      method: 'POST',
      url: API.users.login,
      payload: { email: admin.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expectNoStore(login, 'login');
    const refresh = await t.postWithRefreshCookie(API.users.refresh, refreshCookie(login) as string);
    expect(refresh.statusCode).toBe(200);
    expectNoStore(refresh, 'refresh');
  });

  it('on answers that carry personal data: users, applications, the enquiry, files', async () => {
    const enquiry = new URLSearchParams({
      search: application.passport,
      search1: application.currentN,
      search2: application.dob,
    });
    for (const url of [
      API.users.me,
      API.users.list,
      APPLICATION_API.list,
      APPLICATION_API.get(application._id),
      APPLICATION_API.history(application._id),
      `${APPLICATION_API.enquiry}?${enquiry}`,
      application.image as string,
    ]) {
      const res = await t.inject({ method: 'GET', url, headers: admin.auth });
      expect(res.statusCode, url).toBe(200);
      expectNoStore(res, url);
    }
  });

  it('on every documented route, whatever it answers, and on errors and unknown paths', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, path } of routes) {
      const url = path.replace(/\{[^}]+\}/g, MISSING_ID);
      for (const headers of [admin.auth, {}]) {
        const res = await t.inject({ method: method as 'GET', url, headers });
        expectNoStore(res, `${method} ${url}`);
      }
    }
    expectNoStore(await t.inject({ method: 'GET', url: '/api/nothing/here' }), 'unknown path');
  });
});
