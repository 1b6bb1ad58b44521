import { MESSAGES, type Role, type User } from '@visadesk/contract';
import { refuseBreachedPassword } from '../../auth/breached-passwords.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { UserCache } from '../../auth/user-cache.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { refuseStale, type SaveBasis } from '../../lib/record-version.ts';
import * as repo from './users.repository.ts';

const M = MESSAGES.users;

/** A taken e-mail: 409, naming the field so that the form says it there. */
const emailTaken = () => new AppError('CONFLICT', M.duplicate, [{ field: 'email', message: M.duplicate }]);

/** Runs a write; a unique-index race on the e-mail becomes the same 409 as the pre-check. */
export async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Ends a user's sessions (auth.service.ts): all of them, or all but the one named. */
export type SessionEnder = { endSessions(userId: string, keepSessionId?: string): Promise<number> };

/** What the service's functions share: the users' table, the signed-in users' cache, their sessions. */
type Users = { db: Db; cache: UserCache; sessions: SessionEnder };

type UserChange = { name: string; email: string; role?: Role };
/** An empty `password` keeps the password; a new one comes with the `currentPassword`. */
type ProfileChange = { name: string; email?: string; currentPassword: string; password: string };

export function createUsersService(db: Db, cache: UserCache, sessions: SessionEnder) {
  const users: Users = { db, cache, sessions };

  return {
    list: () => repo.listUsers(db),

    /** A user with the password an admin chose: they choose their own at their first sign-in. */
    async create(input: { name: string; email: string; password: string; role: Role }): Promise<User> {
      await assertEmailFree(db, input.email);
      await refuseBreachedPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const { name, email, role } = input;
      return uniqueEmail(() =>
        repo.insertUser(db, { name, email, role, passwordHash, mustChangePassword: true }),
      );
    },

    async get(id: string): Promise<User> {
      const found = await repo.getUser(db, id);
      if (!found) throw notFound(M.notFound);
      return found;
    },

    /** When the user was added: the first version of their history. */
    async created(id: string): Promise<{ createdAt: string }> {
      const createdAt = await repo.userCreatedAt(db, id);
      if (!createdAt) throw notFound(M.notFound);
      return { createdAt: createdAt.toISOString() };
    },

    /** `expected`: the version the edit was based on (If-Match), refused with 412 when stale. */
    update: (id: string, input: UserChange, basis: SaveBasis = {}): Promise<User> =>
      updateUser(users, id, input, basis),

    async remove(id: string, actor: User): Promise<void> {
      if (id === actor._id) throw new AppError('VALIDATION', M.cannotDeleteSelf);
      const target = await repo.getUser(db, id);
      if (!target) throw notFound(M.notFound);
      await assertAdminRemains(db, target);
      // The user's refresh tokens go with the row (on delete cascade).
      await repo.deleteUser(db, id);
      cache.forget(id);
    },

    /**
     * The signed-in user's own name and password; the e-mail cannot change here. A new password
     * needs the current one (400 at `currentPassword` when wrong) and ends the user's other
     * sessions; `sessionId` (this request's) stays signed in. `passwordChanged` says which it was.
     */
    updateProfile: (
      actor: User,
      input: ProfileChange,
      sessionId?: string,
    ): Promise<{ user: User; passwordChanged: boolean }> => updateProfile(users, actor, input, sessionId),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

export async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  if (await repo.emailTaken(db, email, exceptId)) throw emailTaken();
}

/** Refuses a change that would leave the product without any admin. */
async function assertAdminRemains(db: Db, target: User) {
  if (target.role === 'admin' && (await repo.countUsers(db, 'admin')) <= 1) {
    throw new AppError('CONFLICT', M.lastAdmin);
  }
}

async function updateUser(
  { db, cache, sessions }: Users,
  id: string,
  input: UserChange,
  basis: SaveBasis = {},
) {
  const target = await repo.getUser(db, id);
  if (!target) throw notFound(M.notFound);
  await assertEmailFree(db, input.email, id);
  if (input.role && input.role !== 'admin') await assertAdminRemains(db, target);
  const updated = await uniqueEmail(() => repo.updateUser(db, id, input, basis));
  cache.forget(id);
  if (!updated) return refuseStale(() => repo.getUser(db, id));
  // A changed role signs the user out everywhere: the next session starts with the new role.
  if (updated.role !== target.role) await sessions.endSessions(id);
  return updated;
}

async function updateProfile(
  { db, cache, sessions }: Users,
  actor: User,
  input: ProfileChange,
  sessionId?: string,
) {
  if (input.email !== undefined && input.email !== '' && input.email !== actor.email) {
    throw new AppError('VALIDATION', MESSAGES.profile.emailFixed, [
      { field: 'email', message: MESSAGES.profile.emailFixed },
    ]);
  }
  const passwordChanged = input.password !== '';
  if (passwordChanged) await checkNewPassword(db, actor, input);
  const passwordHash = passwordChanged ? await hashPassword(input.password) : undefined;
  const updated = await repo.updateUser(
    db,
    actor._id,
    { name: input.name, ...(passwordHash && { passwordHash }) },
    { actor: actor._id },
  );
  cache.forget(actor._id);
  if (!updated) throw notFound(M.notFound);
  if (passwordChanged) await sessions.endSessions(actor._id, sessionId);
  return { user: updated, passwordChanged };
}

/** A new password of one's own: the current one proves it is the user, and the new one is not breached. */
async function checkNewPassword(db: Db, actor: User, input: ProfileChange) {
  const current = await repo.findUserForLogin(db, actor.email);
  if (!current || !(await verifyPassword(input.currentPassword, current.passwordHash)))
    throw badRequest(MESSAGES.profile.currentPasswordWrong, 'currentPassword');
  await refuseBreachedPassword(input.password);
}
