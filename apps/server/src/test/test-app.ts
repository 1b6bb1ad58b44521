import { randomBytes } from 'node:crypto';
import type { Role, User } from '@visadesk/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type Config, loadConfig } from '../config.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
/** A well-formed id that no row has. */
export const MISSING_ID = 'ffffffffffffffffffffffff';
/** A short random tag, for names that must be unique in a test file's shared database. */
export const uniqueTag = () => Math.random().toString(36).slice(2, 8);
let passwordHash: Promise<string> | undefined;

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

/** The whole app on a fresh database, with factories for signed-in users. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const app: FastifyInstance = await buildApp(testConfig(env), { database, logger: false });
  await app.ready();

  /** A user of the given role straight in the database, signed in (a session and its access token). */
  async function createUser(role: Role = 'admin', fields: Partial<{ name: string; email: string }> = {}) {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const user: User = await insertUser(app.db, {
      name: fields.name ?? `Test ${role}`,
      email: fields.email ?? `${role}-${randomBytes(5).toString('hex')}@example.test`,
      role,
      passwordHash: await passwordHash,
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
export function useTestApp(env: TestEnv | (() => TestEnv) = {}): UsedTestApp {
  let made: TestApp | undefined;
  const current = (): TestApp => {
    if (!made) throw new Error('the test app is made in beforeAll: use it in a hook or a test');
    return made;
  };
  beforeAll(async () => {
    made = await createTestApp(typeof env === 'function' ? env() : env);
  });
  afterAll(() => made?.close());

  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get db() {
      return current().db;
    },
    createUser: (role, fields) => current().createUser(role, fields),
    inject: (options) => current().inject(options),
    close: () => current().close(),
    /** A user of `role`, signed in once for the block, read as `staff.auth`, `staff.user`. */
    signedIn(role, fields) {
      let user: SignedInUser | undefined;
      beforeAll(async () => {
        user = await current().createUser(role, fields);
      });
      const signed = (): SignedInUser => {
        if (!user) throw new Error(`the ${role} is signed in in beforeAll: use it in a hook or a test`);
        return user;
      };
      return {
        get user() {
          return signed().user;
        },
        get token() {
          return signed().token;
        },
        get auth() {
          return signed().auth;
        },
      };
    },
  };
}
