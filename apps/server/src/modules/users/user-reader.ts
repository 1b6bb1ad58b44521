import type { UserReader } from '../../auth/user-reader.ts';
import type { Db } from '../../db/client.ts';
import {
  findUserForLogin,
  getActiveUser,
  replacePasswordHash,
  setChosenPassword,
} from './users.repository.ts';

/** The users table as sign-in and the guard read it (auth/user-reader.ts): a disabled user is none. */
export const createUserReader = (db: Db): UserReader => ({
  get: (id) => getActiveUser(db, id),
  findForLogin: (email) => findUserForLogin(db, email),
  upgradePasswordHash: (id, stored, next) => replacePasswordHash(db, id, stored, next),
  setChosenPassword: (id, passwordHash) => setChosenPassword(db, id, passwordHash),
});
