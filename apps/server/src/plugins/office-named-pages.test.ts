import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CATALOGUE_API, PRERENDERED_PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { preferredEncoding } from './office-named-pages.ts';

/** A built page as the web build leaves it: the default name wherever the site's name goes. */
const builtPage = (main: string) =>
  '<!doctype html><head><meta property="og:site_name" content="VisaDesk" />' +
  '<link rel="alternate" hreflang="ar" href="/ar/enquiry">' +
  '<title>Check Visa Status | VisaDesk</title></head>' +
  `<body><a class="brand"><span>VisaDesk</span></a><main>${main}</main>` +
  '<p>\u00a9 2026 VisaDesk. A VisaDesk service.</p></body>';

const t = useTestApp(() => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'visadesk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), builtPage('app'));
  for (const [route, file] of Object.entries(PRERENDERED_PAGES)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), builtPage(`page ${route}`));
    // The build's compressed copy, as it wrote it: its alternates are paths.
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(builtPage(`page ${route}`)));
  }
  return { WEB_DIST: dist };
});
const admin = t.signedIn('admin');

const rename = async (siteName: string) => {
  const current = (await t.inject({ method: 'GET', url: CATALOGUE_API.settings.get })).json();
  const res = await t.inject({
    method: 'PUT',
    url: CATALOGUE_API.settings.update,
    headers: admin.auth,
    payload: { ...current, siteName, updatedAt: undefined, timeZone: undefined },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const page = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

describe('pages named for the office', () => {
  it('puts the saved site name in the title, og:site_name, brand and footer of every page', async () => {
    await rename('Al Noor Visas');
    for (const url of ['/', '/enquiry', '/dashboard', '/index.html']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('VisaDesk');
      expect(res.body, url).toContain('<meta property="og:site_name" content="Al Noor Visas" />');
      expect(res.body, url).toContain('<title>Check Visa Status | Al Noor Visas</title>');
      expect(res.body, url).toContain('<span>Al Noor Visas</span>');
      expect(res.body, url).toContain('\u00a9 2026 Al Noor Visas. A Al Noor Visas service.');
    }
  });

  it('writes a name with markup in it as text', async () => {
    await rename('Tom & "Jerry" <script>alert(1)</script>');
    const { body } = await page('/');
    expect(body).not.toContain('<script>');
    expect(body).toContain('content="Tom &#38; &#34;Jerry&#34; &#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it('compresses the named page as the browser accepts, and answers 304 to its entity tag', async () => {
    await rename('Northbound Visas');
    const br = await page('/enquiry', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<span>Northbound Visas</span>');
    const gz = await page('/enquiry', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<span>Northbound Visas</span>');
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const again = await page('/enquiry', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gz.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A new name is a new page: the old tag no longer matches.
    await rename('Southbound Visas');
    const renamed = await page('/enquiry', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gz.headers.etag),
    });
    expect(renamed.statusCode).toBe(200);
    expect(gunzipSync(renamed.rawPayload).toString()).toContain('<span>Southbound Visas</span>');
  });

  it('gives the hreflang alternates the public address, in the build’s default name too', async () => {
    await rename('VisaDesk');
    const alternate = `<link rel="alternate" hreflang="ar" href="${t.app.config.publicUrl}/ar/enquiry">`;
    expect((await page('/enquiry')).body).toContain(alternate);
    const br = await page('/enquiry', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(alternate);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
