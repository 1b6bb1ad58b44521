import { randomBytes, scryptSync } from 'node:crypto';
import { MESSAGES, type Role } from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { userSessions } from '../db/schema.ts';
import { createUserReader } from '../modules/users/user-reader.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createAuthService } from './auth.service.ts';
import { hashPassword } from './passwords.ts';
import { createAccessTokens } from './tokens.ts';
import type { UserReader } from './user-reader.ts';

// The auth service reads users only through the reader it is given (auth/user-reader.ts). Here it
// is the users module's own reader over a real database, seen through a window that records what
// auth asks and, in one test, shows the user as a later change would leave them.
const PASSWORD = 'correct-horse-battery';
let database: Database;
let passwordHash: string;

beforeAll(async () => {
  database = await openTestDatabase();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => database.close());

function observedReader(change: { role?: Role; gone?: boolean } = {}) {
  const real = createUserReader(database.db);
  const asked: string[] = [];
  const reader: UserReader = {
    findForLogin: (email) => {
      asked.push(`login ${email}`);
      return real.findForLogin(email);
    },
    get: async (id) => {
      asked.push(`get ${id}`);
      const user = await real.get(id);
      if (!user || change.gone) return undefined;
      return change.role ? { ...user, role: change.role } : user;
    },
    upgradePasswordHash: (id, stored, next) => {
      asked.push(`upgrade ${id}`);
      return real.upgradePasswordHash(id, stored, next);
    },
    setChosenPassword: real.setChosenPassword,
  };
  return { reader, asked };
}

const serviceWith = (reader: UserReader) =>
  createAuthService(database.db, reader, createAccessTokens(randomBytes(32), 900), 30);

async function aUser(role: Role = 'staff', hash = passwordHash) {
  const email = `reader-${randomBytes(4).toString('hex')}@example.test`;
  return insertUser(database.db, { name: 'Reader Test', email, role, passwordHash: hash });
}

const storedHashOf = async (email: string) =>
  (await createUserReader(database.db).findForLogin(email))?.passwordHash;

/** A hash with older parameters that still verify: scrypt N=2^15, r=8, p=1, or N=2^14, r=8, p=5. */
function olderHash(password: string, { N, r, p } = { N: 1 << 15, r: 8, p: 1 }) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r, p, maxmem: 64 << 20 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('the auth service over a user reader', () => {
  it('signs in with the user the reader finds for the trimmed, lower-cased e-mail', async () => {
    const user = await aUser();
    const { reader, asked } = observedReader();
    const session = await serviceWith(reader).login(`  ${user.email.toUpperCase()} `, PASSWORD);
    expect(asked).toEqual([`login ${user.email}`]);
    expect(session.user).toEqual(user);
    expect(session.user).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['N=2^15, r=8, p=1', { N: 1 << 15, r: 8, p: 1 }],
    ['N=2^14, r=8, p=5', { N: 1 << 14, r: 8, p: 5 }],
  ])('re-makes a hash of %s at sign-in as N=2^17, r=8, p=1', async (_, params) => {
    const older = olderHash(PASSWORD, params);
    const user = await aUser('staff', older);
    const { reader, asked } = observedReader();
    await serviceWith(reader).login(user.email, PASSWORD);
    expect(asked).toEqual([`login ${user.email}`, `upgrade ${user._id}`]);
    const upgraded = await storedHashOf(user.email);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    // Signed in again with the current hash: nothing more to upgrade.
    const again = observedReader();
    await serviceWith(again.reader).login(user.email, PASSWORD);
    expect(again.asked).toEqual([`login ${user.email}`]);
    expect(await storedHashOf(user.email)).toBe(upgraded);
  });

  it('a wrong password upgrades nothing, and a password changed meanwhile is kept', async () => {
    const older = olderHash(PASSWORD);
    const user = await aUser('staff', older);
    const { reader, asked } = observedReader();
    await expect(serviceWith(reader).login(user.email, 'wrong-password')).rejects.toBeDefined();
    expect(asked).toEqual([`login ${user.email}`]);
    expect(await storedHashOf(user.email)).toBe(older);
    // The upgrade of a hash that is no longer the user's leaves the newer one alone.
    const changed = await hashPassword('changed-meanwhile');
    await createUserReader(database.db).upgradePasswordHash(user._id, passwordHash, changed);
    expect(await storedHashOf(user.email)).toBe(older);
  });

  it('refuses an e-mail the reader does not know and a wrong password alike', async () => {
    const user = await aUser();
    const auth = serviceWith(observedReader().reader);
    const refused = { message: MESSAGES.auth.invalidCredentials };
    await expect(auth.login('nobody@example.test', PASSWORD)).rejects.toMatchObject(refused);
    await expect(auth.login(user.email, 'wrong-password')).rejects.toMatchObject(refused);
  });

  it('refreshes with the user as the reader reads them now', async () => {
    const user = await aUser('staff');
    const first = await serviceWith(observedReader().reader).login(user.email, PASSWORD);
    const { reader, asked } = observedReader({ role: 'approver' });
    const next = await serviceWith(reader).refresh(first.refreshToken);
    expect(asked).toEqual([`get ${user._id}`]);
    expect(next.user.role).toBe('approver');
  });

  it('ends the refresh of a user the reader no longer has', async () => {
    const user = await aUser();
    const first = await serviceWith(observedReader().reader).login(user.email, PASSWORD);
    await expect(
      serviceWith(observedReader({ gone: true }).reader).refresh(first.refreshToken),
    ).rejects.toMatchObject({ message: MESSAGES.auth.refreshInvalid });
  });
});

describe("the user's sessions", () => {
  const sessionsOf = (userId: string) =>
    database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, userId))
      .orderBy(userSessions.signedInAt);

  it('lists a sign-in with where it came from, sees it at each refresh and ends it at sign-out', async () => {
    const user = await aUser();
    const auth = serviceWith(observedReader().reader);
    const client = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', address: '203.0.113.9' };
    const first = await auth.login(user.email, PASSWORD, client);
    const [opened] = await sessionsOf(user._id);
    expect(opened).toMatchObject({
      method: 'password',
      userAgent: client.userAgent,
      clientAddress: client.address,
    });
    expect(opened?.endedAt).toBeNull();

    const next = await auth.refresh(first.refreshToken);
    const [seen] = await sessionsOf(user._id);
    expect(seen?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(opened?.lastSeenAt.getTime() ?? 0);
    await auth.logout(next.refreshToken);
    expect((await sessionsOf(user._id))[0]?.endedAt).toBeInstanceOf(Date);
  });

  it('ends every other session and keeps the one asked for', async () => {
    const user = await aUser();
    const auth = serviceWith(observedReader().reader);
    await auth.login(user.email, PASSWORD);
    await auth.login(user.email, PASSWORD);
    const keptId = (await sessionsOf(user._id))[1]?.id;
    expect(await auth.endSessions(user._id, keptId)).toBe(1);
    const rows = await sessionsOf(user._id);
    expect(rows.map((row) => row.endedAt === null)).toEqual([false, true]);
  });
});
