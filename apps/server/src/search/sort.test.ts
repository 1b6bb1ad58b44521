import { PAGE_SIZE } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postApplication } from '../test/application-fixtures.ts';
import { listedApplications } from '../test/listed-applications.ts';
import { useTestApp } from '../test/test-app.ts';

// The list's `sort` and page size through the API, on both engines.
const t = useTestApp();
const staff = t.signedIn('staff');

/** Oldest first, with the status each is given. */
const PEOPLE = [
  { givenN: 'Maria', surname: 'Lopez', passport: 'SRT000001', status: 'approved' },
  { givenN: 'Ángel', surname: 'Ruiz', passport: 'SRT000002', status: 'pending' },
  { givenN: 'zoe', surname: 'Adams', passport: 'SRT000003', status: 'rejected' },
  { givenN: 'Bilal', surname: 'Khan', passport: 'SRT000004', status: 'pending' },
  { givenN: 'Maria', surname: 'Lopez Diaz', passport: 'SRT000005', status: 'approved' },
] as const;

beforeAll(async () => {
  for (const [i, person] of PEOPLE.entries()) {
    await postApplication(t, staff.auth, {
      givenN: person.givenN,
      surname: person.surname,
      passport: person.passport,
      email: `sort${i}@mail.test`,
      nationalId: `SORTID${i}`,
    });
    await t.db.execute(
      sql`update applications set is_status = ${person.status} where passport = ${person.passport}`,
    );
  }
});

const list = (query: string) => listedApplications(t, staff.auth, query);
const order = async (query: string) => (await list(query)).passports.map((p) => Number(p.slice(-1)));

describe('application list sort', () => {
  it('lists newest first by default and for an unknown sort', async () => {
    expect(await order('')).toEqual([5, 4, 3, 2, 1]);
    expect(await order('sort=-createdAt')).toEqual([5, 4, 3, 2, 1]);
    expect(await order('sort=surname')).toEqual([5, 4, 3, 2, 1]);
  });

  it('lists oldest first', async () => {
    expect(await order('sort=createdAt')).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts by the name as shown, without case or accents', async () => {
    // Ángel Ruiz, Bilal Khan, Maria Lopez, Maria Lopez Diaz, zoe Adams
    expect(await order('sort=name')).toEqual([2, 4, 1, 5, 3]);
    expect(await order('sort=-name')).toEqual([3, 5, 1, 4, 2]);
  });

  it('sorts by status, newest first within each', async () => {
    expect(await order('sort=status')).toEqual([5, 1, 4, 2, 3]);
    expect(await order('sort=-status')).toEqual([3, 4, 2, 5, 1]);
  });

  it('pages a sorted list, with one status or all', async () => {
    expect(await list('sort=name&limit=2&page=2')).toEqual({
      passports: ['SRT000001', 'SRT000005'],
      total: 5,
      totalPages: 3,
    });
    expect(await order('sort=name&status=pending')).toEqual([2, 4]);
    expect(await list('sort=name&limit=2&page=9')).toEqual({ passports: [], total: 5, totalPages: 3 });
  });

  it('sorts the matches of a search that lists them all', async () => {
    expect(await order('search=maria&sort=-name')).toEqual([5, 1]);
    expect(await order('search=srt000&sort=createdAt')).toEqual([1, 2, 3, 4, 5]);
    expect(await order('search=SR&sort=status')).toEqual([5, 1, 4, 2, 3]);
    expect(await list('search=srt000&sort=name&limit=2&page=4')).toEqual({
      passports: [],
      total: 5,
      totalPages: 3,
    });
  });
});

describe('application list page size', () => {
  it('gives the page size asked for, up to the most the API allows', async () => {
    expect((await list('limit=3')).passports).toHaveLength(3);
    expect((await list('limit=3')).totalPages).toBe(2);
    // Above PAGE_SIZE.max it is the max: every row here, one page.
    expect(await list(`limit=${PAGE_SIZE.max + 1}`)).toMatchObject({ total: 5, totalPages: 1 });
    expect((await list('limit=0')).passports).toHaveLength(5);
  });
});
