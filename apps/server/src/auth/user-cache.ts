import type { InvalidationBus } from '../cluster/invalidation-bus.ts';
import { createReadCache } from '../lib/read-cache.ts';
import type { UserReader } from './user-reader.ts';

/**
 * The guard re-reads the signed-in user on every request so that a deleted user or a changed role
 * takes effect before the token expires; this keeps that read off the hot path (lib/read-cache.ts).
 */
export const createUserCache = (users: UserReader, bus?: InvalidationBus) =>
  createReadCache((id) => users.get(id), bus && { name: 'users', bus });
export type UserCache = ReturnType<typeof createUserCache>;
