import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API, MESSAGES, PRERENDERED_PAGES } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { hashPassword } from './auth/passwords.ts';
import { insertUser } from './modules/users/users.repository.ts';
import { TEST_PASSWORD, testConfig, useTestApp } from './test/test-app.ts';
import { openTestDatabase } from './test/test-database.ts';

const t = useTestApp();

describe('error handling', () => {
  it.each([
    ['malformed JSON', 400, MESSAGES.common.malformedJson, 'application/json', '{"email":'],
    ['an unsupported content type', 415, MESSAGES.common.unsupportedMediaType, 'text/xml', '<a/>'],
    [
      'an oversized body, without reading it all,',
      413,
      MESSAGES.common.bodyTooLarge,
      'application/json',
      JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(2 * 1024 * 1024) }),
    ],
  ])('answers %s with %i and a clear message', async (_body, status, message, type, payload) => {
    const res = await t.inject({
      method: 'POST',
      url: API.users.login,
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.inject({ method, url: '/api/nothing/here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.common.routeNotFound });
    }
  });

  it('never answers with a stack trace', async () => {
    const res = await t.inject({
      method: 'POST',
      url: API.users.login,
      payload: { email: ['array'], password: { a: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an error of its own with a 500 that holds no stack, path or message of it', async () => {
    // The app as the server builds it, with one route of this test's that fails unexpectedly.
    const app = await buildApp(testConfig(), { database: t.database, logger: false });
    app.get('/api/test-only/throws', async () => {
      throw new TypeError(`cannot read ${path.join(os.tmpdir(), 'secret-file')}`);
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-only/throws' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MESSAGES.common.internal });
      expect(res.body).not.toMatch(/at .*\.ts:\d+|TypeError|secret-file|\/src\//);
    } finally {
      await app.close();
    }
  });
});

describe('health', () => {
  it('answers ok without a token', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('headers', () => {
  it('sends a strict Content-Security-Policy, nosniff and a request id', async () => {
    const res = await t.inject({ method: 'GET', url: API.users.me });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses large responses', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('documents every route from its schemas and serves a UI at /api/docs', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        API.users.login,
        API.users.list,
        API.users.create,
        '/api/users/update_user/{id}',
        API.users.profile,
      ]),
    );
    expect(
      doc.paths[API.users.login].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    const ui = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('logging', () => {
  it('never writes passwords, tokens or cookies to the log, of a failed or a successful sign-in', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), { database, logStream: stream });
    try {
      const email = 'logged-user@example.test';
      await insertUser(app.db, {
        name: 'Logged User',
        email,
        role: 'staff',
        passwordHash: await hashPassword(TEST_PASSWORD),
      });
      const failed = await app.inject({
        method: 'POST',
        url: API.users.login,
        payload: { email: 'x@example.test', password: TEST_PASSWORD },
      });
      expect(failed.statusCode).toBe(401);
      const login = await app.inject({
        method: 'POST',
        url: API.users.login,
        payload: { email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const { token, refreshToken } = login.json() as { token: string; refreshToken: string };
      const cookie = login.headers['set-cookie'];
      expect(String(cookie)).toContain(refreshToken);
      const refreshed = await app.inject({
        method: 'POST',
        url: API.users.refresh,
        cookies: { refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      const me = await app.inject({
        method: 'GET',
        url: `${API.users.me}?search=AB123456&search2=1990-01-01`,
        headers: { authorization: `Bearer ${token}`, cookie: `refreshToken=${refreshToken}` },
      });
      expect(me.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('request completed');
      const secrets = [
        TEST_PASSWORD,
        token,
        refreshToken,
        refreshed.json().token,
        refreshed.json().refreshToken,
        'AB123456',
        '1990-01-01',
      ];
      for (const secret of secrets) expect(log).not.toContain(secret);
      // A token's signature alone would be enough to recognise it: look for that too.
      expect(log).not.toContain(token.split('.')[2]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('web app', () => {
  const web = useTestApp(() => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'visadesk-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>VisaDesk</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    for (const [route, file] of Object.entries(PRERENDERED_PAGES)) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(
        path.join(dist, file),
        `<!doctype html><title>VisaDesk</title><main>page ${route}</main>`,
      );
    }
    // The build's compressed copies (apps/web/scripts/precompress.mjs), for the landing page.
    const landingFile = PRERENDERED_PAGES['/'];
    if (!landingFile) throw new Error('the landing page is one of the prerendered pages');
    const landing = path.join(dist, landingFile);
    writeFileSync(`${landing}.br`, brotliCompressSync(readFileSync(landing)));
    writeFileSync(`${landing}.gz`, gzipSync(readFileSync(landing)));
    return { WEB_DIST: dist };
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/dashboard', '/userManagement?x=1', '/editUserManagement', '/enquiry-other']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers each prerendered page with its own HTML, whatever its case or trailing slash', async () => {
    const asked = {
      '/': ['/', '/?utm=1'],
      '/enquiry': ['/enquiry', '/Enquiry/', '/enquiry?x=1'],
      // The enquiry in each other language, under its prefix.
      ...Object.fromEntries(
        Object.keys(PRERENDERED_PAGES)
          .filter((route) => /^\/[a-z]+\/enquiry$/.test(route))
          .map((route) => [route, [route, `${route.toUpperCase()}/`]]),
      ),
    };
    expect(Object.keys(PRERENDERED_PAGES).sort()).toEqual(Object.keys(asked).sort());
    for (const [route, urls] of Object.entries(asked)) {
      for (const url of urls) {
        const res = await web.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body, url).toContain(`<main>page ${route}</main>`);
      }
    }
  });

  it("answers a page with the build's compressed copy the browser accepts, else the file", async () => {
    const asked = async (encoding: string) => {
      const res = await web.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.vary).toContain('accept-encoding');
      return { encoding: res.headers['content-encoding'], body: res.rawPayload };
    };
    const br = await asked('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('<main>page /</main>');
    const gz = await asked('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<main>page /</main>');
    const plain = await asked('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain('<main>page /</main>');
  });

  it('sends the strict Content-Security-Policy with every HTML page', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/updateApplicationView/abc']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('text/html');
      const directives = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(' ')]),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps missing files and unknown API paths as 404', async () => {
    expect((await web.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await web.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: MESSAGES.common.routeNotFound });
  });

  it('answers a path too long for any file name with 404, not 403', async () => {
    for (const url of [
      `/api/${'a'.repeat(5_000)}`,
      `/assets/${'a'.repeat(5_000)}.js`,
      `/${'a'.repeat(5_000)}`,
    ]) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url.slice(0, 12)).toBe(
        url.startsWith('/api/') || url.endsWith('.js') ? 404 : 200,
      );
    }
  });
});

// Only a PostgreSQL server can drop a connection under the app; PGlite runs in-process.
if (process.env.TEST_DB === 'postgres') {
  describe('a dropped database connection', () => {
    it('is survived: the pool reconnects and the next request works', async () => {
      const { auth } = await t.createUser('admin');
      expect((await t.inject({ method: 'GET', url: API.users.list, headers: auth })).statusCode).toBe(200);
      const current = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = process.env.TEST_DATABASE_URL as string;
      const killer = new pg.Client({
        connectionString: url,
        user: new URL(url).username || os.userInfo().username,
      });
      await killer.connect();
      const killed = await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [current.rows[0]?.name],
      );
      await killer.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await t.inject({ method: 'GET', url: API.users.list, headers: auth })).statusCode).toBe(200);
    });
  });
}
