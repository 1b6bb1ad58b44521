import { createServer } from 'node:net';
import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite always (in memory, and its HTTP modules again on the
// product's own path: PGlite on disk behind its worker thread), and on a PostgreSQL server when
// TEST_DATABASE_URL is set.
const apiInclude = ['apps/server/src/**/*.test.ts'];
/**
 * The representative part that also runs on the worker thread (about half the API suite's time):
 * transactions and files (applications), the list and its search, the public lookup, aggregates
 * (dashboard), users and sign-in. The catalogue and content modules share the generic resource
 * code these already cover.
 */
const workerInclude = [
  'apps/server/src/modules/applications/*.test.ts',
  'apps/server/src/search/*.test.ts',
  'apps/server/src/modules/dashboard/*.test.ts',
  'apps/server/src/modules/users/*.test.ts',
  'apps/server/src/modules/auth/*.test.ts',
];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

// A missing real component is never a silent pass. Checked here, at config load, since Vitest runs
// no global setup for a project that has no files to run.
if (!hasPostgres) {
  const line =
    'api-postgres: SKIPPED - set TEST_DATABASE_URL to a PostgreSQL database to run the API suite on PostgreSQL';
  if (process.env.CI === 'true') throw new Error(`${line} (required under CI=true)`);
  console.warn(`\n${'!'.repeat(100)}\n!!! ${line}\n${'!'.repeat(100)}\n`);
}

/** A port free right now, for a server started moments later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/*
 * The component tests' API server (apps/web/src/test/api-server.ts) is the page's origin, and
 * jsdom fixes a page's origin when the environment is made, so its address is chosen here.
 */
const componentsApiUrl = process.env.COMPONENTS_API_URL ?? `http://127.0.0.1:${await freePort()}`;
process.env.COMPONENTS_API_URL = componentsApiUrl;

// The several-nodes tests (apps/server/src/cluster) need a Redis server; the same rule.
if (!process.env.TEST_REDIS_URL) {
  const line =
    'cluster: SKIPPED - set TEST_REDIS_URL to a Redis server (redis://127.0.0.1:6379) to test several nodes';
  if (process.env.CI === 'true') throw new Error(`${line} (required under CI=true)`);
  console.warn(`\n${'!'.repeat(100)}\n!!! ${line}\n${'!'.repeat(100)}\n`);
}

const api = {
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        // The embedded database package, on its worker thread as the product runs it and in-process.
        test: {
          name: 'embedded-postgres',
          include: ['packages/embedded-postgres/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        // Screens and their parts in a DOM (jsdom), against the real API in a server process.
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: `${componentsApiUrl}/` } },
          globalSetup: ['apps/web/src/test/api-server.ts'],
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
      { test: { name: 'api-pglite', include: apiInclude, env: { TEST_DB: 'pglite' }, ...api } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      // The bench's own rules (what it may import), not its measurements.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      {
        test: {
          name: 'api-pglite-worker',
          include: workerInclude,
          exclude: ['**/*.process.test.ts'],
          env: { TEST_DB: 'pglite-worker' },
          ...api,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: hasPostgres ? apiInclude : [],
          exclude: ['**/*.process.test.ts'],
          passWithNoTests: true,
          env: { TEST_DB: 'postgres' },
          ...api,
        },
      },
    ],
  },
});
