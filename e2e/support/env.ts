import { LAUNCH_ENV } from '../../apps/server/launch-env.mjs';

/** The e2e server's address and first admin, shared by the config and the journeys. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3310),
  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  },
  admin: { email: 'admin@e2e.test', password: 'e2e-admin-password' },
} as const;

/** The environment of a built server the journeys run against, on its own data and port. */
export const serverEnv = (dataDir: string, port: number): Record<string, string> => ({
  ...LAUNCH_ENV,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: E2E.admin.email,
  ADMIN_PASSWORD: E2E.admin.password,
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  // Journeys sign in many times from one address; the limits themselves are covered by the API tests.
  RATE_LIMIT_LOGIN_MAX: '10000',
  RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
  RATE_LIMIT_ENQUIRY_MAX: '10000',
});
