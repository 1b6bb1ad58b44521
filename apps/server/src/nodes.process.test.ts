import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@visadesk/test-harness';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

// Runs in the api-pglite project (the process tests' home) when a PostgreSQL server is at hand.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)(
  'nodes starting together on an empty PostgreSQL database',
  { timeout: 120_000 },
  () => {
    it('all come up, migrated once, with one first admin', async () => {
      const name = `visadesk_n_${randomBytes(5).toString('hex')}`;
      const user = new URL(serverUrl ?? '').username || process.env.PGUSER || os.userInfo().username;
      const admin = new pg.Client({ connectionString: serverUrl, user });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      const env = () => ({
        DATABASE_URL: url.toString(),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-node-')),
        JWT_SECRET: 'one-secret-for-every-node-of-this-deployment',
      });
      const nodes = await Promise.all([startServer(env()), startServer(env()), startServer(env())]);
      try {
        for (const node of nodes) expect((await fetch(`${node.url}/api/health`)).status).toBe(200);
        const database = new pg.Client({ connectionString: url.toString(), user });
        await database.connect();
        const users = await database.query('SELECT email, role FROM users');
        await database.end();
        expect(users.rows).toEqual([{ email: 'admin@visadesk.local', role: 'admin' }]);
        // Exactly one node printed the generated password.
        expect(nodes.filter((node) => node.output().includes('password: ')).length).toBe(1);
      } finally {
        for (const node of nodes) node.child.kill('SIGTERM');
        await Promise.all(nodes.map((node) => node.exited));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  },
);
