import { APPLICATION_API, type Application } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

// Search as staff type it, through the API on both engines. Every field a search
// reads is set here, so no generated value can match a term by chance.
const t = useTestApp();
let auth: Record<string, string>;

/** Oldest first: the list shows them newest first. */
const PEOPLE = [
  {
    givenN: 'Bilal',
    surname: 'Aziz',
    passport: 'PK1234567',
    email: 'b.aziz@mail.test',
    nationalId: '35202-1234567-1',
  },
  {
    givenN: 'Bilal',
    surname: 'Azizi',
    passport: 'PK7777777',
    email: 'bilal.azizi@mail.test',
    nationalId: '35202-7654321-9',
  },
  {
    givenN: 'Zara',
    surname: 'Khan',
    passport: 'PK12345678',
    email: 'zkhan@mail.test',
    nationalId: '61101-22',
  },
  {
    givenN: 'José',
    surname: 'Álvarez',
    passport: 'ES7654321',
    email: 'jalvarez@mail.test',
    nationalId: 'ESX998877',
  },
  {
    givenN: 'Łukasz',
    surname: 'Wójcik',
    passport: 'PL5550001',
    email: 'lw@mail.test',
    nationalId: 'PLID443',
  },
];

beforeAll(async () => {
  auth = (await t.createUser('staff')).auth;
  for (const person of PEOPLE) {
    const res = await t.inject({
      method: 'POST',
      url: APPLICATION_API.create,
      headers: auth,
      payload: multipartForm(applicantFields(person), {
        image: { data: await jpeg(20, 20) },
      }) as unknown as string,
    });
    expect(res.statusCode).toBe(201);
  }
});

async function search(term: string, query = '') {
  const res = await t.inject({
    method: 'GET',
    url: `${APPLICATION_API.list}?search=${encodeURIComponent(term)}${query}`,
    headers: auth,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    names: body.applications.map((a: Application) => `${a.givenN} ${a.surname}`) as string[],
    total: body.totalApplication as number,
    totalPages: body.totalPages as number,
  };
}
const names = async (term: string) => (await search(term)).names;

describe('application search', () => {
  it('finds a full name typed as the list shows it, and the other way round', async () => {
    expect(await names('Bilal Aziz')).toEqual(['Bilal Aziz', 'Bilal Azizi']);
    expect(await names('Aziz Bilal')).toEqual(['Bilal Aziz', 'Bilal Azizi']);
    expect(await names('Aziz,  Bilal')).toEqual(['Bilal Aziz', 'Bilal Azizi']);
  });

  it('finds partial words in any order, every word required', async () => {
    expect(await names('bil az')).toEqual(['Bilal Azizi', 'Bilal Aziz']);
    expect(await names('az bil')).toEqual(['Bilal Azizi', 'Bilal Aziz']);
    expect(await names('zizi bil')).toEqual(['Bilal Azizi']);
    expect(await names('kha zar')).toEqual(['Zara Khan']);
  });

  it('ignores case', async () => {
    expect(await names('BILAL aZiZ')).toEqual(['Bilal Aziz', 'Bilal Azizi']);
    expect(await names('ZARA')).toEqual(['Zara Khan']);
  });

  it('ignores accents in the stored name and in the term', async () => {
    expect(await names('jose')).toEqual(['José Álvarez']);
    expect(await names('alvarez jose')).toEqual(['José Álvarez']);
    expect(await names('JOSÉ ÁLV')).toEqual(['José Álvarez']);
    expect(await names('lukasz wojcik')).toEqual(['Łukasz Wójcik']);
    expect(await names('Wójcik')).toEqual(['Łukasz Wójcik']);
    expect(await names('zará')).toEqual(['Zara Khan']);
  });

  it('finds a passport, whole, in part or typed in groups', async () => {
    expect(await names('es7654321')).toEqual(['José Álvarez']);
    // In José's passport and in Bilal Azizi's national ID.
    expect(await names('7654321')).toEqual(['José Álvarez', 'Bilal Azizi']);
    expect(await names('s7654321')).toEqual(['José Álvarez']);
    expect(await names('PL 555 0001')).toEqual(['Łukasz Wójcik']);
    expect(await names('pk 12 34 56 78')).toEqual(['Zara Khan']);
  });

  it('finds five digits or more in a row in any field, with every other word', async () => {
    // In Bilal Aziz's national ID and passport, and in Zara Khan's passport.
    expect(await names('12345')).toEqual(['Zara Khan', 'Bilal Aziz']);
    expect(await names('234567')).toEqual(['Zara Khan', 'Bilal Aziz']);
    expect(await names('1234567 bilal')).toEqual(['Bilal Aziz']);
    expect(await names('35202 7654321')).toEqual(['Bilal Azizi']);
    expect(await names('35202-7654321')).toEqual(['Bilal Azizi']);
    // Every five-gram of 23456781 is Zara's but 56781; and 4567 1234 has four in a row.
    expect(await search('23456781')).toMatchObject({ names: [], total: 0 });
    expect(await names('4567 1234')).toEqual(['Zara Khan', 'Bilal Aziz']);
    expect((await search('12345', '&status=approved')).total).toBe(0);
  });

  it('finds an e-mail, whole or in part', async () => {
    expect(await names('b.aziz@mail.test')).toEqual(['Bilal Aziz']);
    expect(await names('zkhan@')).toEqual(['Zara Khan']);
    expect((await search('@mail.test')).total).toBe(PEOPLE.length);
  });

  it('finds a national ID, whole or in part', async () => {
    expect(await names('35202-1234567-1')).toEqual(['Bilal Aziz']);
    expect(await names('35202')).toEqual(['Bilal Azizi', 'Bilal Aziz']);
    expect(await names('esx998')).toEqual(['José Álvarez']);
  });

  it('ranks an exact passport first, then the list order', async () => {
    // PK12345678 (newer) contains PK1234567; the exact passport still comes first.
    expect(await names('PK1234567')).toEqual(['Bilal Aziz', 'Zara Khan']);
    expect(await names('pk 1234 567')).toEqual(['Bilal Aziz', 'Zara Khan']);
  });

  it('ranks an exact full name first, in either order, across pages', async () => {
    // Bilal Azizi is newer and also matches; the exact full name comes first.
    expect(await names('bilal aziz')).toEqual(['Bilal Aziz', 'Bilal Azizi']);
    expect(await names('AZIZ BILAL')).toEqual(['Bilal Aziz', 'Bilal Azizi']);
    const page = async (n: number) => (await search('aziz bilal', `&limit=1&page=${n}`)).names;
    expect([await page(1), await page(2)]).toEqual([['Bilal Aziz'], ['Bilal Azizi']]);
    expect(await search('aziz bilal', '&limit=1&page=2')).toMatchObject({ total: 2, totalPages: 2 });
  });

  it('finds nothing when a word matches nothing, with the total 0', async () => {
    expect(await search('bilal zzz')).toEqual({ names: [], total: 0, totalPages: 0 });
    expect(await search('Aziz Bilal Khan')).toEqual({ names: [], total: 0, totalPages: 0 });
    expect(await search('%%% ___')).toEqual({ names: [], total: 0, totalPages: 0 });
  });

  it('searches within a status', async () => {
    expect((await search('bil az', '&status=approved')).total).toBe(0);
    expect((await search('bil az', '&status=pending')).names).toEqual(['Bilal Azizi', 'Bilal Aziz']);
  });
});
