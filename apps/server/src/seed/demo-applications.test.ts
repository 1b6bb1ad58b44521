import { APPLICATION_API, type Application } from '@visadesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoApplications } from './demo-applications.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo applications', () => {
  it('creates about 30 applications across every status and many nationalities, with photos and documents', async () => {
    const { user, auth } = await t.createUser('admin');
    expect(await seedDemoApplications(t.app, user)).toBe(30);
    const list = (
      await t.inject({ method: 'GET', url: `${APPLICATION_API.list}?limit=100`, headers: auth })
    ).json();
    const apps: Application[] = list.applications;
    expect(list.totalApplication).toBe(30);
    expect(new Set(apps.map((a) => a.isStatus))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(new Set(apps.map((a) => a.currentN)).size).toBeGreaterThanOrEqual(10);
    expect(apps.every((a) => a.image)).toBe(true);
    expect(apps.filter((a) => a.file1 || a.file9).length).toBeGreaterThan(10);
    expect(apps.every((a) => a.email.endsWith('.sample@example.com'))).toBe(true);
    const photo = await t.inject({ method: 'GET', url: apps[0]?.image as string });
    expect(photo.statusCode).toBe(200);
  }, 60_000);
});
