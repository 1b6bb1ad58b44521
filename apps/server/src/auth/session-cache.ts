import type { InvalidationBus } from '../cluster/invalidation-bus.ts';
import type { Db } from '../db/client.ts';
import { createReadCache } from '../lib/read-cache.ts';
import { isFamilyLive } from './refresh-tokens.repository.ts';

/**
 * Whether an access token's session (its refresh-token family) is still live, so a session ended
 * by sign-out, "sign out of other devices" or a password change stops its access tokens too,
 * rather than when they expire. Kept like the user cache (lib/read-cache.ts); ending sessions is
 * rare, so it forgets every answer.
 */
export const createSessionCache = (db: Db, bus?: InvalidationBus) =>
  createReadCache((sessionId) => isFamilyLive(db, sessionId, new Date()), bus && { name: 'sessions', bus });
