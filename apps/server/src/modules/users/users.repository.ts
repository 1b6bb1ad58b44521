import type { Role, User, UserListItem } from '@visadesk/contract';
import { and, asc, count, eq, isNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordWrites } from '../../db/record-writes.ts';
import { userSessions, users } from '../../db/schema.ts';
import type { SaveBasis } from '../../lib/record-version.ts';

const publicColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  updatedAt: users.updatedAt,
};
type UserRow = Omit<User, 'updatedAt'> & { updatedAt: Date };
const toUser = <T extends UserRow>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const lastSignIns = (db: Db) =>
  db
    .select({ userId: userSessions.userId, at: max(userSessions.signedInAt).as('last_sign_in') })
    .from(userSessions)
    .groupBy(userSessions.userId)
    .as('last_sign_ins');

/**
 * Users as the admins' list shows them, oldest first: with whether disabled, the last sign-in,
 * and whether they have yet to choose a password of their own.
 */
export async function listUsers(db: Db): Promise<UserListItem[]> {
  const last = lastSignIns(db);
  const rows = await db
    .select({
      ...publicColumns,
      disabledAt: users.disabledAt,
      invitedAt: users.invitedAt,
      mustChangePassword: users.mustChangePassword,
      lastSignInAt: last.at,
    })
    .from(users)
    .leftJoin(last, eq(last.userId, users.id))
    .orderBy(asc(users.id));
  return rows.map(({ disabledAt, invitedAt, lastSignInAt, ...user }) => ({
    ...toUser(user),
    disabledAt: disabledAt?.toISOString() ?? null,
    invitedAt: invitedAt?.toISOString() ?? null,
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
  }));
}

/** When user `id` was invited, while they have yet to choose a password; null otherwise or when none. */
export async function invitedAt(db: Db, id: string): Promise<Date | null> {
  const [row] = await db.select({ at: users.invitedAt }).from(users).where(eq(users.id, id));
  return row?.at ?? null;
}

/** A user who may sign in and act: one not disabled (sign-in, refresh and the guard read this). */
export async function getActiveUser(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db
    .select(publicColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.disabledAt)));
  return user && toUser(user);
}

/** Every user a case may be assigned to, id and name only, by name (then id, for equal names). */
export function listAssignees(db: Db): Promise<{ _id: string; name: string }[]> {
  return db.select({ _id: users.id, name: users.name }).from(users).orderBy(asc(users.name), asc(users.id));
}

export async function getUser(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  return user && toUser(user);
}

/** When user `id` was added; undefined when there is no such user. */
export async function userCreatedAt(db: Db, id: string): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, id));
  return row?.createdAt;
}

export async function findUserForLogin(db: Db, email: string) {
  const [user] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.disabledAt)));
  return user && toUser(user);
}

/** Sets a new hash of the same password, only while the user's hash is still `stored`. */
export async function replacePasswordHash(db: Db, id: string, stored: string, next: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: next })
    .where(and(eq(users.id, id), eq(users.passwordHash, stored)));
}

export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const where = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return row !== undefined;
}

export async function countUsers(db: Db, role?: Role): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(role ? eq(users.role, role) : undefined);
  return row?.n ?? 0;
}

const writes = recordWrites(users, publicColumns);

/** A new user; `mustChangePassword` when an admin chose the password, `invitedAt` when invited by mail. */
export async function insertUser(
  db: Db,
  input: {
    name: string;
    email: string;
    role: Role;
    passwordHash: string;
    mustChangePassword?: boolean;
    invitedAt?: Date;
  },
): Promise<User> {
  return toUser(await writes.insert(db, input));
}

/** Saves the changes, if the user still has version `expected` (when given; lib/record-version.ts). */
export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<{ name: string; email: string; role: Role; passwordHash: string }>,
  basis: SaveBasis = {},
): Promise<User | undefined> {
  const user = await writes.update(db, id, changes, basis);
  return user && toUser(user);
}

export const deleteUser = (db: Db, id: string): Promise<boolean> => writes.remove(db, id);

/**
 * The user's own password, chosen from an invitation or at a required change: no longer invited,
 * nothing left to change. Undefined when there is no such user.
 */
export async function setChosenPassword(db: Db, id: string, passwordHash: string): Promise<User | undefined> {
  const user = await writes.update(db, id, { passwordHash, mustChangePassword: false, invitedAt: null });
  return user && toUser(user);
}

/** A resent invitation: its days start again. */
export async function markInvited(db: Db, id: string, at: Date): Promise<void> {
  await writes.update(db, id, { invitedAt: at });
}

/** Disables user `id` (at `at`) or enables them (null), as a version; false when there is no such user. */
export async function setUserDisabled(db: Db, id: string, at: Date | null): Promise<boolean> {
  return (await writes.update(db, id, { disabledAt: at })) !== undefined;
}
