import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { API, APPLICATION_API, UPLOAD_API, UPLOAD_LINK, UPLOAD_LINK_MESSAGES } from '@visadesk/contract';
import {
  applicantFields,
  clientAddress,
  eventually,
  fetchFrom,
  hasClusterParts,
  jpeg,
  multipartForm,
  type Node,
  startCluster,
} from '@visadesk/test-harness';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The whole deployment of docs/operations.md on this machine: two nodes (real server processes)
// behind nginx, on PostgreSQL, an S3-compatible server and Redis. CI has every part (.ci/run).
type Cluster = Awaited<ReturnType<typeof startCluster>>;
if (process.env.CI === 'true' && !hasClusterParts())
  throw new Error(
    'the cluster test needs TEST_DATABASE_URL, TEST_REDIS_URL and nginx (required under CI=true)',
  );

const json = { 'content-type': 'application/json' };
const DOB = '1991-06-30';

/**
 * Sends half of `form` to `url` and drops the connection, as a phone losing its network does;
 * resolves once the socket is closed.
 */
async function sendHalf(base: string, path: string, form: FormData, headers: Record<string, string>) {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const request = http.request(`${base}${path}`, {
    method: 'PUT',
    headers: {
      ...headers,
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': body.length,
    },
  });
  request.on('error', () => {});
  const closed = new Promise((resolve) => request.on('close', resolve));
  request.write(body.subarray(0, body.length >> 1), () => request.destroy());
  await closed;
}

/** Signs in from a client address of its own (the balancer tells the nodes, which trust one hop). */
/**
 * Signs in from a client address of its own; a user whose password an admin chose takes
 * `ownPassword` on the way, as the sign-in's required step.
 */
async function signIn(url: string, credentials: { email: string; password: string }, ownPassword?: string) {
  let response = await fetchFrom(clientAddress(), `${url}${API.users.login}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  if (ownPassword) {
    const { ticket } = (await response.json()) as { ticket: string };
    response = await fetchFrom(clientAddress(), `${url}${API.users.loginNewPassword}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ticket, password: ownPassword }),
    });
    expect(response.status).toBe(200);
  }
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
  return { token: ((await response.json()) as { token: string }).token, cookie: cookie?.split(';')[0] ?? '' };
}

/** Runs `clients` loops of `request` until stopped, counting answers and failures as they come. */
function startLoad(clients: number, request: (i: number) => Promise<Response>) {
  const outcome = { ok: 0, failed: [] as string[] };
  let isDone = false;
  const loops = Promise.all(
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
  return {
    /** Waits until `more` further requests have been answered. */
    answered: (more: number) => {
      const target = outcome.ok + more;
      return eventually(() => outcome.ok >= target, 60_000);
    },
    async stop() {
      isDone = true;
      await loops;
      return outcome;
    },
  };
}

describe.runIf(hasClusterParts())(
  'two nodes behind nginx on PostgreSQL, S3 and Redis',
  { timeout: 240_000 },
  () => {
    let cluster: Cluster;
    let token: string;
    let a: Node;
    let b: Node;
    const auth = () => ({ authorization: `Bearer ${token}` });
    /**
     * Waits until the balancer sends `node` (just started again) requests: it takes back a node it
     * saw fail only after its fail_timeout (2 s, docs/operations.md).
     */
    const backInRotation = (node: Node) =>
      eventually(async () => {
        await fetch(`${cluster.url}/api/health`).catch(() => undefined);
        return node.server.output().includes('request completed');
      }, 30_000);

    beforeAll(async () => {
      // Each request is a line of its node's log: the test sees when the balancer sends a node work.
      cluster = await startCluster({ env: { LOG_LEVEL: 'info' } });
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

    it("takes an applicant's upload cut on one node and sent again to the other, then closes the link", async () => {
      const created = await fetch(`${cluster.nodeUrl(a)}${APPLICATION_API.create}`, {
        method: 'POST',
        headers: auth(),
        body: multipartForm(applicantFields({ dob: DOB }), { image: { data: await jpeg(400, 500) } }),
      });
      const { _id } = (await created.json()) as { _id: string };
      const asked = await fetch(`${cluster.nodeUrl(b)}${APPLICATION_API.createUploadLink(_id)}`, {
        method: 'POST',
        headers: { ...json, ...auth() },
        body: JSON.stringify({ slots: ['file3', 'file5'] }),
      });
      expect(asked.status).toBe(200);
      const token = ((await asked.json()) as { url: string }).url.split('#')[1] ?? '';
      const opened = await fetch(`${cluster.nodeUrl(a)}${UPLOAD_API.open}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token, dob: DOB }),
      });
      expect(opened.status).toBe(200);
      const upload = (node: Node, slot: string, form: FormData) =>
        fetch(`${cluster.nodeUrl(node)}${UPLOAD_API.file(slot)}`, {
          method: 'PUT',
          headers: { [UPLOAD_LINK.tokenHeader]: token, [UPLOAD_LINK.birthDateHeader]: DOB },
          body: form,
        });
      const letter = multipartForm({}, { file: { data: await jpeg(1200, 1600) } });
      // The phone's connection drops halfway through the file on node A...
      await sendHalf(cluster.nodeUrl(a), UPLOAD_API.file('file3'), letter, {
        [UPLOAD_LINK.tokenHeader]: token,
        [UPLOAD_LINK.birthDateHeader]: DOB,
      });
      const readRecord = async (node: Node) =>
        (await (
          await fetch(`${cluster.nodeUrl(node)}${APPLICATION_API.get(_id)}`, { headers: auth() })
        ).json()) as { file3: string | null; file5: string | null };
      expect((await readRecord(b)).file3).toBeFalsy();
      // ...and the page sends it again whole, which the balancer may give to node B.
      expect((await upload(b, 'file3', letter)).status).toBe(200);
      expect((await upload(a, 'file5', multipartForm({}, { file: { data: await jpeg() } }))).status).toBe(
        200,
      );
      const closed = await fetch(`${cluster.nodeUrl(b)}${UPLOAD_API.open}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token, dob: DOB }),
      });
      expect(closed.status).toBe(409);
      expect(((await closed.json()) as { message: string }).message).toBe(UPLOAD_LINK_MESSAGES.completed);
      const record = await readRecord(a);
      for (const key of [record.file3 ?? '', record.file5 ?? '']) {
        const [fromA, fromB] = await Promise.all(
          [a, b].map(async (node) =>
            Buffer.from(await (await fetch(`${cluster.nodeUrl(node)}${key}`)).arrayBuffer()),
          ),
        );
        expect(fromA?.length).toBeGreaterThan(0);
        expect(fromB?.equals(fromA as Buffer)).toBe(true);
      }
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
      const staff = await signIn(
        cluster.nodeUrl(b),
        { email, password: 'gone-password' },
        'gone-password-own',
      );
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
      // Redis carries the message in milliseconds; a cache would keep the user 5 s.
      await eventually(async () => (await me()).status === 401, 1_000);
    });

    it('loses no acknowledged write when a node is killed under load; only requests in flight fail', async () => {
      const created: string[] = [];
      const clients = 6;
      const load = startLoad(clients, async (i) => {
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
      });
      await load.answered(10);
      b.server.child.kill('SIGKILL');
      await b.server.exited;
      // The other node carries the load on.
      await load.answered(20);
      const outcome = await load.stop();
      expect(outcome.failed.length).toBeLessThanOrEqual(clients);

      const database = new pg.Client({ connectionString: cluster.databaseUrl });
      await database.connect();
      const { rows } = await database.query('SELECT email FROM users WHERE email = ANY($1)', [created]);
      await database.end();
      expect(rows.length).toBe(created.length);
      await cluster.restart(b);
      await backInRotation(b);
    });

    it('fails no request when a node is stopped (SIGTERM) under load', async () => {
      const load = startLoad(6, () =>
        fetch(`${cluster.url}${APPLICATION_API.list}?page=1&limit=10`, { headers: auth() }),
      );
      await load.answered(10);
      a.server.child.kill('SIGTERM');
      // Under load all the while it drains and exits, and after.
      expect(await a.server.exited).toBe(0);
      await load.answered(20);
      const outcome = await load.stop();
      expect(outcome.failed).toEqual([]);
      await cluster.restart(a);
      await backInRotation(a);
    });

    it('fails no request through a rolling restart', async () => {
      const exits: (number | null)[] = [];
      const load = startLoad(6, async (i) => {
        if (i % 4 !== 0)
          return fetch(`${cluster.url}${APPLICATION_API.list}?page=1&limit=10`, { headers: auth() });
        return fetchFrom(clientAddress(), `${cluster.url}${API.users.login}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(cluster.admin),
        });
      });
      await load.answered(10);
      for (const node of [a, b]) {
        node.server.child.kill('SIGTERM');
        exits.push(await node.server.exited);
        await cluster.restart(node);
        // As docs/operations.md says: the next node stops only once the balancer serves this one again.
        await backInRotation(node);
      }
      await load.answered(20);
      const outcome = await load.stop();
      expect(exits).toEqual([0, 0]);
      expect(outcome.failed).toEqual([]);
    });
  },
);
