import { CATALOGUE_API, MESSAGES, type Page } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { MISSING_ID, uniqueTag as tag, useTestApp } from '../../test/test-app.ts';

const API = CATALOGUE_API.pages;
const M = MESSAGES.pages;
const t = useTestApp();
const staff = t.signedIn('staff');

/** A valid page body with a unique title and link. */
const pageBody = (overrides: Record<string, unknown> = {}) => {
  const id = tag();
  return { title: `Page ${id}`, content: '# Heading\n\nSome *Markdown*.', link: `/page-${id}`, ...overrides };
};
const addPage = (payload: Record<string, unknown> = pageBody(), headers = staff.auth) =>
  t.inject({ method: 'POST', url: API.create, headers, payload });
const putPage = (id: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: API.update(id), headers: staff.auth, payload });
const fetchPages = async (headers?: Record<string, string>): Promise<Page[]> => {
  const res = await t.inject({ method: 'GET', url: API.list, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const byLink = (link: string) =>
  t.inject({ method: 'GET', url: `${API.byLink}?link=${encodeURIComponent(link)}` });

describe('access', () => {
  it('treats a bad or expired token on the list as 401, not as the public', async () => {
    for (const authorization of ['Bearer nonsense', 'Bearer ', 'Basic abc']) {
      const res = await t.inject({ method: 'GET', url: API.list, headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (t.app.config.accessTokenTtlSeconds + 60) * 1000,
    });
    try {
      const res = await t.inject({ method: 'GET', url: API.list, headers: staff.auth });
      expect(res.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST addPage', () => {
  it('answers 201 with the page; a new page is Unpublished and off the navbar by default', async () => {
    const body = pageBody();
    const res = await addPage(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ...body,
      status: 'Unpublished',
      published: false,
      shownOnNavbar: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('derives published from status and status from published', async () => {
    const fromStatus = await addPage(pageBody({ status: 'Published' }));
    expect(fromStatus.json()).toMatchObject({ status: 'Published', published: true });
    const fromFlag = await addPage(pageBody({ published: true, shownOnNavbar: true }));
    expect(fromFlag.json()).toMatchObject({ status: 'Published', published: true, shownOnNavbar: true });
    const both = await addPage(pageBody({ published: false, status: 'Unpublished' }));
    expect(both.json()).toMatchObject({ status: 'Unpublished', published: false });
  });

  it('refuses a status and published that disagree', async () => {
    const res = await addPage(pageBody({ status: 'Published', published: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'published', message: M.statusMismatch }]);
  });

  it('normalises the link: trimmed, lower case, no trailing slash', async () => {
    const id = tag();
    const res = await addPage(pageBody({ link: `  /Visa-Guide-${id}/Canada/ ` }));
    expect(res.json().link).toBe(`/visa-guide-${id}/canada`);
  });

  it('keeps long Markdown content', async () => {
    const content = `# Long\n\n${'Paragraph text. '.repeat(3000)}`.slice(0, 50_000);
    const res = await addPage(pageBody({ content }));
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe(content.trim());
  });

  it('keeps content of the longest length in characters of three bytes each', async () => {
    const content = '漢'.repeat(50_000);
    const res = await addPage(pageBody({ content }));
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe(content);
  });

  it.each([
    ['title', 'Ab', M.titleOrContentLength],
    ['title', ` ${'x'.repeat(32)} `, M.titleOrContentLength],
    ['title', undefined, M.titleOrContentLength],
    ['content', '  ok  ', M.titleOrContentLength],
    ['content', 'x'.repeat(50_001), M.contentTooLong],
    ['link', 'about-us', M.linkInvalid],
    ['link', '/about us', M.linkInvalid],
    ['link', '/about_us', M.linkInvalid],
    ['link', '/about--us', M.linkInvalid],
    ['link', '//about', M.linkInvalid],
    ['link', '/about.html', M.linkInvalid],
    ['link', 'https://example.com/x', M.linkInvalid],
    ['link', `/${'a'.repeat(100)}`, M.linkInvalid],
    ['link', undefined, M.linkInvalid],
    ['status', 'Draft', M.invalidStatus],
    ['published', 'yes', M.invalidFlag],
    ['shownOnNavbar', 1, M.invalidFlag],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await addPage(pageBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    '/',
    '/enquiry',
    '/view-one',
    '/login',
    '/dashboard',
    '/application',
    '/Application/extra',
    '/usermanagement',
    '/addCompany',
    '/slider',
    '/setting',
    '/profile',
    '/api/anything',
    '/assets',
  ])('refuses the app route %s as a link', async (link) => {
    const res = await addPage(pageBody({ link }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'link',
      message: link === '/' ? M.linkInvalid : M.linkReserved,
    });
  });

  it('answers 409 for a title used in any letter case, or a link already used', async () => {
    const existing: Page = (await addPage()).json();
    const title = await addPage(pageBody({ title: existing.title.toUpperCase() }));
    expect(title.statusCode).toBe(409);
    expect(title.json()).toEqual({
      message: M.duplicateTitle,
      errors: [{ field: 'title', message: M.duplicateTitle }],
    });
    const link = await addPage(pageBody({ link: existing.link.toUpperCase() }));
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(M.duplicateLink);
    const both = await addPage({ ...pageBody(), title: existing.title, link: existing.link });
    expect(both.json().errors).toHaveLength(2);
  });
});

describe('GET fetchPage', () => {
  it('gives staff every page ordered by title, and the public only the published ones', async () => {
    const prefix = `Ord${tag()}`;
    const hidden: Page = (await addPage(pageBody({ title: `${prefix} b hidden` }))).json();
    const shown: Page = (await addPage(pageBody({ title: `${prefix} A shown`, status: 'Published' }))).json();
    const staffView = (await fetchPages(staff.auth)).filter((p) => p.title.startsWith(prefix));
    expect(staffView.map((p) => p._id)).toEqual([shown._id, hidden._id]);
    const publicView = await fetchPages();
    expect(publicView).toContainEqual(shown);
    expect(publicView.map((p) => p._id)).not.toContain(hidden._id);
    expect(publicView.every((p) => p.published && p.status === 'Published')).toBe(true);
  });

  it('varies by Authorization so no cache hands a staff list to the public', async () => {
    const res = await t.inject({ method: 'GET', url: API.list });
    expect(res.headers.vary).toContain('Authorization');
  });
});

describe('GET fetchPageByLink', () => {
  it('answers a published page by its link, in any letter case or with a trailing slash', async () => {
    const page: Page = (await addPage(pageBody({ published: true }))).json();
    for (const link of [page.link, `${page.link.toUpperCase()}/`]) {
      const res = await byLink(link);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(page);
    }
  });

  it('answers 404 for an unpublished page, an unknown link, a malformed link and no link', async () => {
    const hidden: Page = (await addPage()).json();
    for (const link of [hidden.link, `/nothing-${tag()}`, 'not a path', '/dashboard']) {
      const res = await byLink(link);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.common.notFound });
    }
    expect((await t.inject({ method: 'GET', url: API.byLink })).statusCode).toBe(404);
    expect((await byLink(`/${'a'.repeat(300)}`)).statusCode).toBe(404);
  });
});

describe('PUT updatePage/:id', () => {
  it('changes the fields and keeps status and navbar flag when they are not sent', async () => {
    const created: Page = (await addPage(pageBody({ published: true, shownOnNavbar: true }))).json();
    const body = pageBody();
    const res = await putPage(created._id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...body, status: 'Published', published: true, shownOnNavbar: true });
    const unpublished = await putPage(created._id, { ...body, published: false, shownOnNavbar: false });
    expect(unpublished.json()).toMatchObject({
      status: 'Unpublished',
      published: false,
      shownOnNavbar: false,
    });
    expect((await byLink(body.link)).statusCode).toBe(404);
  });

  it('may keep its own title and link but not take another page’s', async () => {
    const a: Page = (await addPage()).json();
    const b: Page = (await addPage()).json();
    const own = await putPage(a._id, { title: a.title.toLowerCase(), content: a.content, link: a.link });
    expect(own.statusCode).toBe(200);
    const clash = await putPage(a._id, { title: a.title, content: a.content, link: b.link });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.duplicateLink);
  });

  it('validates like add, answers 404 for a missing page and 400 for a malformed id', async () => {
    const created: Page = (await addPage()).json();
    expect((await putPage(created._id, pageBody({ title: 'No' }))).json().message).toBe(
      M.titleOrContentLength,
    );
    const missing = await putPage(MISSING_ID, pageBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.common.notFound });
    const bad = await putPage('abc', pageBody());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});

describe('DELETE deletePage/:id', () => {
  it('answers {_id}; the page is gone from the list and its link; then 404', async () => {
    const created: Page = (await addPage(pageBody({ published: true }))).json();
    const res = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(res.json()).toEqual({ _id: created._id });
    expect((await fetchPages(staff.auth)).map((p) => p._id)).not.toContain(created._id);
    expect((await byLink(created.link)).statusCode).toBe(404);
    const again = await t.inject({ method: 'DELETE', url: API.remove(created._id), headers: staff.auth });
    expect(again.statusCode).toBe(404);
    const bad = await t.inject({ method: 'DELETE', url: API.remove('bad-id'), headers: staff.auth });
    expect(bad.json()).toEqual({ message: MESSAGES.common.invalidId });
  });
});
