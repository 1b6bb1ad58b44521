import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Where the S3-compatible bucket is and how to reach it (files/s3-store.ts opens it). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, ...); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Parses "1/0/true/false/yes/no" the way operators write flags in an environment. */
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''], { error: 'must be 1 or 0 (true/false)' })
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value),
    );

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const int = (fallback: number, min: number, max: number) => wholeNumber(min, max).default(fallback);

const MAX_PROXY_HOPS = 10;
/** proxy-addr's names for whole ranges, handy when the proxy runs on the same host or network. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One entry of TRUST_PROXY's address list: an address, an address/prefix, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * TRUST_PROXY: how many proxies stand in front (0: none, 1: the documented nginx), or their
 * addresses. The client address is then the right-most X-Forwarded-For entry that no trusted proxy
 * wrote, never one the client put there itself. A hop count trusts whoever connects, so it holds
 * only while the nodes are reachable through the proxy alone; an address list holds either way.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): number | string[] => {
    const text = (value ?? '').trim();
    if (['', 'false', 'no'].includes(text)) return 0;
    if (/^\d+$/.test(text) && Number(text) <= MAX_PROXY_HOPS) return Number(text);
    if (['true', 'yes'].includes(text)) {
      ctx.addIssue({
        code: 'custom',
        message:
          `"${text}" would trust every hop, so a client could choose its own address; give the number ` +
          'of proxies in front (1 for one reverse proxy) or their addresses',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: /^-?\d+(\.\d*)?$/.test(text)
        ? `must be a number of proxies from 0 to ${MAX_PROXY_HOPS}, or the proxies' addresses`
        : `"${bad}" is not an address or a CIDR range (10.0.0.5, 10.0.1.0/24, fd00::/8); give the ` +
          'number of proxies in front (1 for one reverse proxy) or their addresses, comma-separated',
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ error: 'must be a postgres:// URL' })
    .refine((url) => /^postgres(ql)?:\/\//.test(url), { error: 'must be a postgres:// URL' })
    .optional(),
  REDIS_URL: z
    .url({ error: 'must be a redis:// or rediss:// URL' })
    .refine((url) => /^rediss?:\/\//.test(url), { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL: int(900, 5, 86_400),
  REFRESH_TOKEN_TTL_DAYS: int(7, 1, 90),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  SEED_DEMO: flag(true),
  UPLOAD_LINK_DAYS: int(7, 1, 30),
  STORAGE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_BUCKET: z.string().min(3, { error: 'must name a bucket' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  COOKIE_SECURE: flag(true),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_MAX: int(10, 1, 1_000_000),
  RATE_LIMIT_LOGIN_WINDOW_S: int(900, 1, 86_400),
  RATE_LIMIT_LOGIN_ADDRESS_MAX: int(50, 1, 1_000_000),
  RATE_LIMIT_LOGIN_ADDRESS_WINDOW_S: int(900, 1, 86_400),
  RATE_LIMIT_ENQUIRY_MAX: int(30, 1, 1_000_000),
  RATE_LIMIT_ENQUIRY_WINDOW_S: int(600, 1, 86_400),
  REQUEST_IDLE_TIMEOUT_S: int(30, 1, 3600),
  REQUEST_TIMEOUT_S: int(900, 1, 86_400),
  // Both default by TRUST_PROXY (below).
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(0, 1_000_000).optional(),
  PROXY_KEEPALIVE_S: wholeNumber(0, 300).optional(),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .url({ error: 'must be an smtp:// or smtps:// URL' })
    .refine((url) => /^smtps?:\/\//.test(url), { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine((from) => parseMailFrom(from) !== undefined, {
      error: 'must be an address, or a name and an address: VisaDesk <no-reply@example.com>',
    })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
});

/** `VisaDesk <no-reply@example.com>` or `no-reply@example.com`; one line, one address. */
export function parseMailFrom(from: string): { name: string; address: string } | undefined {
  const match = /^(?:([^<>\r\n]*?)\s*<([^\s<>@]+@[^\s<>@]+)>|([^\s<>@]+@[^\s<>@]+))$/.exec(from.trim());
  if (!match) return undefined;
  const name = (match[1] ?? '').replace(/^"(.*)"$/, '$1').trim();
  return { name, address: match[2] ?? match[3] ?? '' };
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite under dataDir/db is used. */
  databaseUrl?: string;
  /** The Redis the nodes share: rate-limit counters and cache invalidation (cluster/). */
  redisUrl?: string;
  /** Test runs pass an in-memory database; see db/client.ts. */
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /**
   * Where uploaded files live: this node's disk, or an S3 bucket every node shares
   * (files/s3-store.ts). STORAGE=s3 without S3_BUCKET is refused here, so S3 always has its bucket.
   */
  storage: { kind: 'disk' } | { kind: 's3'; s3: S3Settings };
  cookieSecure: boolean;
  /**
   * Which peers may tell the client's address (X-Forwarded-For), as Fastify's `trustProxy` takes
   * it: none (false), the proxies' addresses and CIDR ranges, or the first N hops counted from
   * this node.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  logLevel: string;
  rateLimits: {
    /** Failed sign-ins per client address and e-mail. */
    login: { max: number; windowMs: number };
    /** Failed sign-ins per client address, whatever the e-mail (password spraying). */
    loginAddress: { max: number; windowMs: number };
    enquiry: { max: number; windowMs: number };
  };
  /** The built web app; absent or missing means the API is served alone. */
  webDist: string;
  /** How many days an upload link sent to an applicant works. */
  uploadLinkDays: number;
  /** The site's public address, for links in mails and on printouts (no trailing slash). */
  publicUrl: string;
  /** Where mail goes (mail/); absent: mails wait in the outbox and nothing is sent. */
  mail?: { smtpUrl: string; from: { name: string; address: string } };
  /** Bounds on a client's connections (see plugins/connection-limits.ts). */
  connections: {
    /** A connection on which no byte moves for this long is closed: a stall, not a slow link. */
    idleTimeoutMs: number;
    /** A request must have arrived whole within this, however steadily it trickles. */
    requestTimeoutMs: number;
    /** Open connections one client address may hold; 0 for no cap. */
    maxPerAddress: number;
    /**
     * How long the reverse proxy keeps an idle connection to this node (nginx: the upstream's
     * `keepalive_timeout`); a stopping node closes none sooner (lib/connection-drain.ts).
     */
    proxyKeepAliveMs: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** A browser opens up to six connections to a site: room for an office of staff behind one address. */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;
const DEFAULT_PROXY_KEEPALIVE_S = 4;
const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.STORAGE === 's3' && !e.S3_BUCKET) problems.push('S3_BUCKET: is required with STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the default credential chain',
    );
  if (e.SMTP_URL && !e.MAIL_FROM)
    problems.push('MAIL_FROM: is required with SMTP_URL (VisaDesk <no-reply@example.com>)');
  if (problems.length > 0) throw new ConfigError(problems);
  const isBehindProxy = e.TRUST_PROXY !== 0;
  const from = e.MAIL_FROM ? parseMailFrom(e.MAIL_FROM) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    uploadLinkDays: e.UPLOAD_LINK_DAYS,
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            s3: {
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                  : undefined,
            },
          }
        : { kind: 'disk' },
    cookieSecure: e.COOKIE_SECURE,
    // Fastify's own number option trusts no hop at all (it cannot check the peer), so a hop count
    // is given as proxy-addr's trust function.
    trustProxy:
      typeof e.TRUST_PROXY !== 'number' ? e.TRUST_PROXY : e.TRUST_PROXY > 0 && trustHops(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      login: { max: e.RATE_LIMIT_LOGIN_MAX, windowMs: e.RATE_LIMIT_LOGIN_WINDOW_S * 1000 },
      loginAddress: {
        max: e.RATE_LIMIT_LOGIN_ADDRESS_MAX,
        windowMs: e.RATE_LIMIT_LOGIN_ADDRESS_WINDOW_S * 1000,
      },
      enquiry: { max: e.RATE_LIMIT_ENQUIRY_MAX, windowMs: e.RATE_LIMIT_ENQUIRY_WINDOW_S * 1000 },
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    mail: e.SMTP_URL && from ? { smtpUrl: e.SMTP_URL, from } : undefined,
    connections: {
      idleTimeoutMs: e.REQUEST_IDLE_TIMEOUT_S * 1000,
      requestTimeoutMs: Math.max(e.REQUEST_TIMEOUT_S, e.REQUEST_IDLE_TIMEOUT_S) * 1000,
      // Behind a reverse proxy every connection comes from the proxy: no cap unless one is set.
      maxPerAddress:
        e.MAX_CONNECTIONS_PER_ADDRESS ?? (isBehindProxy ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
      // The documented nginx configuration keeps idle connections 4 s; without a proxy, clients
      // (browsers) retry a request on a kept-alive connection that closes under it.
      proxyKeepAliveMs: (e.PROXY_KEEPALIVE_S ?? (isBehindProxy ? DEFAULT_PROXY_KEEPALIVE_S : 0)) * 1000,
    },
  };
}
