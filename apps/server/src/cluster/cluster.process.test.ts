import { randomBytes } from 'node:crypto';
import { API, APPLICATION_API } from '@visadesk/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantFields, jpeg, multipartForm } from '../harness/application-fixtures.ts';
import { clientAddress, fetchFrom, hasClusterParts, type Node, startCluster } from '../harness/cluster.ts';

// The whole deployment of docs/operations.md on this machine: two nodes (real server processes)
// behind nginx, on PostgreSQL, an S3-compatible server and Redis. CI has every part (.ci/run).
type Cluster = Awaited<ReturnType<typeof startCluster>>;
if (process.env.CI === 'true' && !hasClusterParts())
  throw new Error(
    'the cluster test needs TEST_DATABASE_URL, TEST_REDIS_URL and nginx (required under CI=true)',
  );

const json = { 'content-type': 'application/json' };

/** Signs in from a client address of its own (the balancer tells the nodes, which trust one hop). */
async function signIn(url: string, credentials: { email: string; password: string }) {
  const response = await fetchFrom(clientAddress(), `${url}${API.users.login}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
  return { token: ((await response.json()) as { token: string }).token, cookie: cookie?.split(';')[0] ?? '' };
}

/** Runs `clients` loops of `request` until `stop` resolves; counts answers and failures. */
async function underLoad(clients: number, request: (i: number) => Promise<Response>, stop: Promise<unknown>) {
  const outcome = { ok: 0, failed: [] as string[] };
  let isDone = false;
  void stop.finally(() => {
    isDone = true;
  });
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; !isDone; i++) {
        try {
          const response = await request(client * 1_000_000 + i);
          if (response.ok) outcome.ok += 1;
          else outcome.failed.push(`${response.status} ${await response.text()}`);
        } catch (error) {
          outcome.failed.push(String(error));
        }
      }
    }),
  );
  return outcome;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(hasClusterParts())(
  'two nodes behind nginx on PostgreSQL, S3 and Redis',
  { timeout: 240_000 },
  () => {
    let cluster: Cluster;
    let token: string;
    let a: Node;
    let b: Node;
    const auth = () => ({ authorization: `Bearer ${token}` });

    beforeAll(async () => {
      cluster = await startCluster();
      [a, b] = cluster.nodes as [Node, Node];
      ({ token } = await signIn(cluster.url, cluster.admin));
    }, 120_000);
    afterAll(() => cluster?.stop());

    it('signs in through the balancer and refreshes on either node', async () => {
      const session = await signIn(cluster.url, cluster.admin);
      let cookie = session.cookie;
      for (const node of [b, a, b]) {
        const refreshed = await fetch(`${cluster.nodeUrl(node)}${API.users.refresh}`, {
          method: 'POST',
          headers: { ...json, cookie },
          body: '{}',
        });
        expect(refreshed.status).toBe(200);
        cookie = refreshed.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      }
    });

    it('serves a file uploaded on one node from the other', async () => {
      const created = await fetch(`${cluster.nodeUrl(a)}${APPLICATION_API.create}`, {
        method: 'POST',
        headers: auth(),
        body: multipartForm(applicantFields(), { image: { data: await jpeg(400, 500) } }),
      });
      expect(created.status).toBe(201);
      const { image } = (await created.json()) as { image: string };
      const [fromA, fromB] = await Promise.all(
        [a, b].map(async (node) =>
          Buffer.from(await (await fetch(`${cluster.nodeUrl(node)}${image}`)).arrayBuffer()),
        ),
      );
      expect(fromB?.length).toBeGreaterThan(0);
      expect(fromB?.equals(fromA as Buffer)).toBe(true);
    });

    it('counts sign-in failures across the nodes behind the balancer', async () => {
      const client = clientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await fetchFrom(client, `${cluster.url}${API.users.login}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: cluster.admin.email, password: 'not-the-password' }),
        });
        statuses.push(response.status);
      }
      // Ten failures (the default limit) spread over both nodes, then refused on whichever node.
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    });

    it('limits a client whatever left-most X-Forwarded-For it forges through the balancer', async () => {
      const client = clientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        // nginx appends the client's own address to the header it sent.
        const forged = `10.${[...randomBytes(3)].join('.')}`;
        const response = await fetchFrom(client, `${cluster.url}${API.users.login}`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': forged },
          body: JSON.stringify({ email: cluster.admin.email, password: 'not-the-password' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    });

    it('refuses a user deleted through one node on the other', async () => {
      const email = `gone-${randomBytes(4).toString('hex')}@cluster.test`;
      const created = await fetch(`${cluster.nodeUrl(a)}${API.users.create}`, {
        method: 'POST',
        headers: { ...json, ...auth() },
        body: JSON.stringify({ name: 'Gone Soon', email, password: 'gone-password', role: 'staff' }),
      });
      expect(created.status).toBe(201);
      const { _id } = (await created.json()) as { _id: string };
      const staff = await signIn(cluster.nodeUrl(b), { email, password: 'gone-password' });
      const me = () =>
        fetch(`${cluster.nodeUrl(b)}${API.users.me}`, {
          headers: { authorization: `Bearer ${staff.token}` },
        });
      expect((await me()).status).toBe(200);
      const removed = await fetch(`${cluster.nodeUrl(a)}${API.users.remove(_id)}`, {
        method: 'DELETE',
        headers: auth(),
      });
      expect(removed.status).toBe(200);
      await pause(100); // Redis carries the message in milliseconds; a cache would keep it 5 s.
      expect((await me()).status).toBe(401);
    });

    it('loses no acknowledged write when a node is killed under load; only requests in flight fail', async () => {
      const created: string[] = [];
      const clients = 6;
      const stop = pause(3_000);
      const load = underLoad(
        clients,
        async (i) => {
          if (i % 3 !== 0)
            return fetch(`${cluster.url}${APPLICATION_API.list}?page=1&limit=10`, { headers: auth() });
          const email = `load-${i}-${randomBytes(3).toString('hex')}@cluster.test`;
          const response = await fetch(`${cluster.url}${API.users.create}`, {
            method: 'POST',
            headers: { ...json, ...auth() },
            body: JSON.stringify({ name: 'Under Load', email, password: 'load-password', role: 'staff' }),
          });
          if (response.status === 201) created.push(email);
          return response;
        },
        stop,
      );
      await pause(1_000);
      b.server.child.kill('SIGKILL');
      const outcome = await load;
      await b.server.exited;
      expect(outcome.ok).toBeGreaterThan(20);
      expect(outcome.failed.length).toBeLessThanOrEqual(clients);

      const database = new pg.Client({ connectionString: cluster.databaseUrl });
      await database.connect();
      const { rows } = await database.query('SELECT email FROM users WHERE email = ANY($1)', [created]);
      await database.end();
      expect(rows.length).toBe(created.length);
      await cluster.restart(b);
    });

    it('fails no request when a node is stopped (SIGTERM) under load', async () => {
      const stop = pause(3_000);
      const load = underLoad(
        6,
        () => fetch(`${cluster.url}${APPLICATION_API.list}?page=1&limit=10`, { headers: auth() }),
        stop,
      );
      await pause(1_000);
      a.server.child.kill('SIGTERM');
      const outcome = await load;
      expect(await a.server.exited).toBe(0);
      expect(outcome.failed).toEqual([]);
      expect(outcome.ok).toBeGreaterThan(20);
      await cluster.restart(a);
    });

    it('fails no request through a rolling restart', async () => {
      const exits: (number | null)[] = [];
      const restarted = (async () => {
        for (const node of [a, b]) {
          node.server.child.kill('SIGTERM');
          exits.push(await node.server.exited);
          await cluster.restart(node);
          // As docs/operations.md says: the balancer takes a node it saw fail back after its
          // fail_timeout (2 s), so the next node stops only after that.
          await pause(3_000);
        }
      })();
      const outcome = await underLoad(
        6,
        async (i) => {
          if (i % 4 !== 0)
            return fetch(`${cluster.url}${APPLICATION_API.list}?page=1&limit=10`, { headers: auth() });
          return fetchFrom(clientAddress(), `${cluster.url}${API.users.login}`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(cluster.admin),
          });
        },
        restarted,
      );
      await restarted;
      expect(exits).toEqual([0, 0]);
      expect(outcome.failed).toEqual([]);
      expect(outcome.ok).toBeGreaterThan(20);
    });
  },
);
