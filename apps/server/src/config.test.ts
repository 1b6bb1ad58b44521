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
      storage: { kind: 'disk' },
      cookieSecure: true,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 7,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('bounds connections by default, and leaves the per-address cap to a reverse proxy', () => {
    expect(loadConfig({}).connections).toEqual({
      idleTimeoutMs: 30_000,
      requestTimeoutMs: 900_000,
      maxPerAddress: 64,
      proxyKeepAliveMs: 0,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).connections).toMatchObject({
      maxPerAddress: 0,
      proxyKeepAliveMs: 4_000,
    });
    expect(
      loadConfig({
        TRUST_PROXY: '1',
        MAX_CONNECTIONS_PER_ADDRESS: '500',
        REQUEST_IDLE_TIMEOUT_S: '10',
        REQUEST_TIMEOUT_S: '60',
        PROXY_KEEPALIVE_S: '0',
      }).connections,
    ).toEqual({ idleTimeoutMs: 10_000, requestTimeoutMs: 60_000, maxPerAddress: 500, proxyKeepAliveMs: 0 });
    expect(() => loadConfig({ PROXY_KEEPALIVE_S: '301' })).toThrow(/PROXY_KEEPALIVE_S: must be at most 300/);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS: must be at least 0/,
    );
  });

  it('trusts exactly the proxies configured: a hop count or their addresses, none by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', '0', 'false', 'no'])
      expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    // A hop count trusts the peers nearest this node: the socket's peer is hop 0.
    const trusted = (value: string) => {
      const trust = loadConfig({ TRUST_PROXY: value }).trustProxy;
      return [0, 1, 2].map((hop) => typeof trust === 'function' && trust('10.0.0.1', hop));
    };
    expect(trusted('1')).toEqual([true, false, false]);
    expect(trusted('2')).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
    // An address list is a proxy in front, as a hop count is: no per-address cap by default.
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).connections.maxPerAddress).toBe(0);
  });

  it('refuses a TRUST_PROXY that would trust every hop or names no proxy, saying what to write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would trust every hop, so a client could choose its own address; give the number of proxies in front \(1 for one reverse proxy\) or their addresses/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: "yes" would trust every hop/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,nginx' })).toThrow(
      /TRUST_PROXY: "nginx" is not an address or a CIDR range \(10.0.0.5, 10.0.1.0\/24, fd00::\/8\)/,
    );
    for (const bad of ['10.0.0.0/33', 'fd00::/129', '10.0.0.300', '10.0.0.5,', '-1', '1.5', '11'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
  });

  it('takes PUBLIC_URL without its trailing slash, http://HOST:PORT by default, and only http(s)', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://0.0.0.0:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://visas.example.com/' }).publicUrl).toBe(
      'https://visas.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('reads flags and numbers the way operators write them', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: '0',
      COOKIE_SECURE: 'false',
      DATABASE_URL: 'postgres://u:p@db:5432/visadesk',
      REDIS_URL: 'rediss://:secret@cache:6380/0',
    });
    expect(config).toMatchObject({
      redisUrl: 'rediss://:secret@cache:6380/0',
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
        REDIS_URL: 'http://cache:6379',
        SEED_DEMO: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'JWT_SECRET', 'ADMIN_EMAIL', 'DATABASE_URL', 'REDIS_URL', 'SEED_DEMO'])
      expect(problems).toContain(`${name}:`);
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  it('takes S3 storage with its bucket, and refuses it without one or with half the credentials', () => {
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: '1',
      }),
    ).toMatchObject({
      storage: {
        kind: 's3',
        s3: { bucket: 'files', region: 'us-east-1', endpoint: 'http://minio:9000', forcePathStyle: true },
      },
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: is required with STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both/,
    );
  });

  it('refuses a short admin password', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
  });

  it('reads the mail settings: PUBLIC_URL defaults to HOST:PORT, SMTP_URL needs MAIL_FROM', () => {
    expect(loadConfig({})).toMatchObject({ publicUrl: 'http://127.0.0.1:3000', mail: undefined });
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'VisaDesk <no-reply@example.com>',
      PUBLIC_URL: 'https://visas.example.com/',
    });
    expect(config.publicUrl).toBe('https://visas.example.com');
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: { name: 'VisaDesk', address: 'no-reply@example.com' },
    });
    expect(loadConfig({ SMTP_URL: 'smtp://h', MAIL_FROM: 'a@b.example' }).mail?.from).toEqual({
      name: '',
      address: 'a@b.example',
    });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    };
    expect(problems({ SMTP_URL: 'smtp://mail.example.com' })).toContain(
      'MAIL_FROM: is required with SMTP_URL',
    );
    expect(problems({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.example' })).toContain(
      'SMTP_URL:',
    );
    expect(problems({ MAIL_FROM: 'Desk <a@b.example>\r\nBcc: c@d.example' })).toContain('MAIL_FROM:');
    expect(problems({ MAIL_FROM: 'a@b.example, c@d.example' })).toContain('MAIL_FROM:');
    expect(problems({ PUBLIC_URL: 'ftp://example.com' })).toContain('PUBLIC_URL:');
  });
});
