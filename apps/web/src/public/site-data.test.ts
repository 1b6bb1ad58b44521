import { CATALOGUE_API, DEFAULT_SETTINGS } from '@visadesk/contract/plain';
import { describe, expect, it, vi } from 'vitest';
import { officeTimeZone, setOfficeTimeZone } from '../lib/office-time-zone';
import {
  createSiteData,
  type FetchLike,
  forgetSiteData,
  getJson,
  parsePages,
  parseSettings,
  parseSlides,
  webUrl,
} from './site-data';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers by path, and records what was asked. */
function fakeFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetchImpl: FetchLike = async (url) => {
    calls.push(url);
    const route = routes[url];
    if (!route) return json({ message: 'Not Found' }, 404);
    return route();
  };
  return { fetchImpl, calls };
}

const page = (over: Record<string, unknown> = {}) => ({
  _id: 'p1',
  title: 'About Us',
  content: '# About',
  link: '/about-us',
  status: 'Published',
  published: true,
  shownOnNavbar: true,
  ...over,
});

describe('getJson', () => {
  it('answers the parsed body of a successful response', async () => {
    expect(await getJson('/x', async () => json({ a: 1 }))).toEqual({ ok: true, data: { a: 1 } });
  });

  it('tells a 404 apart from other error statuses', async () => {
    expect(await getJson('/x', async () => json({}, 404))).toEqual({ ok: false, notFound: true });
    expect(await getJson('/x', async () => json({}, 500))).toEqual({ ok: false, notFound: false });
    expect(await getJson('/x', async () => json({}, 429))).toEqual({ ok: false, notFound: false });
  });

  it('never throws: network failures, time-outs and bodies that are not JSON are failures', async () => {
    expect(await getJson('/x', () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      ok: false,
      notFound: false,
    });
    expect(
      await getJson('/x', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))),
    ).toEqual({ ok: false, notFound: false });
    expect(await getJson('/x', async () => new Response('<html>', { status: 200 }))).toEqual({
      ok: false,
      notFound: false,
    });
  });

  it('asks for JSON with a five-second time-out signal', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => json([]));
    await getJson('/x', fetchImpl);
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.headers).toEqual({ accept: 'application/json' });
  });
});

describe('parseSettings', () => {
  it('keeps the answered values and the social links set, grouped or flat', () => {
    const kept = {
      siteName: 'Acme Visas',
      tagline: 'Hello',
      contactEmail: 'a@acme.example',
      phone: '+39 02 1234',
      address: 'Via Roma 1\nMilano',
      officeHours: '9-5',
      eligibilityUrl: 'https://eligibility.example/check',
      timeZone: 'Asia/Manila',
    };
    const settings = parseSettings({
      ...kept,
      social: { facebook: 'https://facebook.com/acme', x: null, instagram: 'javascript:alert(1)' },
    });
    expect(settings).toEqual({
      ...kept,
      social: {
        facebook: 'https://facebook.com/acme',
        instagram: null,
        linkedin: null,
        x: null,
        youtube: null,
      },
      // Absent from the answer: the defaults.
      mail: DEFAULT_SETTINGS.mail,
      cases: DEFAULT_SETTINGS.cases,
      retention: DEFAULT_SETTINGS.retention,
      security: DEFAULT_SETTINGS.security,
      updatedAt: null,
    });
    // Case settings of the wrong shape are the defaults; a usable list is kept.
    expect(parseSettings({ cases: { rejectionReasons: 'x', deleteRole: 'staff' } }).cases).toEqual(
      DEFAULT_SETTINGS.cases,
    );
    expect(parseSettings({ cases: { rejectionReasons: ['A', 3], deleteRole: 'staff' } }).cases).toEqual({
      rejectionReasons: ['A'],
      deleteRole: 'staff',
    });
    expect(
      parseSettings({ ...settings, social: undefined, linkedin: 'https://linkedin.com/company/acme' }).social,
    ).toEqual({ ...DEFAULT_SETTINGS.social, linkedin: 'https://linkedin.com/company/acme' });
  });

  it('keeps whole-number retention days and bounds, and falls back when the days are not one', () => {
    const retention = {
      deletedKeepDays: 12,
      historyKeepDays: 400,
      historyKeepVersions: null,
      auditKeepDays: 90,
    };
    expect(parseSettings({ retention }).retention).toEqual(retention);
    expect(parseSettings({ retention: { ...retention, historyKeepVersions: '5' } }).retention).toEqual(
      retention,
    );
    expect(parseSettings({ retention: { deletedKeepDays: '12' } }).retention).toEqual(
      DEFAULT_SETTINGS.retention,
    );
  });

  it('reads back every field of a settings record as the server answers it', () => {
    const answered = {
      ...DEFAULT_SETTINGS,
      siteName: 'Acme Visas',
      social: { ...DEFAULT_SETTINGS.social, x: 'https://x.com/acme' },
      timeZone: 'Asia/Manila',
      updatedAt: '2026-11-26T02:00:00.000Z',
    };
    expect(parseSettings(answered)).toEqual(answered);
  });

  it('falls back field by field, and entirely for anything that is not an object', () => {
    expect(parseSettings({ siteName: '  ', eligibilityUrl: 'javascript:alert(1)' })).toEqual(
      DEFAULT_SETTINGS,
    );
    expect(parseSettings(null)).toBe(DEFAULT_SETTINGS);
    expect(parseSettings([])).toBe(DEFAULT_SETTINGS);
    expect(parseSettings('oops')).toBe(DEFAULT_SETTINGS);
  });
});

describe('parseSlides', () => {
  it('maps the slider fields and keeps only usable, published slides', () => {
    expect(
      parseSlides([
        {
          _id: 's1',
          thumbnail: 'Work in Canada',
          title: 'Text',
          image: '/api/files/a?sig=1',
          status: 'Published',
        },
        { _id: 's2', thumbnail: 'Hidden', title: 'x', image: '/api/files/b', status: 'Unpublished' },
        { _id: 's3', thumbnail: 'No image', title: 'x', image: '' },
        { _id: 's4', thumbnail: 'Bad image', title: 'x', image: 'javascript:alert(1)' },
        { _id: 's5', thumbnail: 'Other host', title: 'x', image: '//evil.example/a.png' },
        'nonsense',
      ]),
    ).toEqual([{ id: 's1', heading: 'Work in Canada', text: 'Text', image: '/api/files/a?sig=1' }]);
  });

  it('answers null when the answer is not a list', () => {
    expect(parseSlides({ sliders: [] })).toBeNull();
  });
});

describe('parsePages and links', () => {
  it('keeps published pages with a path, normalising the link', () => {
    expect(
      parsePages([
        page({ link: '/About-Us/' }),
        page({ _id: 'p2', status: 'Unpublished', published: false }),
        page({ _id: 'p3', link: 'https://evil.example' }),
        page({ _id: 'p4', title: '' }),
      ]),
    ).toEqual([{ id: 'p1', title: 'About Us', content: '# About', link: '/about-us', shownOnNavbar: true }]);
  });

  it("leaves out pages whose link does not have the contract's link form", () => {
    expect(parsePages([page({ _id: 'p5', link: '/about_us' }), page({ _id: 'p6', link: '/a b' })])).toEqual(
      [],
    );
  });

  it('accepts only absolute http(s) addresses as web links', () => {
    expect(webUrl('https://a.example')).toBe('https://a.example/');
    expect(webUrl('ftp://a.example')).toBeNull();
    expect(webUrl('/relative')).toBeNull();
    expect(webUrl(42)).toBeNull();
  });
});

describe('createSiteData', () => {
  it('fetches each resource once per page load, however often it is asked for', async () => {
    const { fetchImpl, calls } = fakeFetch({
      [CATALOGUE_API.settings.get]: () => json({ siteName: 'Acme' }),
      [CATALOGUE_API.sliders.list]: () => json([]),
      [CATALOGUE_API.pages.list]: () => json([page()]),
    });
    const data = createSiteData(fetchImpl);
    expect(data.settings.peek()).toBeUndefined();
    await Promise.all([data.settings.load(), data.settings.load(), data.slides.load(), data.pages.load()]);
    await data.settings.load();
    expect(calls.sort()).toEqual(
      [CATALOGUE_API.pages.list, CATALOGUE_API.settings.get, CATALOGUE_API.sliders.list].sort(),
    );
    expect(data.settings.peek()?.siteName).toBe('Acme');
    expect(data.slides.peek()).toEqual([]);
  });

  it('fetches again once forgotten (after the back-office)', async () => {
    const { fetchImpl, calls } = fakeFetch({
      [CATALOGUE_API.settings.get]: () => json({ siteName: 'Acme' }),
    });
    const data = createSiteData(fetchImpl);
    await data.settings.load();
    forgetSiteData(data);
    expect(data.settings.peek()).toBeUndefined();
    await data.settings.load();
    expect(calls.filter((url) => url === CATALOGUE_API.settings.get)).toHaveLength(2);
  });

  it('falls back when the server cannot answer: default settings, no slides, no pages', async () => {
    const data = createSiteData(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await data.settings.load()).toBe(DEFAULT_SETTINGS);
    expect(await data.slides.load()).toBeNull();
    expect(await data.pages.load()).toBeNull();
  });

  it("gives every screen the office's time zone from the settings, and keeps it when a read fails", async () => {
    setOfficeTimeZone(undefined);
    const data = createSiteData(
      fakeFetch({ [CATALOGUE_API.settings.get]: () => json({ timeZone: 'Pacific/Kiritimati' }) }).fetchImpl,
    );
    expect((await data.settings.load()).timeZone).toBe('Pacific/Kiritimati');
    expect(officeTimeZone()).toBe('Pacific/Kiritimati');
    await createSiteData(() => Promise.reject(new TypeError('Failed to fetch'))).settings.load();
    expect(officeTimeZone()).toBe('Pacific/Kiritimati');
    setOfficeTimeZone(undefined);
  });

  it('treats endpoints that do not exist yet (404) like a failure', async () => {
    const data = createSiteData(fakeFetch({}).fetchImpl);
    expect(await data.settings.load()).toBe(DEFAULT_SETTINGS);
    expect(await data.slides.load()).toBeNull();
  });

  describe('pageAt', () => {
    it('finds a page in the published list without another request', async () => {
      const { fetchImpl, calls } = fakeFetch({ [CATALOGUE_API.pages.list]: () => json([page()]) });
      const data = createSiteData(fetchImpl);
      expect(await data.pageAt('/About-Us/')).toEqual({
        status: 'found',
        page: expect.objectContaining({ title: 'About Us' }),
      });
      expect(await data.pageAt('/nope')).toEqual({ status: 'missing' });
      expect(calls).toEqual([CATALOGUE_API.pages.list]);
    });

    it('asks for the page by its link when the list cannot be read', async () => {
      const byLink = `${CATALOGUE_API.pages.byLink}?link=${encodeURIComponent('/about-us')}`;
      const { fetchImpl, calls } = fakeFetch({
        [CATALOGUE_API.pages.list]: () => json({ message: 'boom' }, 500),
        [byLink]: () => json(page()),
      });
      const data = createSiteData(fetchImpl);
      expect((await data.pageAt('/about-us')).status).toBe('found');
      expect(await data.pageAt('/unknown')).toEqual({ status: 'missing' });
      expect(calls).toContain(byLink);
    });

    it('reports a failure (not a missing page) when nothing answers', async () => {
      const data = createSiteData(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(await data.pageAt('/about-us')).toEqual({ status: 'failed' });
    });

    it('does not show a page whose link differs from the address asked for', async () => {
      const byLink = `${CATALOGUE_API.pages.byLink}?link=${encodeURIComponent('/about-us')}`;
      const data = createSiteData(
        fakeFetch({
          [CATALOGUE_API.pages.list]: () => json({}, 500),
          [byLink]: () => json(page({ link: '/other' })),
        }).fetchImpl,
      );
      expect(await data.pageAt('/about-us')).toEqual({ status: 'missing' });
    });
  });
});
