import { API } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestApp, testConfig } from './test/test-app.ts';
import { openTestDatabase } from './test/test-database.ts';

/** The address the app takes for a request from `remoteAddress` carrying `forwardedFor`. */
async function clientAddresses(env: Record<string, string>, requests: [string, string][]) {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(env), { database, logger: false });
  app.get('/test/client-address', async (request) => ({ ip: request.ip }));
  try {
    const seen: string[] = [];
    for (const [remoteAddress, forwardedFor] of requests) {
      const response = await app.inject({
        url: '/test/client-address',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      seen.push((response.json() as { ip: string }).ip);
    }
    return seen;
  } finally {
    await app.close();
    await database.close();
  }
}

// A proxy such as nginx ($proxy_add_x_forwarded_for) appends the address it saw to whatever the
// client sent, so only the entries the trusted proxies wrote, counted from the right, are known.
describe('the client address behind trusted proxies', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(await clientAddresses({}, [['198.51.100.9', '1.2.3.4']])).toEqual(['198.51.100.9']);
  });

  it('takes the address the one proxy saw with TRUST_PROXY=1, not the forged left-most entry', async () => {
    expect(
      await clientAddresses({ TRUST_PROXY: '1' }, [
        ['127.0.0.1', '1.2.3.4, 203.0.113.7'],
        ['127.0.0.1', '203.0.113.8'],
      ]),
    ).toEqual(['203.0.113.7', '203.0.113.8']);
  });

  it('counts hops from the right with TRUST_PROXY=2', async () => {
    expect(
      await clientAddresses({ TRUST_PROXY: '2' }, [['10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.1']]),
    ).toEqual(['203.0.113.7']);
  });

  it('trusts only the listed proxies, and takes a peer outside the list at its own address', async () => {
    expect(
      await clientAddresses({ TRUST_PROXY: '10.0.0.0/24, 192.0.2.1' }, [
        ['10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.1'],
        ['192.0.2.1', '1.2.3.4, 203.0.113.9'],
        ['198.51.100.9', '1.2.3.4'],
      ]),
    ).toEqual(['203.0.113.7', '203.0.113.9', '198.51.100.9']);
  });

  it('limits sign-in failures of one client behind the proxy whatever left-most address it forges', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_MAX: '3' });
    try {
      const { user } = await t.createUser('staff');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await t.inject({
          method: 'POST',
          url: API.users.login,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `10.9.8.${i}, 203.0.113.7` },
          payload: { email: user.email, password: 'not-the-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
