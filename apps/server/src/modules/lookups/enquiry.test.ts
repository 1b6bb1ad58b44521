import { APPLICATION_API, type Application, MESSAGES } from '@visadesk/contract';
import { jpeg, multipartForm } from '@visadesk/test-harness';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicLookups } from '../../db/schema.ts';
import { postApplication } from '../../test/application-fixtures.ts';
import { pdfWithPages } from '../../test/pdf-fixtures.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const M = MESSAGES.applications;
const t = useTestApp({ RATE_LIMIT_ENQUIRY_MAX: '1000' });
let staffAuth: Record<string, string>;
let app1: Application;

beforeAll(async () => {
  staffAuth = (await t.createUser('staff')).auth;
  app1 = await postApplication(t, staffAuth, {
    passport: 'EQ1234567',
    currentN: 'CA',
    dob: '1988-07-09',
    surname: 'Tremblay',
    givenN: 'Marie',
  });
  await t.inject({
    method: 'PUT',
    url: APPLICATION_API.documents(app1._id),
    headers: staffAuth,
    payload: multipartForm(
      {},
      { file9: { data: await jpeg() }, file11: { data: await jpeg() } },
    ) as unknown as string,
  });
});

const enquire = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `${APPLICATION_API.enquiry}?${new URLSearchParams(query)}`, headers });

describe('GET fetchApplicationEnquiry', () => {
  it('finds the application on an exact match of all three and answers only what the applicant needs', async () => {
    const res = await enquire({
      search: 'eq 1234567',
      search1: 'Canada',
      search2: '1988-07-09',
      limit: '10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [found] = res.json().applications;
    expect(Object.keys(found).sort()).toEqual([
      '_id',
      'approve',
      'currentN',
      'documents',
      'documentsLocked',
      'givenN',
      'image',
      'isStatus',
      'passport',
      'pending',
      'reference',
      'rejectionNote',
      'rejectionReason',
      'retrievedAt',
      'surname',
      'verification',
    ]);
    expect(found).toMatchObject({
      surname: 'Tremblay',
      givenN: 'Marie',
      passport: 'EQ1234567',
      currentN: 'CA',
      isStatus: 'pending',
    });
    expect(found.documents.map((d: { key: string; label: string }) => [d.key, d.label])).toEqual([
      ['file9', 'Visa'],
      ['file11', 'Work Permit'],
    ]);
    expect(JSON.stringify(found)).not.toContain(app1.email);
  });

  it.each([
    ['a partial passport', { search: 'EQ12345', search1: 'CA', search2: '1988-07-09' }],
    ['another nationality', { search: 'EQ1234567', search1: 'US', search2: '1988-07-09' }],
    ['another date of birth', { search: 'EQ1234567', search1: 'CA', search2: '1988-07-10' }],
    ['a wildcard', { search: 'EQ%', search1: 'CA', search2: '1988-07-09' }],
    ['a malformed date', { search: 'EQ1234567', search1: 'CA', search2: '09/07/1988' }],
    ['an unknown country', { search: 'EQ1234567', search1: 'Narnia', search2: '1988-07-09' }],
  ])('finds nothing for %s', async (_name, query) => {
    const res = await enquire(query);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ applications: [] });
  });

  it('answers each of many enquiries at once by its own three fields', async () => {
    const other = await postApplication(t, staffAuth, {
      passport: 'EQ7654321',
      currentN: 'IN',
      dob: '1990-01-31',
    });
    // Sent together, they are read in one statement (db/gathered-reads.ts): each still needs all three.
    const asked = [
      { search: 'EQ1234567', search1: 'CA', search2: '1988-07-09', finds: app1._id },
      { search: 'EQ1234567', search1: 'IN', search2: '1988-07-09', finds: undefined },
      { search: 'EQ7654321', search1: 'IN', search2: '1990-01-31', finds: other._id },
      { search: 'EQ7654321', search1: 'IN', search2: '1988-07-09', finds: undefined },
      { search: 'EQ0000000', search1: 'CA', search2: '1988-07-09', finds: undefined },
      { search: 'eq 1234567', search1: 'Canada', search2: '1988-07-09', finds: app1._id },
    ];
    const answers = await Promise.all(asked.map(({ finds: _, ...query }) => enquire(query)));
    expect(answers.map((res) => res.json().applications[0]?._id)).toEqual(asked.map((a) => a.finds));
  });

  it.each([
    [{ search1: 'CA', search2: '1988-07-09' }],
    [{ search: 'EQ1234567', search2: '1988-07-09' }],
    [{ search: 'EQ1234567', search1: 'CA' }],
    [{ search: '  ', search1: 'CA', search2: '1988-07-09' }],
    [{}],
  ])('requires all three fields: %j', async (query) => {
    const res = await enquire(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.enquiryRequired);
  });

  it('logs every lookup, matched or not, and every document view, with the client address', async () => {
    const from = (remoteAddress: string, query: Record<string, string>) =>
      t.inject({
        method: 'GET',
        url: `${APPLICATION_API.enquiry}?${new URLSearchParams(query)}`,
        remoteAddress,
        // Ignored without TRUST_PROXY: anyone can send it.
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    const found = (
      await from('198.51.100.7', { search: 'EQ1234567', search1: 'CA', search2: '1988-07-09' })
    ).json().applications[0];
    const missed = await from('198.51.100.8', { search: 'NOPE0000', search1: 'CA', search2: '1988-07-09' });
    expect(missed.json().applications).toEqual([]);
    const visa = found.documents.find((d: { key: string }) => d.key === 'file9');
    const view = await t.inject({ method: 'GET', url: visa.url, remoteAddress: '198.51.100.9' });
    expect(view.statusCode).toBe(200);

    // The log is written in batches, within 200 ms (lookup-log.ts).
    const logged = () =>
      t.db
        .select()
        .from(publicLookups)
        .where(
          inArray(publicLookups.clientAddress, [
            '198.51.100.7',
            '198.51.100.8',
            '198.51.100.9',
            '203.0.113.9',
          ]),
        );
    await expect.poll(async () => (await logged()).length).toBe(3);
    const rows = await logged();
    expect(
      rows.map(({ clientAddress, kind, applicationId, document }) => ({
        clientAddress,
        kind,
        applicationId,
        document,
      })),
    ).toEqual(
      expect.arrayContaining([
        { clientAddress: '198.51.100.7', kind: 'enquiry', applicationId: app1._id, document: null },
        { clientAddress: '198.51.100.8', kind: 'enquiry', applicationId: null, document: null },
        { clientAddress: '198.51.100.9', kind: 'document', applicationId: app1._id, document: 'file9' },
      ]),
    );
    expect(rows).toHaveLength(3);

    // Staff see the application's lookups in its history.
    const history = (
      await t.inject({ method: 'GET', url: APPLICATION_API.history(app1._id), headers: staffAuth })
    ).json();
    const kinds = history.lookups.map(
      (l: { kind: string; document: string | null }) => `${l.kind}:${l.document}`,
    );
    expect(kinds).toContain('enquiry:null');
    expect(kinds.filter((k: string) => k.startsWith('document:'))).toEqual(['document:file9']);
  });

  it('shows a PDF document by its first page, and its url opens the PDF itself', async () => {
    const own = await postApplication(t, staffAuth, {
      passport: 'PF7650001',
      currentN: 'GB',
      dob: '1981-03-12',
    });
    const clearance = await pdfWithPages(2);
    const uploaded = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.document(own._id, 'file4'),
      headers: staffAuth,
      payload: multipartForm({}, { file: { data: clearance, type: 'application/pdf' } }) as unknown as string,
    });
    expect(uploaded.statusCode).toBe(200);
    const [found] = (await enquire({ search: 'PF7650001', search1: 'GB', search2: '1981-03-12' })).json()
      .applications;
    const [document] = found.documents;
    expect(document.key).toBe('file4');
    // The page's <img> gets the first page; the link, the PDF as sent.
    const large = await t.inject({ method: 'GET', url: document.sizes.large });
    expect(large.headers['content-type']).toBe('image/jpeg');
    const original = await t.inject({ method: 'GET', url: document.url });
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.rawPayload.equals(clearance)).toBe(true);
  });

  it('counts a document as viewed when its url is opened, never when its sized copies are shown', async () => {
    const own = await postApplication(t, staffAuth, {
      passport: 'PV7654321',
      currentN: 'GB',
      dob: '1979-02-11',
    });
    const uploaded = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.documents(own._id),
      headers: staffAuth,
      payload: multipartForm(
        {},
        { file1: { data: await jpeg() }, file9: { data: await jpeg() }, file11: { data: await jpeg() } },
      ) as unknown as string,
    });
    expect(uploaded.statusCode).toBe(200);
    const viewed = async () => {
      const res = await t.inject({
        method: 'GET',
        url: APPLICATION_API.history(own._id),
        headers: staffAuth,
      });
      return res
        .json()
        .lookups.filter((l: { kind: string }) => l.kind === 'document')
        .map((l: { document: string }) => l.document);
    };
    const [found] = (await enquire({ search: 'PV7654321', search1: 'GB', search2: '1979-02-11' })).json()
      .applications;
    type Doc = { key: string; url: string; sizes: { small: string; large: string } };
    const documents: Doc[] = found.documents;
    expect(documents.map((d) => d.key)).toEqual(['file1', 'file9', 'file11']);

    // The result page shows every document, on screen and on paper, and again on a reload.
    for (let shown = 0; shown < 2; shown += 1) {
      for (const { sizes, url } of documents) {
        const copies: [string, string][] = [
          [sizes.small, 'image/webp'],
          [sizes.large, 'image/jpeg'],
        ];
        for (const [copy, type] of copies) {
          const res = await t.inject({ method: 'GET', url: copy });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe(type);
          // A copy of the file the link opens, signed without the view.
          expect(new URL(copy, 'http://x').pathname.slice(0, -2)).toBe(new URL(url, 'http://x').pathname);
        }
      }
    }
    expect(await viewed()).toEqual([]);

    const visa = documents.find((d) => d.key === 'file9') as Doc;
    expect((await t.inject({ method: 'GET', url: visa.url })).statusCode).toBe(200);
    expect(await viewed()).toEqual(['file9']);
  });

  it('logs the forwarded client address behind a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await proxied.inject({
        method: 'GET',
        url: `${APPLICATION_API.enquiry}?search=NOPE0000&search1=CA&search2=1988-07-09`,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(res.statusCode).toBe(200);
      await expect
        .poll(async () => (await proxied.db.select().from(publicLookups)).map((row) => row.clientAddress))
        .toEqual(['203.0.113.10']);
    } finally {
      await proxied.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message after too many lookups from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ENQUIRY_MAX: '3' });
    try {
      const query = `${APPLICATION_API.enquiry}?search=X1234567&search1=CA&search2=1990-01-01`;
      for (let i = 0; i < 3; i += 1)
        expect((await limited.inject({ method: 'GET', url: query })).statusCode).toBe(200);
      const res = await limited.inject({ method: 'GET', url: query });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: M.enquiryRateLimited });
    } finally {
      await limited.close();
    }
  });
});
