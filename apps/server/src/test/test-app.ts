import { randomBytes } from 'node:crypto';
import type { Role, User } from '@visadesk/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { madeInBeforeAll, readLater } from './made-in-before-all.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
/**
 * TEST_PASSWORD's scrypt hash, made once with today's parameters (auth/passwords.ts; the tests
 * check it still is current), so a test file's users cost no 128 MiB, half-second hash each.
 */
export const TEST_PASSWORD_HASH =
  'scrypt$131072$8$1$Lnh/Wn2zgrSA9pFco39Tng==$cKjzxTZ/cNpiqOLZTNDLsDlW4O0eQGzl6JICIEPhseo1vMVXpm6OMYDwgx7FZlju0KbC/EyLov9VxbsmFG0RWA==';
/** A well-formed id that no row has. */
export const MISSING_ID = 'ffffffffffffffffffffffff';
/** A short random tag, for names that must be unique in a test file's shared database. */
export const uniqueTag = () => Math.random().toString(36).slice(2, 8);

/** Test configuration: the real loader with test values, so defaults are the product's own. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/visadesk-test-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type TestAppOptions = Pick<BuildOptions, 'outboxTiming'>;

/** The whole app on a fresh database, with factories for signed-in users. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const app: FastifyInstance = await buildApp(testConfig(env), { database, logger: false, ...options });
  await app.ready();

  /** A user of the given role straight in the database, signed in (a session and its access token). */
  async function createUser(role: Role = 'admin', fields: Partial<{ name: string; email: string }> = {}) {
    const user: User = await insertUser(app.db, {
      name: fields.name ?? `Test ${role}`,
      email: fields.email ?? `${role}-${randomBytes(5).toString('hex')}@example.test`,
      role,
      passwordHash: TEST_PASSWORD_HASH,
    });
    const { token } = await app.authService.startSession(user);
    return { user, token, auth: { authorization: `Bearer ${token}` } };
  }

  return {
    app,
    database,
    db: database.db,
    createUser,
    inject: (options: InjectOptions) => app.inject(options),
    /** POSTs `url` with the refresh cookie `token` alone, as the browser refreshes or signs out. */
    postWithRefreshCookie: (url: string, token: string) =>
      app.inject({ method: 'POST', url, cookies: { refreshToken: token } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The refresh-token cookie value from a response, if one was set. */
export function refreshCookie(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'refreshToken')?.value;
}

export type SignedInUser = Awaited<ReturnType<TestApp['createUser']>>;
type TestEnv = Record<string, string>;
type UserFields = Parameters<TestApp['createUser']>[1];
/** A TestApp made in beforeAll, and the users signed in on it. */
export type UsedTestApp = TestApp & { signedIn(role: Role, fields?: UserFields): SignedInUser };

/**
 * The app of a test file (or of a describe block): made in beforeAll, closed in afterAll. Answers
 * a TestApp whose members reach the app made, so the file's helpers and tests use it as they would
 * the app itself; `signedIn(role)` does the same for a user, made in a beforeAll after the app's
 * (Vitest runs a block's beforeAll hooks in the order they are registered). `env` may be a function
 * when its values only exist once an earlier beforeAll has run (an S3 server's address).
 */
export function useTestApp(env: TestEnv | (() => TestEnv) = {}, options: TestAppOptions = {}): UsedTestApp {
  const current = madeInBeforeAll('the test app', () =>
    createTestApp(typeof env === 'function' ? env() : env, options),
  );
  afterAll(() => current().close());
  return Object.assign(readLater(current, ['app', 'database', 'db']), {
    createUser: (role?: Role, fields?: UserFields) => current().createUser(role, fields),
    inject: (options: InjectOptions) => current().inject(options),
    postWithRefreshCookie: (url: string, token: string) => current().postWithRefreshCookie(url, token),
    close: () => current().close(),
    /** A user of `role`, signed in once for the block, read as `staff.auth`, `staff.user`. */
    signedIn: (role: Role, fields?: UserFields) =>
      readLater(
        madeInBeforeAll<SignedInUser>(`the ${role}`, () => current().createUser(role, fields)),
        ['user', 'token', 'auth'],
      ),
  });
}
