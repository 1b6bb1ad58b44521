/** The e2e server's address and first admin, shared by the config and the journeys. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3310),
  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  },
  admin: { email: 'admin@e2e.test', password: 'e2e-admin-password' },
} as const;
