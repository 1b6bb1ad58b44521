import { COMPANIES, type Company } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { uniqueTag as tag, useTestApp } from '../../test/test-app.ts';

// Companies' own rule; what every catalogue shares is in catalogue.test.ts.
const API = COMPANIES.api;
const t = useTestApp();
const staff = t.signedIn('staff');

const addCompany = (name: string) =>
  t.inject({ method: 'POST', url: API.create, headers: staff.auth, payload: { name } });
const list = async (): Promise<Company[]> =>
  (await t.inject({ method: 'GET', url: API.list, headers: staff.auth })).json();

describe('GET fetchCompany', () => {
  it('answers a plain array ordered by name, whatever the letter case', async () => {
    const prefix = `Ord${tag()}`;
    for (const name of ['charlie', 'Alpha', 'bravo']) await addCompany(`${prefix} ${name}`);
    const companies = await list();
    expect(Array.isArray(companies)).toBe(true);
    const names = companies.map((c) => c.name).filter((name) => name.startsWith(prefix));
    expect(names).toEqual([`${prefix} Alpha`, `${prefix} bravo`, `${prefix} charlie`]);
  });
});
