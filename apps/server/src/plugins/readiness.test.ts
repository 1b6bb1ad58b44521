import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';

const health = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/health' });

/** Asks until the answer has `status` (at most `withinMs`), letting timers run between asks. */
async function healthUntil(app: TestApp['app'], status: number, withinMs: number) {
  const until = Date.now() + withinMs;
  let response = await health(app);
  while (response.statusCode !== status && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await health(app);
  }
  return response;
}

describe('health: whether this node can serve', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is 200 while the node serves', async () => {
    t = await createTestApp();
    const response = await health(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is 503 once the node drains, and every answer then closes its connection', async () => {
    t = await createTestApp();
    expect((await health(t.app)).headers.connection).not.toBe('close');
    t.app.readiness.drain();
    const response = await health(t.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'draining' });
    expect(response.headers.connection).toBe('close');
    // Requests already on their way are still served, not refused.
    const { auth } = await t.createUser('staff');
    const served = await t.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });

  it.runIf(process.env.TEST_DB === 'pglite')('is 503 when the embedded database is gone', async () => {
    t = await createTestApp();
    await t.database.close();
    const response = await healthUntil(t.app, 503, 5_000);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    t = undefined; // its database is closed already
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')(
  'health on a PostgreSQL server that stops answering',
  () => {
    it('turns 503 while the database refuses connections, and 200 again when it is back', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `visadesk_h_${randomBytes(5).toString('hex')}`;
      const user = new URL(serverUrl).username || process.env.PGUSER || os.userInfo().username;
      const admin = new pg.Client({ connectionString: serverUrl, user });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const app = await buildApp(testConfig({ DATABASE_URL: url.toString() }), { logger: false });
      try {
        await app.ready();
        expect((await health(app)).statusCode).toBe(200);

        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        const down = await healthUntil(app, 503, 10_000);
        expect(down.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });

        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        expect((await healthUntil(app, 200, 10_000)).statusCode).toBe(200);
      } finally {
        await app.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  },
);
