import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { LAUNCH_ENV } from '../apps/server/launch-env.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { E2E } from './support/env.ts';

// One real server on a fresh data directory for the whole run. Set once in the runner process;
// workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'visadesk-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E.baseUrl,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The production bundle (`npm run build`), as `npm start` runs it.
    command: `node ${path.resolve(import.meta.dirname, '../apps/server/dist/main.mjs')}`,
    url: `${E2E.baseUrl}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...LAUNCH_ENV,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: E2E.admin.email,
      ADMIN_PASSWORD: E2E.admin.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Journeys sign in many times from one address; the limit itself is covered by the API tests.
      RATE_LIMIT_LOGIN_MAX: '10000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
      RATE_LIMIT_ENQUIRY_MAX: '10000',
    },
  },
});
