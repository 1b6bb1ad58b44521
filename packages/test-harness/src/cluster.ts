import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from './s3-server.ts';
import { type ServerProcess, startServer } from './server-process.ts';

export const NGINX = '/usr/sbin/nginx';

/** A port free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The balancer's configuration, as docs/operations.md gives it, for nodes on `ports`. */
export function nginxConfig(prefix: string, listen: number, ports: number[]): string {
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream visadesk {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    # The nodes' PROXY_KEEPALIVE_S (4 s with TRUST_PROXY): a stopping node closes an idle
    # connection only after the balancer has let it go.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 70m;
    location / {
      proxy_pass http://visadesk;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A node that is gone or going: the request goes to the other one (a request already sent
      # is retried only when it is idempotent).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** A loopback address of its own (127.0.0.0/8 is all loopback on Linux): one client of the balancer. */
export const clientAddress = () => `127.${[...randomBytes(3)].map((byte) => byte % 254 || 1).join('.')}`;

/**
 * A request from `localAddress`, as a client at that address reaches the balancer; the answer as a
 * fetch Response. (fetch itself cannot choose the address it connects from.)
 */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            headers.append(response.rawHeaders[i] as string, response.rawHeaders[i + 1] as string);
          const status = response.statusCode ?? 0;
          resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

export type Node = { port: number; server: ServerProcess };

/**
 * A deployment on this machine: a fresh PostgreSQL database, an S3-compatible server, the shared
 * Redis, N nodes of the real server (processes) and nginx in front of them.
 */
export async function startCluster({
  nodes: count = 2,
  databaseUrl: existing,
  entry,
  env: extra = {},
}: {
  nodes?: number;
  /** A database that exists (the bench's, seeded); by default a new one, dropped at the end. */
  databaseUrl?: string;
  /** The server's built bundle (the bench); by default its TypeScript sources. */
  entry?: string;
  env?: Record<string, string>;
} = {}) {
  const databaseServer = existing ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? process.env.BENCH_REDIS_URL;
  if (!databaseServer || !redisUrl) throw new Error('a cluster needs TEST_DATABASE_URL and TEST_REDIS_URL');
  const name = existing ? '' : `visadesk_c_${randomBytes(5).toString('hex')}`;
  const user = new URL(databaseServer).username || process.env.PGUSER || os.userInfo().username;
  // Loaded here, not with the harness: only the several-nodes tests and the bench start a cluster.
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: databaseServer, user });
  await admin.connect();
  if (name) await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(databaseServer);
  if (name) databaseUrl.pathname = `/${name}`;
  const s3 = await startS3Server();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-cluster-'));
  const adminUser = { email: 'admin@cluster.test', password: 'cluster-admin-password' };
  const env = (port: number) => ({
    ...s3.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    DATA_DIR: path.join(dir, `node-${port}`),
    JWT_SECRET: 'one-secret-shared-by-every-node-of-the-cluster',
    TRUST_PROXY: '1',
    ADMIN_EMAIL: adminUser.email,
    ADMIN_PASSWORD: adminUser.password,
    COOKIE_SECURE: '0',
    WEB_DIST: '/nonexistent',
    ...extra,
  });
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const nodes: Node[] = await Promise.all(
    ports.map(async (port) => ({ port, server: await startServer(env(port), entry) })),
  );

  const listen = await freePort();
  const prefix = path.join(dir, 'nginx');
  for (const sub of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(prefix, sub), { recursive: true });
  writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix, listen, ports));
  const nginx: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${listen}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    nodes,
    admin: adminUser,
    databaseUrl: databaseUrl.toString(),
    nodeUrl: (node: Node) => `http://127.0.0.1:${node.port}`,
    /** Starts a node again on its port (after it stopped). */
    async restart(node: Node) {
      node.server = await startServer(env(node.port), entry);
    },
    async stop() {
      for (const node of nodes) node.server.child.kill('SIGKILL');
      nginx.kill('SIGQUIT');
      await Promise.all(nodes.map((node) => node.server.exited));
      await s3.close();
      if (name) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const hasClusterParts = () =>
  Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) && existsSync(NGINX);
