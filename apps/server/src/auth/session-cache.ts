import type { Db } from '../db/client.ts';
import { isFamilyLive } from './refresh-tokens.repository.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether an access token's session (its refresh-token family) is still live, so a session ended
 * by sign-out, "sign out of other devices" or a password change stops its access tokens too,
 * rather than when they expire. Answers are kept five seconds, like the user cache
 * (user-cache.ts), and all dropped when this process ends a session (another instance on the same
 * PostgreSQL notices within five seconds). A read in flight while sessions end is not kept.
 */
export function createSessionCache(db: Db) {
  const entries = new Map<string, { live: boolean; at: number }>();
  let generation = 0;
  return {
    async isLive(sessionId: string): Promise<boolean> {
      const hit = entries.get(sessionId);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.live;
      const before = generation;
      const live = await isFamilyLive(db, sessionId, new Date());
      if (before !== generation) return live;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(sessionId, { live, at: Date.now() });
      return live;
    },
    /** Sessions were ended: forget every answer (ending sessions is rare, reading them is not). */
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
}
