import { randomBytes } from 'node:crypto';
import { MESSAGES, type Role } from '@visadesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
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
  };
  return { reader, asked };
}

const serviceWith = (reader: UserReader) =>
  createAuthService(database.db, reader, createAccessTokens(randomBytes(32), 900), 30);

async function aUser(role: Role = 'staff') {
  const email = `reader-${randomBytes(4).toString('hex')}@example.test`;
  return insertUser(database.db, { name: 'Reader Test', email, role, passwordHash });
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
