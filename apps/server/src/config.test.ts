import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      seedDemo: true,
      storage: 'disk',
      cookieSecure: true,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 7,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads flags and numbers the way operators write them', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: '0',
      COOKIE_SECURE: 'false',
      DATABASE_URL: 'postgres://u:p@db:5432/visadesk',
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      cookieSecure: false,
      databaseUrl: 'postgres://u:p@db:5432/visadesk',
    });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        JWT_SECRET: 'short',
        ADMIN_EMAIL: 'nope',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'JWT_SECRET', 'ADMIN_EMAIL', 'DATABASE_URL', 'SEED_DEMO'])
      expect(problems).toContain(`${name}:`);
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  it('refuses a short admin password', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
  });
});
