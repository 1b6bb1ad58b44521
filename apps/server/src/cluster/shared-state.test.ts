import { randomBytes } from 'node:crypto';
import { API, APPLICATION_API, type Role } from '@visadesk/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { TEST_PASSWORD, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

// Set by .ci/run (a local redis-server); vitest.config.ts makes its absence loud, and fatal in CI.
const REDIS_URL = process.env.TEST_REDIS_URL;
/** A Redis address where nothing listens. */
const NO_REDIS = 'redis://127.0.0.1:1';

/** A client address of its own per test, so counters of other tests and runs never meet. */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** Two nodes of one deployment: one database, one secret, one Redis (or one unreachable). */
async function twoNodes(redisUrl: string, env: Record<string, string> = {}) {
  const database: Database = await openTestDatabase();
  const config = testConfig({ REDIS_URL: redisUrl, ...env });
  const nodes: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const node = await buildApp(config, { database, logger: false });
    await node.ready();
    nodes.push(node);
  }
  const [a, b] = nodes as [FastifyInstance, FastifyInstance];
  const passwordHash = await hashPassword(TEST_PASSWORD);
  async function signedIn(role: Role) {
    const user = await insertUser(database.db, {
      name: `Node ${role}`,
      email: `${role}-${randomBytes(5).toString('hex')}@example.test`,
      role,
      passwordHash,
    });
    const { token } = await a.authService.startSession(user);
    return { user, headers: { authorization: `Bearer ${token}` } };
  }
  return {
    a,
    b,
    signedIn,
    close: async () => {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}

const login = (node: FastifyInstance, remoteAddress: string, email: string, password = 'wrong-password') =>
  node.inject({ method: 'POST', url: API.users.login, remoteAddress, payload: { email, password } });

/**
 * Asks until the answer has `status`, for at most `withinMs`; the statuses seen, in order. Each
 * turn lets the event loop read sockets (an injected request never does), as a real server does
 * between requests: that is where Redis's message arrives.
 */
async function statusesUntil(
  status: number,
  withinMs: number,
  request: () => Promise<{ statusCode: number }>,
) {
  const seen: number[] = [];
  const until = Date.now() + withinMs;
  do {
    await new Promise((resolve) => setTimeout(resolve, 10));
    seen.push((await request()).statusCode);
  } while (seen.at(-1) !== status && Date.now() < until);
  return seen;
}

describe.runIf(REDIS_URL)('several nodes sharing Redis', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  beforeAll(async () => {
    nodes = await twoNodes(REDIS_URL ?? '', { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_ENQUIRY_MAX: '2' });
  });
  afterAll(() => nodes.close());

  it('count sign-in failures together: the limit holds whichever node is asked', async () => {
    const address = newAddress();
    const email = `target-${randomBytes(4).toString('hex')}@example.test`;
    const statuses = [];
    for (const node of [nodes.a, nodes.b, nodes.a, nodes.b])
      statuses.push((await login(node, address, email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The same e-mail from another address is not locked out.
    expect((await login(nodes.a, newAddress(), email)).statusCode).toBe(401);
  });

  it('a success on one node clears the failures counted on the other', async () => {
    const address = newAddress();
    const { user } = await nodes.signedIn('staff');
    await login(nodes.a, address, user.email);
    await login(nodes.a, address, user.email);
    expect((await login(nodes.b, address, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const statuses = [];
    for (const node of [nodes.a, nodes.b, nodes.a, nodes.b])
      statuses.push((await login(node, address, user.email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('count enquiries together', async () => {
    const remoteAddress = newAddress();
    const enquiry: InjectOptions = {
      method: 'GET',
      url: `${APPLICATION_API.enquiry}?search=X1234567&search1=Philippines&search2=1990-01-01`,
      remoteAddress,
    };
    const statuses = [];
    for (const node of [nodes.a, nodes.b, nodes.a]) statuses.push((await node.inject(enquiry)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('a user deleted on one node is refused by the other at once, not when its cache expires', async () => {
    const admin = await nodes.signedIn('admin');
    const staff = await nodes.signedIn('staff');
    const me = () => nodes.a.inject({ method: 'GET', url: API.users.me, headers: staff.headers });
    expect((await me()).statusCode).toBe(200); // now in node a's cache
    const removed = await nodes.b.inject({
      method: 'DELETE',
      url: API.users.remove(staff.user._id),
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    // The cache keeps an answer five seconds; the message arrives in milliseconds.
    expect((await statusesUntil(401, 2_000, me)).at(-1)).toBe(401);
  });

  it("a role changed on one node ends the user's sessions on the other at once", async () => {
    const admin = await nodes.signedIn('admin');
    const other = await nodes.signedIn('admin');
    const users = () => nodes.a.inject({ method: 'GET', url: API.users.list, headers: other.headers });
    expect((await users()).statusCode).toBe(200);
    const demoted = await nodes.b.inject({
      method: 'PUT',
      url: API.users.update(other.user._id),
      headers: admin.headers,
      payload: { name: other.user.name, email: other.user.email, role: 'staff' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await statusesUntil(401, 2_000, users)).at(-1)).toBe(401);
  });

  it('health says Redis is connected', async () => {
    const health = await nodes.a.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', redis: 'connected' });
  });
});

describe('a node whose Redis is unreachable', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  beforeAll(async () => {
    nodes = await twoNodes(NO_REDIS, { RATE_LIMIT_LOGIN_MAX: '2' });
  });
  afterAll(() => nodes.close());

  it('starts, serves, and says so in health', async () => {
    const health = await nodes.a.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', redis: 'unreachable' });
  });

  it('still limits sign-in, with its own count', async () => {
    const address = newAddress();
    const email = `alone-${randomBytes(4).toString('hex')}@example.test`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(nodes.a, address, email)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('trusts no cache: a user deleted through the other node is refused on the next request', async () => {
    const admin = await nodes.signedIn('admin');
    const staff = await nodes.signedIn('staff');
    const me = () => nodes.a.inject({ method: 'GET', url: API.users.me, headers: staff.headers });
    expect((await me()).statusCode).toBe(200);
    const removed = await nodes.b.inject({
      method: 'DELETE',
      url: API.users.remove(staff.user._id),
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});
