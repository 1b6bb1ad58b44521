import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set. Without it the PostgreSQL run is skipped loudly, and under CI=true the
// missing database is a failure (see apps/server/src/test/global-setup.ts).
const apiInclude = ['apps/server/src/**/*.test.ts'];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      {
        test: {
          name: 'api-pglite',
          include: apiInclude,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: hasPostgres ? apiInclude : [],
          exclude: ['**/*.process.test.ts'],
          passWithNoTests: true,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
