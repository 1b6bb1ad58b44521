import { DESIGNATIONS, type DesignationList } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { uniqueTag as tag, useTestApp } from '../../test/test-app.ts';

// Designations' own rules, paging and search; what every catalogue shares is in catalogue.test.ts.
const API = DESIGNATIONS.api;
const t = useTestApp();
const staff = t.signedIn('staff');

const addDesignation = (name: string) =>
  t.inject({ method: 'POST', url: API.create, headers: staff.auth, payload: { name } });
async function fetchList(query = ''): Promise<DesignationList> {
  const res = await t.inject({ method: 'GET', url: `${API.list}${query}`, headers: staff.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET fetchDesignation', () => {
  it('pages 5 at a time by default, ordered by name, with totalPages', async () => {
    const prefix = `pg${tag()}`;
    const names = ['g', 'B', 'e', 'a', 'F', 'c', 'D'].map(
      (letter) => `${prefix} ${letter}${letter}${letter}`,
    );
    for (const name of names) expect((await addDesignation(name)).statusCode).toBe(201);
    const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

    const first = await fetchList(`?search=${prefix}`);
    expect(first.totalPages).toBe(2);
    expect(first.designations.map((d) => d.name)).toEqual(sorted.slice(0, 5));
    const second = await fetchList(`?search=${prefix}&page=2`);
    expect(second.designations.map((d) => d.name)).toEqual(sorted.slice(5));
    expect(second.totalPages).toBe(2);
    const byThree = await fetchList(`?search=${prefix}&page=3&limit=3`);
    expect(byThree).toEqual({ designations: [expect.objectContaining({ name: sorted[6] })], totalPages: 3 });
    expect(Object.keys(first).sort()).toEqual(['designations', 'totalPages']);
  });

  it('searches case-insensitively for names containing the text', async () => {
    const word = `Zq${tag()}`;
    await addDesignation(`Senior ${word} Welder`);
    await addDesignation(`${word.toLowerCase()} Driver`);
    await addDesignation(`Other ${tag()}`);
    const found = await fetchList(`?search=${encodeURIComponent(` ${word.toUpperCase()} `)}`);
    expect(found.designations.map((d) => d.name).sort()).toEqual(
      [`Senior ${word} Welder`, `${word.toLowerCase()} Driver`].sort(),
    );
  });

  it('treats % and _ in the search as plain characters', async () => {
    const word = `pc${tag()}`;
    await addDesignation(`${word} 100% Crew`);
    await addDesignation(`${word} 1000 Crew`);
    const found = await fetchList(`?search=${encodeURIComponent(`${word} 100%`)}`);
    expect(found.designations.map((d) => d.name)).toEqual([`${word} 100% Crew`]);
    expect((await fetchList(`?search=${word}_`)).designations).toEqual([]);
  });

  it('answers one empty page (totalPages 1) when nothing matches', async () => {
    expect(await fetchList(`?search=nothing-${tag()}`)).toEqual({ designations: [], totalPages: 1 });
  });

  it('reads a bad page or limit as the default and caps the limit at 100', async () => {
    const prefix = `cap${tag()}`;
    for (let i = 0; i < 6; i += 1) await addDesignation(`${prefix} ${i}xx`);
    expect((await fetchList(`?search=${prefix}&page=abc&limit=-3`)).designations).toHaveLength(5);
    const all = await fetchList(`?search=${prefix}&limit=5000`);
    expect(all).toMatchObject({ totalPages: 1 });
    expect(all.designations).toHaveLength(6);
  });
});
