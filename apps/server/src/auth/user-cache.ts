import type { User } from '@visadesk/contract';
import type { Db } from '../db/client.ts';
import { getUser } from '../modules/users/users.repository.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The guard re-reads the signed-in user on every request so that a deleted user or a changed role
 * takes effect before the token expires. This keeps that read off the hot path: entries live five
 * seconds and are dropped at once when this process changes or deletes the user (another instance
 * on the same PostgreSQL notices within five seconds).
 */
export function createUserCache(db: Db) {
  const entries = new Map<string, { user: User | undefined; at: number }>();
  return {
    async get(id: string): Promise<User | undefined> {
      const hit = entries.get(id);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.user;
      const user = await getUser(db, id);
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { user, at: Date.now() });
      return user;
    },
    forget(id: string) {
      entries.delete(id);
    },
  };
}
export type UserCache = ReturnType<typeof createUserCache>;
