import type { InvalidationBus } from '../cluster/invalidation-bus.ts';
import type { Db } from '../db/client.ts';
import { createReadCache } from '../lib/read-cache.ts';
import { getUser } from '../modules/users/users.repository.ts';

/**
 * The guard re-reads the signed-in user on every request so that a deleted user or a changed role
 * takes effect before the token expires; this keeps that read off the hot path (lib/read-cache.ts).
 */
export const createUserCache = (db: Db, bus?: InvalidationBus) =>
  createReadCache((id) => getUser(db, id), bus && { name: 'users', bus });
export type UserCache = ReturnType<typeof createUserCache>;
