import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_API, type Application } from '@visadesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { seedDemoApplications } from './demo-applications.ts';

const t = useTestApp();
let auth: { authorization: string };
let seeded: number;
// Seeded once (30 applications with images take seconds); the tests only read.
beforeAll(async () => {
  const admin = await t.createUser('admin');
  auth = admin.auth;
  seeded = await seedDemoApplications(t.app, admin.user);
}, 60_000);

describe('demo applications', () => {
  it('creates about 30 applications across every status and many nationalities, with photos and documents', async () => {
    expect(seeded).toBe(30);
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
  });

  it('the demo enquiry the first start and the README give finds an approved applicant with documents', async () => {
    // The README's enquiry, written out: the test checks the seed against it, not the seed against itself.
    const [passport, nationality, dob] = ['PH4107919', 'Philippines', '1976-02-02'];
    const res = await t.inject({
      method: 'GET',
      url: APPLICATION_API.enquiry,
      query: { search: passport, search1: nationality, search2: dob },
    });
    expect(res.statusCode).toBe(200);
    const found = res.json().applications;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ passport, isStatus: 'approved', surname: 'Santos' });
    expect(found[0].documents.length).toBeGreaterThan(0);

    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
    expect(readme).toContain(`passport ${passport}, nationality ${nationality}, date of birth ${dob}`);
  });
});
