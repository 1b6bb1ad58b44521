import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The server's launcher, from the test harness: the tests start the server as a program
// (the app itself never imports server code).
import { startServer } from '@visadesk/test-harness';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiAdmin: { email: string; password: string };
  }
}

const ADMIN = { email: 'admin@components.test', password: 'components-admin-password' };

/**
 * The component tests talk to the real API (a server process on a fresh embedded database, as
 * `npm start` runs it), so a form's refusals are the server's own, not a test's idea of them.
 * One server serves the whole project; each test file names its records uniquely.
 */
export default async function setup(project: TestProject) {
  // Chosen by vitest.config.ts, which made it the page's address.
  const apiUrl = new URL(process.env.COMPONENTS_API_URL ?? '');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-components-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: apiUrl.port,
    WEB_DIST: '/nonexistent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    RATE_LIMIT_LOGIN_MAX: '10000',
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
  });
  project.provide('apiAdmin', ADMIN);
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
