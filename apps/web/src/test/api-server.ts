import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiAdmin: { email: string; password: string };
  }
}

const ADMIN = { email: 'admin@components.test', password: 'components-admin-password' };
// The server is started as a program, by path: the web never imports server code.
const SERVER_MAIN = path.resolve(import.meta.dirname, '../../../server/src/main.ts');

/**
 * The component tests talk to the real API (a server process on a fresh embedded database, as
 * `npm start` runs it), so a form's refusals are the server's own, not a test's idea of them.
 * One server serves the whole project; each test file names its records uniquely.
 */
export default async function setup(project: TestProject) {
  // Chosen by vitest.config.ts, which made it the page's address.
  const apiUrl = new URL(process.env.COMPONENTS_API_URL ?? '');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-components-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '1',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: apiUrl.port,
      WEB_DIST: '/nonexistent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_MAX: '10000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await runningAt(child);
  project.provide('apiAdmin', ADMIN);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The address from the server's "running at" line; its whole output if it never comes. */
function runningAt(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    // A fresh embedded database takes seconds to create, many more on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`the API server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the API server exited with ${code}:\n${output}`)));
  });
}
